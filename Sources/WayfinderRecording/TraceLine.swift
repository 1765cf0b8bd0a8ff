public import Wayfinder

/// Writes the lines of a session trace, format version 4: a header, then one JSON object per
/// entry. No Foundation: the core writes its recordings itself.
///
/// ```
/// {"trace":"wayfinder","version":4,"app":"Demo","clock":"virtual"}
/// {"t":0,"event":"launch","facts":{"passcodeEnabled":false},"steps":["splash"]}
/// {"t":0,"event":"transition","command":"show launch screen 'splash'","screen":"splash"}
/// {"t":0,"event":"step.start","step":"splash"}
/// {"t":0.5,"event":"tap","screen":"primary","label":"Open item 42"}
/// ```
///
/// The format is specified in the tools' documentation (the article on recording sessions):
/// values keep their types (`42`, `1.5`, `"text"`, `true`, versions as `{"version":"2.0"}`),
/// times are exact decimal seconds, and redacted values are `{"redacted":true}`.
///
/// Every line written is at most ``maximumLineBytes`` long, the longest a reader reads:
/// - An entry keeps a long text once. The texts written for people — `input`, `refused` and a
///   `line`'s `text` — keep their first ``maximumTextBytes`` bytes, and the entry's `cut`
///   member names those cut (`"cut":["input"]`); the event's own members keep theirs whole.
/// - A `restore` whose state would make the line longer than ``maximumStatePartBytes`` is
///   split over several lines: the first has `parts`, the number of lines, and each following
///   one `part`, its number from 2, with the next piece of the state (version 3).
/// - Any other entry still longer than a line may be (a flow whose descriptions repeat a long
///   argument many times) is written as a `dropped` entry with `count` 1, where a replay stops.
public enum TraceLine {
  /// The longest line a writer writes and a reader reads, in bytes: 1 MiB.
  public static let maximumLineBytes = 1 << 20

  /// The most bytes (UTF-8) of a text written for people an entry keeps: 1 KiB. A longer
  /// `input`, `refused` or `line` text is cut, at a character's boundary, and named in `cut`.
  public static let maximumTextBytes = 1 << 10

  /// The most bytes of a `restore` entry's state one line holds, as written (escaped): 512 KiB.
  /// A longer state is split over several lines.
  public static let maximumStatePartBytes = 512 << 10

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

  /// The text of `entry`: its ``lines(_:redaction:)`` joined by line feeds — one line, but
  /// for a `restore` whose state is split.
  public static func entry(_ entry: TraceEntry, redaction: TraceRedaction = TraceRedaction())
    -> String
  {
    lines(entry, redaction: redaction).joined(separator: "\n")
  }

  /// The lines of `entry`, leaving out what `redaction` names (its values must already be
  /// replaced: `TraceRedaction` does it where entries are made), each at most
  /// ``maximumLineBytes`` long: its long texts for people cut, a long `restore` split, and
  /// an entry still too long written as a `dropped` entry.
  ///
  /// O(the entry's texts).
  public static func lines(_ entry: TraceEntry, redaction: TraceRedaction = TraceRedaction())
    -> [String]
  {
    let entry = cuttingTexts(of: entry)
    if case .restore(let state) = entry.event {
      let parts = JSONObjectText.pieces(of: state, escapedBytes: maximumStatePartBytes)
      if parts.count > 1 { return restoreLines(entry, parts: parts) }
    }
    let line = self.line(entry, redaction: redaction)
    guard line.utf8.count <= maximumLineBytes else {
      return [self.line(TraceEntry(time: entry.time, event: .dropped(count: 1)))]
    }
    return [line]
  }

  /// `entry` as it is written: its texts for people longer than ``maximumTextBytes`` cut and
  /// named in ``TraceEntry/cut``. What a reader reads back.
  public static func cuttingTexts(of entry: TraceEntry) -> TraceEntry {
    var entry = entry
    if let input = entry.input, let cut = cut(input) {
      entry.input = cut
      entry.cut.insert(.input)
    }
    if let refusal = entry.refusal, let cut = cut(refusal) {
      entry.refusal = cut
      entry.cut.insert(.refused)
    }
    if case .line(let text) = entry.event, let cut = cut(text) {
      entry.event = .line(cut)
      entry.cut.insert(.text)
    }
    return entry
  }

  /// The first ``maximumTextBytes`` bytes of `text`, ending at a character's boundary, or
  /// `nil` when it is no longer than that.
  private static func cut(_ text: String) -> String? {
    let bytes = text.utf8
    guard bytes.count > maximumTextBytes else { return nil }
    var end = bytes.index(bytes.startIndex, offsetBy: maximumTextBytes)
    // Back to the start of a scalar (not a continuation byte, 0b10xxxxxx).
    while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end = bytes.index(before: end) }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// The one line of `entry`, as it is.
  private static func line(_ entry: TraceEntry, redaction: TraceRedaction = TraceRedaction())
    -> String
  {
    var object = JSONObjectText()
    object.raw("t", JSONObjectText.seconds(entry.time))
    object.string("event", entry.event.name)
    TraceFields(redaction: redaction).write(entry.event, into: &object)
    if let refusal = entry.refusal { object.string("refused", refusal) }
    if let input = entry.input { object.string("input", input) }
    if !entry.cut.isEmpty {
      object.strings("cut", TraceEntry.Text.allCases.filter(entry.cut.contains).map(\.rawValue))
    }
    return object.closed
  }

  /// A `restore` over several lines: the first with `parts`, then each `part` from 2.
  private static func restoreLines(_ entry: TraceEntry, parts: [Substring]) -> [String] {
    let time = JSONObjectText.seconds(entry.time)
    return parts.enumerated().map { index, part in
      var object = JSONObjectText()
      object.raw("t", time)
      object.string("event", "restore")
      if index == 0 {
        object.string("state", String(part))
        object.int("parts", parts.count)
      } else {
        object.int("part", index + 1)
        object.string("state", String(part))
      }
      return object.closed
    }
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
    case .activateWindow(let scene), .closeWindow(let scene):
      object.int("window", scene.number)
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
    case .launchEvent(let kind, let step, let returned):
      if let step { object.string("step", step.rawValue) }
      if !returned.values.isEmpty { object.raw("facts", facts(returned)) }
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
    case .cancelAll, .background, .foreground, .suspend, .resume, .openWindow:
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
      if !modal.detents.isEmpty {
        object.raw(
          "detents", JSONObjectText.array(modal.detents.map { JSONObjectText.quoted($0.text) }))
      }
      if let detent = modal.selectedDetent { object.string("detent", detent.text) }
    case .dismissModal(let modal), .returnFrom(let modal):
      object.string("modal", modal.rawValue)
    case .open(let url):
      if redaction.urls {
        object.raw("url", Self.redacted)
      } else {
        object.string("url", url)
      }
    case .showLaunchScreen(let route):
      if let route { object.raw("route", self.route(route)) }
    case .dismiss, .dismissAll, .finishLaunch, .back, .beginBack, .completeBack, .cancelBack:
      break
    case .setRoot(let root, let path, let target):
      object.raw("route", route(root))
      if !path.isEmpty { object.raw("routes", JSONObjectText.array(path.map(route))) }
      on(target, &object)
    case .replaceTop(let route, let target), .pushNew(let route, let target),
      .bringToFront(let route, let target):
      object.raw("route", self.route(route))
      on(target, &object)
    case .popFrom(let route, let position, let target):
      object.raw("route", self.route(route))
      object.int("position", position)
      on(target, &object)
    case .presentOrReveal(let modal):
      write(.present(modal), into: &object)
    case .addTab(let tab, let index):
      object.string("tab", tab.id.rawValue)
      object.raw("route", route(tab.stack.root))
      if !tab.stack.path.isEmpty {
        object.raw("routes", JSONObjectText.array(tab.stack.path.map(route)))
      }
      if let index { object.int("index", index) }
    case .removeTab(let tab):
      object.string("tab", tab.rawValue)
    case .selectDetent(let detent, let modal):
      object.string("detent", detent.text)
      if let modal { object.string("modal", modal.rawValue) }
    case .select(let route, let column):
      object.raw("route", self.route(route))
      object.string("column", column.rawValue)
    case .setWidth(let width):
      object.string("width", width.rawValue)
    case .deselect(let column):
      object.string("column", column.rawValue)
    case .transaction(let commands):
      let steps = commands.map { command in
        var step = JSONObjectText()
        step.string("command", TraceEvent.name(of: command))
        write(command, into: &step)
        return step.closed
      }
      object.raw("commands", JSONObjectText.array(steps))
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
    case .column(let column):
      object.raw("on", "{\"column\":\(JSONObjectText.quoted(column.rawValue))}")
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
