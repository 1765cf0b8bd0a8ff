import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
package final class TemporaryFolder {
  /// The folder's path.
  package let path: String

  package init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wayfinder-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    path = base.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A path inside the folder.
  package func file(_ name: String) -> String { path + "/" + name }

  /// The names in the folder, sorted, hidden ones included.
  package func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Writes `text` to `name` as is (not atomically), as a damaged file would be.
  package func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  /// The text of file `name`.
  package func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }
}
