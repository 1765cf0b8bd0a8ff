extension SwiftGenerator {
  /// One generated file: its name, without a folder, and its source.
  public struct File: Hashable, Sendable {
    /// The file's name, `DemoFlow.swift` or `DemoFlow+app.yaml.swift`; never a path.
    public var name: String
    /// The Swift source.
    public var source: String

    /// Creates a file.
    public init(name: String, source: String) {
      self.name = name
      self.source = source
    }
  }
}
