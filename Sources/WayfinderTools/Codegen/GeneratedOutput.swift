import Foundation

/// Writes generated source to disk the way build tools want it: atomically, and only when the
/// bytes change, so an unchanged flow never makes dependants recompile.
public enum GeneratedOutput {
  /// Writes `source` to `path` unless the file already holds exactly it.
  ///
  /// - Returns: Whether the file was written.
  /// - Throws: The file system's error when the folder is missing or not writable.
  @discardableResult
  public static func write(_ source: String, to path: String) throws -> Bool {
    let url = URL(fileURLWithPath: path)
    let bytes = Data(source.utf8)
    if let existing = try? Data(contentsOf: url), existing == bytes { return false }
    try bytes.write(to: url, options: .atomic)
    return true
  }
}
