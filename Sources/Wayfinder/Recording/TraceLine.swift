/// Writes the lines of a session trace, format version 2: a header, then one JSON object per
/// entry. No Foundation: the core writes its recordings itself.
///
/// ```
/// {"trace":"wayfinder","version":2,"app":"Demo","clock":"virtual"}
/// {"t":0,"event":"launch","facts":{"passcodeEnabled":false},"steps":["splash"]}
/// {"t":0,"event":"transition","command":"show launch screen 'splash'","screen":"splash"}
/// {"t":0,"event":"step.start","step":"splash"}
/// {"t":0.5,"event":"tap","screen":"primary","label":"Open item 42"}
/// ```
///
/// The format is specified in the tools' documentation (the article on recording sessions):
/// values keep their types (`42`, `1.5`, `"text"`, `true`, versions as `{"version":"2.0"}`),
/// times are exact decimal seconds, and redacted values are `{"redacted":true}`.
public enum TraceLine {
  /// The header line.
  public static func header(_ header: TraceHeader) -> String {
    var object = JSONObjectText()
    object.string("trace", "wayfinder")
    object.int("version", header.version)
    object.string("app", header.app)
    object.string("clock", header.clock.rawValue)
    if let limit = header.limit { object.int("limit", limit) }
    if header.dropped > 0 { object.int("dropped", header.dropped) }
    let redaction = header.redaction
    if !redaction.isEmpty {
      var redacted = JSONObjectText()
      if !redaction.screens.isEmpty { redacted.strings("screens", redaction.screens.sorted()) }
      if !redaction.facts.isEmpty { redacted.strings("facts", redaction.facts.sorted()) }
      if redaction.urls { redacted.bool("urls", true) }
      object.raw("redacted", redacted.closed)
    }
    return object.closed
  }

  /// The line of `entry`, leaving out what `redaction` names (its values must already be
  /// replaced: ``TraceRedaction`` does it where entries are made).
  public static func entry(_ entry: TraceEntry, redaction: TraceRedaction = TraceRedaction())
    -> String
  {
    var object = JSONObjectText()
    object.raw("t", JSONObjectText.seconds(entry.time))
    object.string("event", entry.event.name)
    TraceFields(redaction: redaction).write(entry.event, into: &object)
    if let refusal = entry.refusal { object.string("refused", refusal) }
    if let input = entry.input { object.string("input", input) }
    return object.closed
  }
}

/// The members of each event, after `t` and `event`.
struct TraceFields {
  let redaction: TraceRedaction

  func write(_ event: TraceEvent, into object: inout JSONObjectText) {
    switch event {
    case .launch(let facts, let steps):
      object.raw("facts", self.facts(facts))
      object.strings("steps", steps.map(\.rawValue))
    case .restore(let state):
      object.string("state", state)
    case .move(let point):
      object.int("point", point)
    case .tap(let screen, let label):
      object.string("screen", screen)
      object.string("label", label)
    case .navigate(let command):
      write(command, into: &object)
    case .setFacts(let facts):
      object.raw("facts", self.facts(facts))
    case .finish(let step), .cancel(let step):
      object.string("step", step.rawValue)
    case .run(let steps), .merge(let steps):
      object.strings("steps", steps.map(\.rawValue))
    case .wait(let duration):
      object.raw("duration", JSONObjectText.seconds(duration))
    case .presentationFinished(let modal), .dismissalFinished(let modal):
      object.string("modal", modal.rawValue)
    case .line(let text):
      object.string("text", text)
    case .transition(let command, let screen):
      object.string("command", command)
      if let screen { object.string("screen", screen) }
    case .launchEvent(let kind, let step):
      if let step { object.string("step", step.rawValue) }
      switch kind {
      case .stepSkipped(let reason): object.string("reason", reason.rawValue)
      case .stepTimedOut(let policy): object.string("policy", policy.rawValue)
      case .stepFailed(let message), .launchFailed(let message): object.string("message", message)
      case .stepStarted, .stepFinished, .stepCancelled, .launchFinished, .launchCancelled,
        .runFinished, .runCancelled:
        break
      }
    case .dropped(let count):
      object.int("count", count)
    case .relaunch(let source, let link):
      // An ordinary relaunch writes what it always wrote.
      if source != .icon { object.string("from", source.rawValue) }
      if let link {
        if redaction.urls { object.raw("url", Self.redacted) } else { object.string("url", link) }
      }
    case .cancelAll, .background, .foreground, .suspend, .resume:
      break
    }
  }

  private func write(_ command: NavigationCommand<ScreenRoute>, into object: inout JSONObjectText) {
    switch command {
    case .push(let route, let target):
      object.raw("route", self.route(route))
      on(target, &object)
    case .pushAll(let routes, let target), .setPath(let routes, let target):
      object.raw("routes", JSONObjectText.array(routes.map(route)))
      on(target, &object)
    case .pop(let count, let target):
      if count != 1 { object.int("count", count) }
      on(target, &object)
    case .popTo(let route, let target):
      object.raw("route", self.route(route))
      on(target, &object)
    case .popToRoot(let target):
      on(target, &object)
    case .selectTab(let tab):
      object.string("tab", tab.rawValue)
    case .present(let modal):
      object.string("modal", modal.id.rawValue)
      object.string("style", modal.style.rawValue)
      object.bool("navigation", modal.hasNavigation)
      object.raw("route", route(modal.stack.root))
      if !modal.stack.path.isEmpty {
        object.raw("path", JSONObjectText.array(modal.stack.path.map(route)))
      }
    case .dismissModal(let modal):
      object.string("modal", modal.rawValue)
    case .open(let url):
      if redaction.urls {
        object.raw("url", Self.redacted)
      } else {
        object.string("url", url)
      }
    case .showLaunchScreen(let route):
      if let route { object.raw("route", self.route(route)) }
    case .dismiss, .dismissAll, .finishLaunch:
      break
    }
  }

  /// What a redacted value is written as.
  static let redacted = "{\"redacted\":true}"

  private func on(_ target: StackTarget, _ object: inout JSONObjectText) {
    switch target {
    case .visible: break
    case .tab(let tab): object.raw("on", "{\"tab\":\(JSONObjectText.quoted(tab.rawValue))}")
    case .modal(let modal):
      object.raw("on", "{\"modal\":\(JSONObjectText.quoted(modal.rawValue))}")
    }
  }

  /// `{"screen":"item","arguments":{"id":42}}`, arguments in name order.
  func route(_ route: ScreenRoute) -> String {
    var object = JSONObjectText()
    object.string("screen", route.screen)
    if !route.arguments.isEmpty {
      let redacts = redaction.screens.contains(route.screen)
      var arguments = JSONObjectText()
      for (name, value) in route.arguments.sorted(by: { $0.key < $1.key }) {
        arguments.raw(name, redacts ? Self.redacted : Self.argument(value))
      }
      object.raw("arguments", arguments.closed)
    }
    return object.closed
  }

  private static func argument(_ value: ArgumentValue) -> String {
    switch value {
    case .int(let number): String(number)
    case .double(let number): JSONObjectText.double(number)
    case .bool(let flag): flag ? "true" : "false"
    case .string(let text): JSONObjectText.quoted(text)
    }
  }

  /// `{"name":value,…}` in name order, versions as `{"version":"2.0"}`.
  func facts(_ facts: Facts) -> String {
    var object = JSONObjectText()
    for name in facts.names {
      guard let value = facts[name] else { continue }
      guard !redaction.facts.contains(name) else {
        object.raw(name, Self.redacted)
        continue
      }
      switch value {
      case .bool(let flag): object.bool(name, flag)
      case .int(let number): object.int(name, number)
      case .string(let text): object.string(name, text)
      case .version(let version):
        object.raw(name, "{\"version\":\(JSONObjectText.quoted(version.description))}")
      }
    }
    return object.closed
  }
}
