/// Writes Swift source for an app defined in flow files: a typed route enum, identifiers for
/// its tabs, modals, launch steps, facts and actions, and the app as the runtime performs it
/// (`DemoFlow.program(hooks:)`): its initial state, deep links, rules, launch plan and each
/// screen's actions as data, with hooks for the app's own work, and a protocol through which
/// the app builds each screen. What an action, a step or a deep link does is decided by the
/// `Wayfinder` runtime, as for the flow files themselves: the output holds names and data.
///
/// ```swift
/// let loaded = FlowLoader.load(path: "Flows/demo")
/// if let definition = loaded.definition {
///   let source = try SwiftGenerator(definition: definition).generate()
/// }
/// ```
///
/// The output is a core file and one part per flow file (``generateFiles(named:flowFiles:)``):
/// a screen's title and actions are in its flow file's part, so editing them changes that file
/// only, and a build recompiles it alone.
///
/// The output depends only on the definition and the options: the same flows always give the
/// same bytes. It needs the `Wayfinder` library only. Cost is linear in the
/// size of the app.
public struct SwiftGenerator: Sendable {
  /// How the source is written.
  public struct Options: Hashable, Sendable {
    /// The prefix of every generated type (`Demo` gives `DemoRoute`, `DemoTab`, `DemoFlow`);
    /// `nil` derives it from the app's name.
    public var typePrefix: String?
    /// Whether the generated declarations are `public`, for a module that offers them to
    /// others; internal by default, as in the module that uses them.
    public var isPublic: Bool
    /// Whether screen declarations carry `#sourceLocation` directives, so that compiler
    /// messages about them point at the flow file rather than at the generated one. A flow
    /// file whose path holds a quote, a backslash or an invisible character gets none: the
    /// directive reads its path without escapes.
    public var emitsSourceLocations: Bool
    /// Flow-file names (the last component of a path, `app.yaml`) whose screens get no
    /// `#sourceLocation`, though ``emitsSourceLocations`` is set: the compiler lets one path
    /// per file name point notes in a module, so when another app compiled in the same module
    /// already points at an `app.yaml`, this one leaves its own out. The build plugin sets it.
    public var sourceLocationsLeftOut: Set<String> = []
    /// A folder that flow-file paths in the output are written relative to; `nil` writes them
    /// as the definition holds them.
    public var sourceRoot: String?

    /// Creates options.
    public init(
      typePrefix: String? = nil, isPublic: Bool = false, emitsSourceLocations: Bool = true,
      sourceRoot: String? = nil
    ) {
      self.typePrefix = typePrefix
      self.isPublic = isPublic
      self.emitsSourceLocations = emitsSourceLocations
      self.sourceRoot = sourceRoot
    }
  }

  /// The app to generate code for, loaded without errors.
  public var definition: FlowDefinition
  /// How to write it.
  public var options: Options

  /// Creates a generator for `definition`.
  public init(definition: FlowDefinition, options: Options = Options()) {
    self.definition = definition
    self.options = options
  }

  /// The prefix of the generated types: the option when given, otherwise the app's name in
  /// upper camel case: a Swift name, of letters, marks, digits and `_` (with `App` before it
  /// when it does not start with a letter).
  package var typePrefix: String {
    let written = SwiftNames.camelCase(options.typePrefix ?? definition.app, upper: true)
    guard let first = written.first, first.isLetter else { return "App" + written }
    return written
  }

  /// The name of the file to write the source to: `DemoFlow.swift`. It holds no path
  /// separator, whatever the app's name.
  public var fileName: String { typePrefix + "Flow.swift" }

  /// The Swift source as one text: the files of ``generateFiles(named:flowFiles:)`` one after
  /// the other, which compiles as one file does.
  ///
  /// - Throws: ``GenerationError`` when the app cannot be expressed in Swift: a flow's root
  ///   screen with parameters, or a type prefix that is not a name.
  public func generate() throws(GenerationError) -> String {
    try generateFiles().map(\.source).joined(separator: "\n")
  }

  /// The Swift source as the files a build compiles: the core, `coreName` (``fileName`` by
  /// default), which lists the screens in the route and screen enums and the builder
  /// protocol, then one part per flow file (``partFileName(core:flowFile:)``) with the titles
  /// and actions of the screens it declares. Editing a screen's title or actions changes its
  /// part only, so a build recompiles that file alone.
  ///
  /// - Parameters:
  ///   - coreName: The name of the core file.
  ///   - flowFiles: Flow files that get a part even when they declare nothing of the app, so
  ///     that a build tool that names its outputs from its inputs finds every one.
  /// - Returns: The core first, then the parts in flow-file name order.
  /// - Throws: ``GenerationError`` as ``generate()`` does.
  public func generateFiles(named coreName: String? = nil, flowFiles: [String] = [])
    throws(GenerationError) -> [File]
  {
    var file = try SwiftFile(
      definition: definition, options: options, prefix: typePrefix, flowFiles: flowFiles)
    let core = coreName ?? fileName
    return [File(name: core, source: file.render())]
      + file.parts.map {
        File(name: Self.partFileName(core: core, flowFile: $0), source: file.renderPart($0))
      }
  }

  /// The name of the part generated from `flowFile` beside the core file `core`:
  /// `DemoFlow+app.yaml.swift` for `DemoFlow.swift` and `Flows/demo/app.yaml`.
  public static func partFileName(core: String, flowFile: String) -> String {
    let stem = core.hasSuffix(".swift") ? String(core.dropLast(6)) : core
    return stem + "+" + SwiftFile.partName(flowFile) + ".swift"
  }
}
