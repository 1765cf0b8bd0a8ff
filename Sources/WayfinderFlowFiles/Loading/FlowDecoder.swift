internal import Wayfinder
internal import WayfinderPersistence

/// Reads the parsed files of one app into a ``FlowDefinition``, reporting every shape problem.
///
/// Files are merged by top-level section: `app`, `version` and `home` may be set in one file
/// only; the entries of `facts`, `flows`, `modals` and `screens` are merged across files (an id
/// declared twice is an error naming both places); `launch` and `deepLinks` are concatenated in
/// file-name order. References between entries are checked afterwards by ``FlowValidator``.
struct FlowDecoder {
  /// One top-level entry and the file it came from.
  struct Entry {
    var path: String
    var key: DocumentNode
    var value: DocumentNode
  }

  static let sections = [
    "app", "version", "facts", "home", "flows", "modals", "screens", "launch", "interactions",
    "deepLinks", "properties", "sources", "restore", "environment", "windows",
  ]

  var bag = DiagnosticBag()
  /// The file whose nodes are being read.
  var path = ""
  /// How many nodes may still be visited; aliases can make a small file expand enormously.
  var nodeBudget: Int
  var budgetExhausted = false

  // What has been read so far.
  var app: (String, FileLocation)?
  var version: (AppVersion, FileLocation)?
  var home: (HomeDefinition, FileLocation, [FileLocation])?
  /// Whether `home:` is written, even when what it says was refused (reported): it is then
  /// not reported missing too.
  var homeWritten = false
  /// What a cold launch restores (`restore:`).
  var restoreRule: RestoreRule?
  /// Whether the app opens more than one window (`windows:`).
  var windows: WindowSupport?
  var facts: [FactDeclaration] = []
  var flows: [NavigationFlow] = []
  var modals: [ModalDefinition] = []
  var launchScreens: [String] = []
  var screens: [String: ScreenDefinition] = [:]
  var screenOrder: [String] = []
  var launch: [StepDefinition] = []
  var deepLinks: [DeepLinkDefinition] = []
  /// The app's own launch sources (`sources:`), in declaration order.
  var launchSources: [StepDefinition.NamedSource] = []
  var assignments: [FactAssignment] = []
  var conditions: [PendingCondition] = []
  var actionConditions: [PendingActionCondition] = []
  var properties: [PendingProperty] = []
  /// What the world does to the app (`environment:`), in declaration order.
  var environment: [PendingEnvironmentEvent] = []
  /// Names declared with an error that left them out, by kind (`flow`, `modal`, `screen`):
  /// references to them are not reported again as unknown.
  var rejected: [String: Set<String>] = [:]
  var firstLocation: FileLocation?

  /// The initial budget, for the message.
  let nodeLimit: Int

  init(nodeBudget: Int) {
    self.nodeBudget = nodeBudget
    self.nodeLimit = nodeBudget
  }

  // MARK: - Files and sections

  /// Reads the root of each file, in order.
  mutating func decode(files: [(path: String, root: DocumentNode)]) {
    var single: [String: FileLocation] = [:]
    var entries: [String: [Entry]] = [:]
    for file in files {
      path = file.path
      if firstLocation == nil { firstLocation = FileLocation(path: path, line: 1, column: 1) }
      guard case .mapping(let root) = file.root else {
        bag.report(.rootNotMapping(found: file.root.described), at: location(file.root))
        continue
      }
      for (key, value) in root.pairs {
        guard let name = keyName(key) else { continue }
        guard Self.sections.contains(name) else {
          bag.report(
            .unknownKey(name, in: "the top level"), at: location(key),
            suggestion: Suggestions.closest(to: name, in: Self.sections))
          continue
        }
        if ["app", "version", "home", "restore", "windows"].contains(name) {
          if let first = single[name] {
            bag.report(.sectionRedefined(name, first: first), at: location(key))
            continue
          }
          single[name] = location(key)
        }
        entries[name, default: []].append(Entry(path: path, key: key, value: value))
      }
    }
    for entry in entries["app"] ?? [] { withPath(entry) { $0.decodeApp(entry.value) } }
    for entry in entries["version"] ?? [] { withPath(entry) { $0.decodeVersion(entry.value) } }
    for entry in entries["facts"] ?? [] { withPath(entry) { $0.decodeFacts(entry.value) } }
    for entry in entries["flows"] ?? [] { withPath(entry) { $0.decodeFlows(entry.value) } }
    for entry in entries["modals"] ?? [] { withPath(entry) { $0.decodeModals(entry.value) } }
    for entry in entries["screens"] ?? [] {
      withPath(entry) { $0.decodeLaunchScreens(entry.value) }
    }
    for entry in entries["home"] ?? [] { withPath(entry) { $0.decodeHome(entry.value) } }
    for entry in entries["restore"] ?? [] {
      withPath(entry) { $0.decodeRestore(entry.value) }
    }
    for entry in entries["windows"] ?? [] {
      withPath(entry) {
        $0.windows = $0.choice(entry.value, key: "windows", of: WindowSupport.self)
      }
    }
    for entry in entries["sources"] ?? [] { withPath(entry) { $0.decodeSources(entry.value) } }
    for entry in entries["launch"] ?? [] { withPath(entry) { $0.decodeLaunch(entry.value) } }
    for entry in entries["interactions"] ?? [] {
      withPath(entry) { $0.decodeLaunch(entry.value, key: "interactions") }
    }
    for entry in entries["deepLinks"] ?? [] { withPath(entry) { $0.decodeDeepLinks(entry.value) } }
    for entry in entries["properties"] ?? [] {
      withPath(entry) { $0.decodeProperties(entry.value) }
    }
    // Last, so that its `set:` comes after every other: it may only set facts known by then.
    for entry in entries["environment"] ?? [] {
      withPath(entry) { $0.decodeEnvironment(entry.value) }
    }
  }

  private mutating func withPath(_ entry: Entry, _ body: (inout FlowDecoder) -> Void) {
    path = entry.path
    body(&self)
  }

  /// The definition, or `nil` when a required section is missing (reported).
  mutating func definition(reportingMissing: Bool = true) -> FlowDefinition? {
    let place = firstLocation
    if app == nil, reportingMissing { bag.report(.missingKey("app", in: "the app"), at: place) }
    if home == nil, reportingMissing, !homeWritten {
      bag.report(.missingKey("home", in: "the app"), at: place)
    }
    guard let app, let home else { return nil }
    var definition = FlowDefinition(
      app: app.0, version: version?.0 ?? AppVersion([1, 0]), facts: facts, home: home.0,
      flows: flows, modals: modals, launchScreens: launchScreens, launch: launch,
      deepLinks: deepLinks, screens: screens)
    definition.launchSources = launchSources.map(\.source)
    definition.restoreRule = restoreRule ?? .home
    definition.windows = windows ?? .single
    return definition
  }

  /// `sources: [widget, watch]`: the launch sources the app names itself, beside the built-in
  /// `icon`, `link`, `shortcut` and `notification`, for steps' `from:`.
  private mutating func decodeSources(_ node: DocumentNode) {
    for item in sequence(node, key: "sources") {
      guard let name = identifier(item, key: "sources") else { continue }
      let source = LaunchSource(rawValue: name)
      if LaunchSource.builtIn.contains(source) {
        bag.report(.builtInLaunchSource(name), at: location(item))
      } else if let first = launchSources.first(where: { $0.source == source }) {
        bag.report(
          .duplicate(kind: "launch source", id: name, first: first.location), at: location(item))
      } else {
        launchSources.append(.init(source: source, location: location(item)))
      }
    }
  }

  private mutating func decodeApp(_ node: DocumentNode) {
    guard let name = text(node, key: "app") else { return }
    app = (name, location(node))
  }

  private mutating func decodeVersion(_ node: DocumentNode) {
    guard let raw = text(node, key: "version") else { return }
    guard let parsed = AppVersion(raw) else {
      bag.report(
        .invalidValue(raw, key: "version", expected: "write dotted numbers such as \"2.0\""),
        at: location(node))
      return
    }
    version = (parsed, location(node))
  }

  private mutating func decodeHome(_ node: DocumentNode) {
    homeWritten = true
    let kinds = ["tabs", "flow", "split"]
    guard let fields = fields(node, key: "home", allowed: kinds, place: "'home'") else {
      return
    }
    let given = fields.entries.filter { kinds.contains($0.name) }
    // The first is checked as the home: what the app's other parts say about it still is.
    if given.count > 1 {
      bag.report(.homeKinds(given[0].name, given[1].name), at: location(given[1].key))
    }
    guard let (kind, _, value) = given.first else {
      bag.report(.missingKey("tabs', 'flow' or 'split", in: "'home'"), at: location(node))
      return
    }
    switch kind {
    case "tabs":
      var ids: [TabID] = []
      var locations: [FileLocation] = []
      for item in sequence(value, key: "tabs") {
        if let id = identifier(item, key: "tabs") {
          ids.append(TabID(id))
          locations.append(location(item))
        }
      }
      if ids.isEmpty {
        bag.report(
          .wrongType(key: "tabs", expected: "a list of at least one flow", found: "an empty list"),
          at: location(value))
        return
      }
      home = (.tabs(ids), location(node), locations)
    case "flow":
      guard let id = identifier(value, key: "flow") else { return }
      home = (.flow(id), location(node), [location(value)])
    default:
      decodeSplit(value, home: node)
    }
  }

  /// `split: { sidebar: folders, content: messages, detail: message }`: the flow of each
  /// column, `content` optional. A flow named by two columns is reported at the second; when
  /// that is the content column, or the detail naming the content's flow, the split is checked
  /// without its content column, whose selections are then not reported again.
  private mutating func decodeSplit(_ node: DocumentNode, home: DocumentNode) {
    let columns = SplitColumn.allCases.map(\.rawValue)
    guard let fields = fields(node, key: "split", allowed: columns, place: "'split'") else {
      return
    }
    var flows: [SplitColumn: (id: TabID, location: FileLocation)] = [:]
    for column in SplitColumn.allCases {
      guard let field = fields[column.rawValue] else {
        if column != .content {
          bag.report(.missingKey(column.rawValue, in: "'split'"), at: location(node))
        }
        continue
      }
      guard let id = identifier(field.value, key: column.rawValue) else { continue }
      if let first = SplitColumn.allCases.first(where: { flows[$0]?.id.rawValue == id }) {
        bag.report(
          .split(.flowTwice(id, column: column.rawValue, first: first.rawValue)),
          at: location(field.value))
        // Without its content column, the split is still checked; without a detail, not.
        guard column == .detail, first == .content else {
          if column == .content { rejected["splitColumn", default: []].insert(column.rawValue) }
          continue
        }
        flows[.content] = nil
        rejected["splitColumn", default: []].insert(SplitColumn.content.rawValue)
      }
      flows[column] = (TabID(id), location(field.value))
    }
    guard let sidebar = flows[.sidebar], let detail = flows[.detail],
      let split = try? NavigationSplit(
        sidebar: sidebar.id, content: flows[.content]?.id, detail: detail.id)
    else { return }
    let locations = SplitColumn.allCases.compactMap { flows[$0]?.location }
    self.home = (.split(split), location(home), locations)
  }
}
