/// The contents of one flow file and the path to report it under.
///
/// ```swift
/// let source = FlowSource(path: "app.yaml", text: "app: Demo\nversion: \"1.0\"\n...")
/// let result = FlowLoader.load(sources: [source])
/// ```
public struct FlowSource: Hashable, Sendable {
  /// The path shown in diagnostics.
  public var path: String
  /// The raw bytes; they must be UTF-8.
  public var bytes: [UInt8]

  /// Creates a source from raw bytes, as read from a file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a source from text.
  public init(path: String, text: String) {
    self.path = path
    self.bytes = Array(text.utf8)
  }

  /// Whether the file is JSON, by its extension (`.json`). JSON files are read as strict JSON
  /// (no comments, trailing commas or unquoted text); other files as YAML.
  package var isJSON: Bool { path.lowercased().hasSuffix(".json") }
}
