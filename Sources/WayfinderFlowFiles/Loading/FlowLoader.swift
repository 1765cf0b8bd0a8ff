internal import Wayfinder
internal import WayfinderPersistence

/// Loads and validates apps from flow files.
///
/// ```swift
/// let result = FlowLoader.load(path: "Flows")              // the folder's default app
/// let shop = FlowLoader.load(path: "Flows", app: "shop")   // another app of the folder
/// if let app = result.definition { ... }                   // nil when there are errors
/// FileHandle.standardError.write(result.rendered())       // every diagnostic, with carets
/// ```
///
/// **One app, several files.** Every `.yaml`, `.yml` and `.json` file directly inside an app's
/// folder belongs to the app; they are read in file-name order and merged by top-level section:
/// `app`, `version` and `home` are set in one file only; entries of `facts`, `flows`, `modals`
/// and `screens` are merged (an id declared in two files is an error naming both places);
/// `launch` and `deepLinks` are concatenated in file-name order. Subfolders are not read as part
/// of the app, so scenarios and notes can sit beside it.
///
/// **Several apps in one folder.** A folder that holds flow files is one app. A folder that
/// holds none is a collection: each subfolder with flow files is an app, named after the
/// subfolder (`Flows/demo`, `Flows/shop`). The default app of a collection is the first by name;
/// pass `app:` to pick another by folder name or by its `app:` name.
public enum FlowLoader {
  /// Limits that keep hostile input from exhausting time or memory.
  public struct Options: Sendable {
    /// Files larger than this many bytes are refused. Default 64 MiB.
    public var maximumFileSize: Int

    /// Creates options.
    public init(maximumFileSize: Int = 64 * 1024 * 1024) {
      self.maximumFileSize = maximumFileSize
    }
  }

  /// Loads one app from in-memory sources, as if they were the files of one folder.
  ///
  /// - Parameters:
  ///   - sources: The files, merged in the order given.
  ///   - options: Size limits.
  /// - Returns: The definition, or the diagnostics saying why there is none.
  public static func load(sources: [FlowSource], options: Options = Options()) -> FlowLoadResult {
    var bag = DiagnosticBag()
    var texts: [SourceText] = []
    var roots: [(path: String, root: DocumentNode)] = []
    let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
    var conversionBudget = totalBytes + 10_000
    for source in sources {
      let (text, node) = DocumentParser.parse(
        source, sizeLimit: options.maximumFileSize, nodeBudget: &conversionBudget, into: &bag)
      if let text { texts.append(text) }
      if let node { roots.append((source.path, node)) }
    }
    var decoder = FlowDecoder(nodeBudget: totalBytes + 10_000)
    decoder.firstLocation = sources.first.map { FileLocation(path: $0.path, line: 1, column: 1) }
    decoder.bag = bag
    decoder.decode(files: roots)
    // A file that did not parse may hold the missing sections: don't report them as missing.
    var definition = decoder.definition(reportingMissing: !bag.hasErrors)
    bag = decoder.bag
    if let decoded = definition, !decoder.budgetExhausted {
      var validator = FlowValidator(decoder: decoder, definition: decoded)
      definition = validator.validate()
      bag = validator.bag
    }
    let diagnostics = bag.diagnostics.sorted(by: FlowLoadResult.order)
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return FlowLoadResult(
      definition: hasErrors ? nil : definition, diagnostics: diagnostics,
      files: sources.map(\.path), renderer: DiagnosticRenderer(sources: texts))
  }

  /// Loads the app at `path`: a flow file, an app folder, or a folder of apps.
  ///
  /// - Parameters:
  ///   - path: A file or folder.
  ///   - app: The app to load, as `--app` names it (see ``FlowCatalog/app(_:in:)``): by
  ///     folder or `app:` name under `path`, or by its folder's path; the first app at `path`
  ///     by folder name when `nil`.
  ///   - options: Size limits.
  /// - Returns: The definition, or the diagnostics saying why there is none.
  public static func load(path: String, app: String? = nil, options: Options = Options())
    -> FlowLoadResult
  {
    guard let app else {
      switch FlowCatalog.apps(at: path) {
      case .failure(let diagnostic): return FlowLoadResult(diagnostic)
      case .success(let apps): return load(apps[0], options: options)
      }
    }
    do throws(AppChoiceError) {
      return load(try FlowCatalog.app(app, in: path), options: options)
    } catch {
      return FlowLoadResult(Diagnostic(.error, error.description, at: nil))
    }
  }

  /// Loads the files of one app.
  public static func load(_ app: FlowCatalog.App, options: Options = Options()) -> FlowLoadResult {
    var sources: [FlowSource] = []
    var failures: [Diagnostic] = []
    for file in app.files {
      switch FlowCatalog.read(file) {
      case .success(let bytes): sources.append(FlowSource(path: file, bytes: bytes))
      case .failure(let diagnostic): failures.append(diagnostic)
      }
    }
    var result = load(sources: sources, options: options)
    if !failures.isEmpty {
      result.diagnostics = (failures + result.diagnostics).sorted(by: FlowLoadResult.order)
      result.definition = nil
    }
    return result
  }
}
