import Foundation
import Wayfinder

/// One generated file: the app's names worked out once, then each section written in order.
struct SwiftFile {
  let definition: FlowDefinition
  let options: SwiftGenerator.Options
  /// `public ` or empty.
  let access: SwiftCode
  /// The generated type names.
  let route: SwiftIdentifier
  let screenType: SwiftIdentifier
  let tabType: SwiftIdentifier
  let modalType: SwiftIdentifier
  let stepType: SwiftIdentifier
  let factType: SwiftIdentifier
  let actionType: SwiftIdentifier
  let builderType: SwiftIdentifier
  let hooksType: SwiftIdentifier
  let sourceType: SwiftIdentifier
  let flowType: SwiftIdentifier
  /// Screens in declaration order: flows, then modals, then launch screens.
  let screens: [ScreenDefinition]
  /// Swift names of screens (route cases and builder requirements), by screen id.
  let caseNames: [String: SwiftIdentifier]
  /// In a large app, the names of each screen's helper functions on the route, by screen id.
  let helperNames: [String: [SwiftIdentifier.Helper: SwiftIdentifier]]
  /// Swift names of each screen's parameters, by screen id then parameter name.
  let parameterNames: [String: [String: SwiftIdentifier]]
  let tabNames: [String: SwiftIdentifier]
  let modalNames: [String: SwiftIdentifier]
  let stepNames: [String: SwiftIdentifier]
  let factNames: [String: SwiftIdentifier]
  /// The launch sources the app names itself, beside the built-in ones: those under
  /// `sources:` in declaration order, then any other a step's `from:` names, in name order.
  let customSources: [LaunchSource]
  let sourceNames: [String: SwiftIdentifier]
  /// The names of each screen's actions as members of the action type, by screen id, in the
  /// order the screen lists them.
  let actionNames: [String: [SwiftIdentifier]]
  /// In an app of many screens, the screen a `switch` over routes handles as `default`: past a
  /// few hundred cases with associated values, the compiler gives up proving such a switch
  /// exhaustive, and a `default` spares it the proof. A screen without parameters, as a
  /// `default` binds nothing.
  let routeSwitchFallback: String?
  /// The parts the app is written in besides the core: one per flow file, by file name
  /// (`app.yaml`), in name order. A part holds what a screen of that file says beyond its name
  /// and parameters (its title and actions), so editing those rewrites that part alone.
  let parts: [String]
  /// The names of each part's members on the screen enum, by part then purpose.
  let partMembers: [String: [PartMember: SwiftIdentifier]]

  /// Names every generated enum has at the level of its cases, which a case must not take:
  /// `Tab.allCases` would be ambiguous.
  static let enumMembers: Set<String> = ["init", "self", "Type", "allCases"]

  init(
    definition: FlowDefinition, options: SwiftGenerator.Options, prefix: String,
    flowFiles: [String] = []
  ) throws(GenerationError) {
    guard SwiftNames.camelCase(prefix, upper: true) == prefix,
      let prefix = SwiftIdentifier(validating: prefix)
    else {
      throw .invalidPrefix(prefix)
    }
    self.definition = definition
    self.options = options
    access = options.isPublic ? "public " : ""
    route = prefix.appending(.route)
    screenType = prefix.appending(.screen)
    tabType = prefix.appending(.tab)
    modalType = prefix.appending(.modal)
    stepType = prefix.appending(.step)
    factType = prefix.appending(.fact)
    actionType = prefix.appending(.action)
    builderType = prefix.appending(.screenBuilder)
    hooksType = prefix.appending(.launchHooks)
    sourceType = prefix.appending(.launchSource)
    flowType = prefix.appending(.flow)

    var seen: Set<String> = []
    var ordered: [ScreenDefinition] = []
    let ids =
      definition.flows.flatMap(\.screens) + definition.modals.flatMap(\.screens)
      + definition.launchScreens
    for id in ids where seen.insert(id).inserted {
      if let screen = definition.screens[id] { ordered.append(screen) }
    }
    for id in definition.screens.keys.sorted() where seen.insert(id).inserted {
      if let screen = definition.screens[id] { ordered.append(screen) }
    }
    screens = ordered
    routeSwitchFallback =
      ordered.count > Self.largeRouteEnum
      ? ordered.last(where: { $0.parameters.isEmpty })?.id : nil

    // Members of the route and screen enums and of the builder protocol that a case must not
    // shadow.
    var cases = SwiftNames(
      reserved: Self.enumMembers.union([
        "description", "screen", "screenRoute", "actions", "build", "hash", "hashValue", "encode",
        "Content", "Protocol", "byRawValue",
      ]))
    var parameters: [String: [String: SwiftIdentifier]] = [:]
    for screen in ordered {
      _ = cases.name(for: screen.id)
      // Names the route's methods give their own parameters and locals, which a bound
      // argument must not shadow.
      var labels = SwiftNames(reserved: ["self", "route", "builder", "facts", "arguments"])
      for parameter in screen.parameters { _ = labels.name(for: parameter.name) }
      parameters[screen.id] = labels.names
    }
    caseNames = cases.names
    parameterNames = parameters
    var helpers: [String: [SwiftIdentifier.Helper: SwiftIdentifier]] = [:]
    if ordered.count > Self.largeRouteEnum {
      for screen in ordered {
        guard let name = cases.names[screen.id] else { continue }
        for purpose in [SwiftIdentifier.Helper.screenRoute, .decode] {
          helpers[screen.id, default: [:]][purpose] = cases.name(unique: name.helper(purpose))
        }
      }
    }
    helperNames = helpers
    var partNames = Set(flowFiles.map(Self.partName))
    partNames.formUnion(Self.declarationPaths(definition, screens: ordered).map(Self.partName))
    parts = partNames.sorted()
    var members: [String: [PartMember: SwiftIdentifier]] = [:]
    for part in parts {
      let words = SwiftNames.camelCase(part, upper: true)
      for purpose in [PartMember.title, .actions] {
        // A valid name followed by identifier characters is a valid name.
        let name =
          SwiftIdentifier(validating: purpose.rawValue + words) ?? .unnamed(upper: false)
        members[part, default: [:]][purpose] = cases.name(unique: name)
      }
    }
    partMembers = members

    var tabs = SwiftNames(reserved: Self.enumMembers.union(["id", "root", "title"]))
    for tab in definition.home.tabIDs { _ = tabs.name(for: tab.rawValue) }
    tabNames = tabs.names
    var modals = SwiftNames(
      reserved: Self.enumMembers.union(["id", "style", "hasNavigation", "presentation"]))
    for modal in definition.modals { _ = modals.name(for: modal.id.rawValue) }
    modalNames = modals.names
    var steps = SwiftNames(reserved: Self.enumMembers.union(["id", "runsAtLaunch", "modal"]))
    for step in definition.launch { _ = steps.name(for: step.id) }
    stepNames = steps.names
    var facts = SwiftNames(
      reserved: Self.enumMembers.union(["name", "type", "initialValue", "value"]))
    for fact in definition.facts { _ = facts.name(for: fact.name) }
    factNames = facts.names
    var custom: [LaunchSource] = []
    let policySources = Set(definition.launch.flatMap { $0.prompts?.sources ?? [] }).sorted()
    for source in definition.launchSources + policySources
    where !LaunchSource.builtIn.contains(source) && !custom.contains(source) {
      custom.append(source)
    }
    customSources = custom
    var sources = SwiftNames(reserved: Self.enumMembers.union(["id", "origin"]))
    for source in custom { _ = sources.name(for: source.rawValue) }
    sourceNames = sources.names
    // An action is named after its screen and its label: `passcodeUnlock`. Labels are unique
    // on a screen, but different labels can make the same name; those get a number.
    var actions = SwiftNames(
      reserved: Self.enumMembers.union([
        "screen", "flowAction", "label", "isAvailable", "hash", "hashValue",
      ]))
    var named: [String: [SwiftIdentifier]] = [:]
    for screen in ordered where !screen.actions.isEmpty {
      let base = (cases.names[screen.id] ?? SwiftNames.identifier(screen.id, upper: false)).name
      named[screen.id] = screen.actions.enumerated().map { index, action in
        var words = SwiftNames.camelCase(action.label, upper: true)
        if words.isEmpty { words = "Action\(index + 1)" }
        // A valid name followed by identifier characters is a valid name.
        let name = SwiftIdentifier(validating: base + words) ?? .unnamed(upper: false)
        return actions.name(unique: name)
      }
    }
    actionNames = named

    // In a split, the content and detail columns are rooted by what is selected: every flow's
    // root but the sidebar's may take arguments, and no code builds one without.
    let sidebar = definition.home.split?.sidebar.rawValue
    for flow in definition.flows where sidebar == nil || flow.id == sidebar {
      if let root = definition.screens[flow.root], !root.parameters.isEmpty {
        throw .rootWithParameters(screen: root.id, owner: "flow '\(flow.id)'")
      }
    }
  }

  /// The core file: every declaration that lists the app's screens by name.
  mutating func render() -> String {
    var out = CodeWriter()
    writeHeader(&out)
    writeRoute(&out)
    out.line()
    writeScreenEnum(&out)
    out.line()
    writeIdentifiers(&out)
    out.line()
    writeActions(&out)
    out.line()
    writeBuilder(&out)
    out.line()
    writeHooks(&out)
    out.line()
    writeFlow(&out)
    out.line()
    writePerforming(&out)
    return out.text
  }

  private func writeHeader(_ out: inout CodeWriter) {
    out.comment(
      "Generated by `wayfinder generate swift` from the flow files of \(comment(definition.app)):"
    )
    for path in Self.declarationPaths(definition, screens: screens).map(displayPath).sorted() {
      out.comment("  \(comment(path))")
    }
    out.comment("Do not edit: change the flow files and generate again.")
    out.comment("swift-format-ignore-file")
    out.line()
    // Public types of the library appear in public declarations: imported publicly then.
    // Generated code names the library's types with its module (`Wayfinder.Facts`), so a
    // type of the app's own module, or one generated here (`InteractionStep` for an app named
    // Launch), cannot take their place.
    out.line("\(access)import Wayfinder")
    out.line()
  }

  /// How many screens make a route enum too large for the compiler to check its switches.
  static let largeRouteEnum = 200

  /// Whether the app is large enough for its per-screen code to go in functions of its own.
  var isLarge: Bool { screens.count > Self.largeRouteEnum }

  // MARK: - Helpers shared by the sections

  /// The screens in the order a `switch` over routes lists them: the fallback last.
  var routeSwitchScreens: [ScreenDefinition] {
    guard let fallback = routeSwitchFallback else { return screens }
    return screens.filter { $0.id != fallback } + screens.filter { $0.id == fallback }
  }

  /// `case <pattern>`, or `default` for the fallback screen.
  func routeCaseHead(_ screen: ScreenDefinition, _ pattern: SwiftCode) -> SwiftCode {
    screen.id == routeSwitchFallback ? "default" : "case " + pattern
  }

  /// `path` as the output writes it: relative to the source root when one is given.
  func displayPath(_ path: String) -> String {
    guard let root = options.sourceRoot else { return path }
    let base = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
    let absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return absolute.hasPrefix(absoluteRoot) ? String(absolute.dropFirst(absoluteRoot.count)) : path
  }

  /// Flow-file text for a comment.
  func comment(_ text: String) -> SwiftComment { .text(text) }

  /// A string literal.
  func literal(_ text: String) -> SwiftCode { SwiftLiteral.string(text) }

  /// The Swift name of `id` in `names`; a name made from `id` if the namer did not see it.
  func name(_ id: String, in names: [String: SwiftIdentifier]) -> SwiftIdentifier {
    names[id] ?? SwiftNames.identifier(id, upper: false)
  }

  /// The case name of screen `id`.
  func caseName(_ id: String) -> SwiftIdentifier { name(id, in: caseNames) }

  /// The label of parameter `name` of screen `id`.
  func label(_ name: String, of id: String) -> SwiftIdentifier {
    self.name(name, in: parameterNames[id] ?? [:])
  }

  /// The name of a large app's `purpose` helper for `screen`.
  func helper(_ purpose: SwiftIdentifier.Helper, _ screen: ScreenDefinition) -> SwiftIdentifier {
    helperNames[screen.id]?[purpose] ?? caseName(screen.id).helper(purpose)
  }

  /// The Swift type of an argument type.
  func swiftType(_ type: ArgumentType) -> SwiftCode {
    switch type {
    case .int: "Int"
    case .string: "String"
    case .bool: "Bool"
    case .double: "Double"
    }
  }

  /// A route expression for `route`: `.primary` or `.item(id: 42)`; arguments the screen does
  /// not declare are ignored, as the load has already reported them.
  func routeExpression(_ route: ScreenRoute) -> SwiftCode {
    routeExpression(route.screen) { name, type in
      route.arguments[name].map { SwiftLiteral.argument($0, as: type) }
    }
  }

  /// A route expression whose arguments come from `value`: a Swift expression per parameter,
  /// `nil` when none is known (a type's zero value is never made up: `nil` arguments are
  /// reported by the caller before this is used).
  func routeExpression(_ screenID: String, value: (String, ArgumentType) -> SwiftCode?)
    -> SwiftCode
  {
    guard let screen = definition.screens[screenID], !screen.parameters.isEmpty else {
      return ".\(caseName(screenID))"
    }
    let arguments = screen.parameters.map { parameter -> SwiftCode in
      "\(label: label(parameter.name, of: screenID)): \(value(parameter.name, parameter.type) ?? "nil")"
    }
    return ".\(caseName(screenID))(\(arguments.joined(separator: ", ")))"
  }

  /// The `#sourceLocation` of `location`, when the options ask for it.
  func sourceLocation(_ location: FileLocation) -> (path: String, line: Int)? {
    guard options.emitsSourceLocations else { return nil }
    let name = location.path.split(separator: "/").last.map(String.init) ?? location.path
    guard !options.sourceLocationsLeftOut.contains(name) else { return nil }
    return (displayPath(location.path), location.line)
  }
}
