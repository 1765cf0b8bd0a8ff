/// A baseline file that cannot be read: where, and what is wrong.
///
/// ```
/// Flows/shop/flows.baseline:12:5: error: expected 'name: value', 'name:' or '- key'
/// ```
public struct FlowBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
