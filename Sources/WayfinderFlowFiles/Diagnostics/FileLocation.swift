/// A position in a flow file: the file's path, a 1-based line and a 1-based column counted in
/// Unicode scalars, as editors and compilers print them (`Flows/demo/app.yaml:12:7`).
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as it was given to the loader.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`.
  public var description: String { "\(path):\(line):\(column)" }

  /// Orders by path, then line, then column.
  public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// The location `offset` scalars to the right on the same line.
  package func advanced(by offset: Int) -> FileLocation {
    FileLocation(path: path, line: line, column: column + max(0, offset))
  }
}
