import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

extension TraceFields {
  /// The event this line describes, its members read.
  func event(named name: String) throws(TraceError) -> TraceEvent {
    if let command = try navigation(named: name) { return .navigate(command) }
    switch name {
    case "launch": return .launch(facts: try facts("facts"), steps: try steps("steps"))
    case "restore": return .restore(state: try string("state"))
    case "goto": return .move(point: try int("point", atLeast: 0))
    case "openWindow": return .openWindow
    case "activateWindow": return .activateWindow(SceneID(try int("window", atLeast: 1)))
    case "closeWindow": return .closeWindow(SceneID(try int("window", atLeast: 1)))
    case "tap": return .tap(screen: try string("screen"), label: try string("label"))
    case "set": return .setFacts(try facts("facts"))
    case "finish": return .finish(StepID(try string("step")))
    case "cancel": return .cancel(StepID(try string("step")))
    case "cancelAll": return .cancelAll
    case "run": return .run(try steps("steps"))
    case "merge": return .merge(try steps("steps"))
    case "background": return .background
    case "foreground": return .foreground
    case "suspend": return .suspend
    case "resume": return .resume
    case "relaunch":
      let source = try optionalString("from").map { LaunchSource(rawValue: $0) } ?? .icon
      return .relaunch(from: source, link: node["url"] == nil ? nil : try url())
    case "wait":
      // One wait past the clock's range is one no session can play.
      let duration = try seconds("duration")
      guard duration <= ClockRange.limit else {
        throw bad(
          "duration",
          "a number of seconds up to \(ClockRange.limitInSeconds), the clock's range",
          node["duration"])
      }
      return .wait(duration)
    case "presentationFinished": return .presentationFinished(ModalID(try string("modal")))
    case "dismissalFinished": return .dismissalFinished(ModalID(try string("modal")))
    case "line": return .line(try string("text"))
    case "transition":
      return .transition(command: try string("command"), screen: try optionalString("screen"))
    case "dropped": return .dropped(count: try int("count", atLeast: 1))
    default:
      guard let kind = try launchEventKind(named: name) else {
        let names = TraceEvent.inputNames + TraceEvent.outcomeNames
        throw reader.error(
          line,
          .unknownEvent(name, suggestion: Suggestions.closest(to: name, in: names)))
      }
      let step = try optionalString("step").map { StepID($0) }
      // `error` with a step is the step's failure, without one the launch's.
      if case .stepFailed(let message) = kind, step == nil {
        return .launchEvent(.launchFailed(message), step: nil)
      }
      // What a finished step's work returned; older writers wrote none.
      let returned = kind == .stepFinished && node["facts"] != nil ? try facts("facts") : Facts()
      return .launchEvent(kind, step: step, returned: returned)
    }
  }

  /// Every skip reason a trace may name, as an error lists them: `'condition', …, or 'source'`.
  static let skipReasons: String = {
    let names = InteractionEvent.SkipReason.allCases.map { "'\($0.rawValue)'" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }()

  /// The launch event `name` names, or `nil` when it names none.
  private func launchEventKind(named name: String) throws(TraceError) -> InteractionEvent.Kind? {
    switch name {
    case "step.start": return .stepStarted
    case "step.finish": return .stepFinished
    case "step.cancel": return .stepCancelled
    case "step.skip":
      let text = try string("reason")
      guard let reason = InteractionEvent.SkipReason(rawValue: text) else {
        throw bad("reason", Self.skipReasons, node["reason"])
      }
      return .stepSkipped(reason)
    case "step.timeout":
      let text = try string("policy")
      guard let policy = StepTimeout.Policy(rawValue: text) else {
        throw bad("policy", "'skip', 'continue' or 'fail'", node["policy"])
      }
      return .stepTimedOut(policy)
    case "error": return .stepFailed(try string("message"))
    case "launch.finish": return .launchFinished
    case "launch.cancel": return .launchCancelled
    case "run.finish": return .runFinished
    case "run.cancel": return .runCancelled
    default: return nil
    }
  }

  /// The navigation command `name` names, or `nil` when it names none.
  private func navigation(named name: String) throws(TraceError) -> NavigationCommand<
    ScreenRoute
  >? {
    switch name {
    case "push": return .push(try route("route"), on: try target())
    case "pushAll": return .pushAll(try routes("routes"), on: try target())
    case "pop":
      return .pop(count: node["count"] == nil ? 1 : try int("count"), on: try target())
    case "popTo": return .popTo(try route("route"), on: try target())
    case "popToRoot": return .popToRoot(on: try target())
    case "setPath": return .setPath(try routes("routes"), on: try target())
    case "selectTab": return .selectTab(TabID(try string("tab")))
    case "present": return .present(try modal())
    case "dismiss": return .dismiss
    case "dismissModal": return .dismissModal(ModalID(try string("modal")))
    case "dismissAll": return .dismissAll
    case "returnFrom": return .returnFrom(ModalID(try string("modal")))
    case "open": return .open(url: try url())
    case "showLaunchScreen":
      guard let route = node["route"], route.value != .null else { return .showLaunchScreen(nil) }
      return .showLaunchScreen(try self.route(route, field: "route"))
    case "finishLaunch": return .finishLaunch
    case "setRoot":
      let path = node["routes"] == nil ? [] : try routes("routes")
      return .setRoot(try route("route"), path: path, on: try target())
    case "replaceTop": return .replaceTop(try route("route"), on: try target())
    case "popFrom":
      return .popFrom(
        try route("route"), at: try int("position", atLeast: 0), on: try target())
    case "pushNew": return .pushNew(try route("route"), on: try target())
    case "bringToFront": return .bringToFront(try route("route"), on: try target())
    case "back": return .back
    case "presentOrReveal": return .presentOrReveal(try modal())
    case "addTab":
      let path = node["routes"] == nil ? [] : try routes("routes")
      let tab = NavigationTab(TabID(try string("tab")), root: try route("route"), path: path)
      return .addTab(tab, at: node["index"] == nil ? nil : try int("index", atLeast: 0))
    case "removeTab": return .removeTab(TabID(try string("tab")))
    case "selectDetent":
      return .selectDetent(
        try detent("detent"), modal: node["modal"] == nil ? nil : ModalID(try string("modal")))
    case "transaction": return .transaction(try commands())
    case "select": return .select(try route("route"), in: try column("column"))
    case "setWidth":
      guard let width = SplitWidth(rawValue: try string("width")) else {
        throw bad("width", "'compact' or 'regular'", node["width"])
      }
      return .setWidth(width)
    case "deselect": return .deselect(try column("column"))
    case "beginBack": return .beginBack
    case "completeBack": return .completeBack
    case "cancelBack": return .cancelBack
    default: return nil
    }
  }

  /// `commands`: a transaction's commands, each an object naming its `command`.
  private func commands() throws(TraceError) -> [NavigationCommand<ScreenRoute>] {
    let shape = #"a list of commands, {"command":NAME,…}"#
    guard let items = node["commands"]?.items else {
      throw bad("commands", shape, node["commands"])
    }
    var commands: [NavigationCommand<ScreenRoute>] = []
    for item in items {
      guard case .string(let name)? = item["command"]?.value else {
        throw bad("commands", shape, item)
      }
      let fields = TraceFields(node: item, event: name, line: line, reader: reader)
      guard let command = try fields.navigation(named: name) else {
        throw bad("commands", shape, item)
      }
      commands.append(command)
    }
    return commands
  }

  private func steps(_ key: String) throws(TraceError) -> [StepID] {
    try strings(key).map { StepID($0) }
  }

  private func url() throws(TraceError) -> String {
    if let value = node["url"], Self.isRedacted(value) {
      guard header.redaction.urls else {
        throw reader.error(line, .unlistedRedaction("url"))
      }
      return TraceRedaction.placeholder
    }
    return try string("url")
  }

  /// `on`: the stack a command acts on; the visible one when missing.
  private func target() throws(TraceError) -> StackTarget {
    guard let on = node["on"] else { return .visible }
    let expected = #"{"tab":ID}, {"modal":ID} or {"column":NAME}"#
    if case .string(let tab)? = on["tab"]?.value { return .tab(TabID(tab)) }
    if case .string(let modal)? = on["modal"]?.value { return .modal(ModalID(modal)) }
    if case .string(let name)? = on["column"]?.value, let column = SplitColumn(rawValue: name) {
      return .column(column)
    }
    throw bad("on", expected, on)
  }

  /// A split's column: `sidebar`, `content` or `detail`.
  private func column(_ key: String) throws(TraceError) -> SplitColumn {
    guard let column = SplitColumn(rawValue: try string(key)) else {
      throw bad(key, "'sidebar', 'content' or 'detail'", node[key])
    }
    return column
  }

  private func modal() throws(TraceError) -> Modal<ScreenRoute> {
    let style = try string("style")
    guard let presentation = PresentationStyle(rawValue: style) else {
      let names = PresentationStyle.allCases.map { "'\($0.rawValue)'" }
      throw bad(
        "style", names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""),
        node["style"])
    }
    let root = try route("route")
    let path = node["path"] == nil ? [] : try routes("path")
    var detents: [SheetDetent] = []
    if node["detents"] != nil {
      for text in try strings("detents") {
        guard let detent = SheetDetent(text: text) else {
          throw bad("detents", "a list of " + SheetDetent.textForms, node["detents"])
        }
        detents.append(detent)
      }
    }
    let modal = Modal(
      id: ModalID(try string("modal")), style: presentation,
      stack: PathStack(root: root, path: path), hasNavigation: try bool("navigation"))
    guard !detents.isEmpty else { return modal }
    return modal.presentationDetents(
      detents, selection: node["detent"] == nil ? nil : try detent("detent"))
  }

  /// `key`: a detent's text form.
  private func detent(_ key: String) throws(TraceError) -> SheetDetent {
    guard let detent = SheetDetent(text: try string(key)) else {
      throw bad(key, SheetDetent.textForms, node[key])
    }
    return detent
  }

  func route(_ key: String) throws(TraceError) -> ScreenRoute {
    guard let node = node[key] else { throw bad(key, Self.routeShape, nil) }
    return try route(node, field: key)
  }

  private func routes(_ key: String) throws(TraceError) -> [ScreenRoute] {
    guard let items = node[key]?.items else { throw bad(key, "a list of routes", node[key]) }
    var routes: [ScreenRoute] = []
    for item in items { routes.append(try route(item, field: key)) }
    return routes
  }

  private static let routeShape = #"a route, {"screen":ID,"arguments":{…}}"#

  /// A route: `{"screen":"item","arguments":{"id":42}}`.
  private func route(_ node: DocumentNode, field: String) throws(TraceError) -> ScreenRoute {
    guard case .string(let screen)? = node["screen"]?.value else {
      throw bad(field, Self.routeShape, node)
    }
    var route = ScreenRoute(screen)
    guard let arguments = node["arguments"] else { return route }
    guard case .mapping(let mapping) = arguments else {
      throw bad(field, Self.routeShape, arguments)
    }
    for (key, value) in mapping.pairs {
      guard let name = key.scalar?.string else { continue }
      if Self.isRedacted(value) {
        guard header.redaction.screens.contains(screen) else {
          throw reader.error(line, .unlistedRedaction(screen))
        }
        route.arguments[name] = .string(TraceRedaction.placeholder)
        continue
      }
      guard let argument = Self.argument(value) else {
        throw bad(field, "arguments that are numbers, strings or true or false", value)
      }
      route.arguments[name] = argument
    }
    return route
  }

  private static func argument(_ node: DocumentNode) -> ArgumentValue? {
    if case .mapping = node, case .string(let name)? = node["double"]?.value {
      switch name {
      case "nan": return .double(.nan)
      case "inf": return .double(.infinity)
      case "-inf": return .double(-.infinity)
      default: return nil
      }
    }
    switch node.value {
    case .int(let number)?: return .int(number)
    case .double(let number)?: return .double(number)
    case .bool(let flag)?: return .bool(flag)
    case .string(let text)?: return .string(text)
    case .null?, nil: return nil
    }
  }

  /// Facts: `{"passcodeEnabled":true,"lastSeenVersion":{"version":"1.0"}}`.
  private func facts(_ key: String) throws(TraceError) -> Facts {
    guard case .mapping(let mapping)? = node[key] else {
      throw bad(key, "an object of facts", node[key])
    }
    var facts = Facts()
    for (nameNode, value) in mapping.pairs {
      guard let name = nameNode.scalar?.string else { continue }
      if Self.isRedacted(value) {
        guard header.redaction.facts.contains(name) else {
          throw reader.error(line, .unlistedRedaction(name))
        }
        facts[name] = .string(TraceRedaction.placeholder)
        continue
      }
      switch value.value {
      case .bool(let flag)?: facts[name] = .bool(flag)
      case .int(let number)?: facts[name] = .int(number)
      case .string(let text)?: facts[name] = .string(text)
      default:
        let expected =
          #"true or false, a whole number, a string, or a version such as {"version":"2.0"}"#
        guard case .string(let text)? = value["version"]?.value else {
          throw bad("\(key).\(name)", expected, value)
        }
        guard let version = AppVersion(text) else {
          throw bad("\(key).\(name)", expected, .string(text))
        }
        facts[name] = .version(version)
      }
    }
    return facts
  }
}
