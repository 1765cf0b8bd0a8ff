import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Builds the renderer and the text views (`facts`, `path`, `help`) of an app.
enum ScreenText {
  /// `facts`: every fact with its value, in declaration order.
  static func facts(of session: AppSession) -> String {
    let names = session.definition.facts.map(\.name)
    guard !names.isEmpty else { return "No facts." }
    let width = names.map(\.count).max() ?? 0
    return names.map { name in
      let value = session.facts[name]?.description ?? "(not set)"
      return name + String(repeating: " ", count: width - name.count) + " = " + value
    }.joined(separator: "\n")
  }

  /// `path`: every stack (a tab's, the flow's, or a split's columns with their flows), the
  /// selected one starred, the modals and a split's width, then the launch phase and whether
  /// the app is in the background. O(total depth of the stacks): it prints them whole.
  static func path(of session: AppSession) -> String {
    let state = session.state
    var lines: [String] = []
    for tab in state.home.tabs {
      let marker = tab.id == state.home.selectedTab ? "*" : " "
      let kind =
        switch state.home.layout {
        case .tabs: "tab"
        case .flow: "flow"
        case .split: state.home.split?.column(showing: tab.id)?.rawValue ?? "column"
        }
      lines.append(
        "\(marker) \(kind) \(tab.id): "
          + tab.stack.routes.map(\.description).joined(separator: " › "))
    }
    for modal in state.modals {
      lines.append(
        "  modal \(modal.id) (\(modal.style.rawValue)): "
          + modal.stack.routes.map(\.description).joined(separator: " › "))
    }
    if let width = state.splitWidth { lines.append("  width \(width)") }
    if let link = state.pendingDeepLink { lines.append("  pending deep link: \(link.url)") }
    lines.append(state.phase.isLaunching ? "  launching" : "  home")
    if session.isInBackground { lines.append("  in the background") }
    return lines.joined(separator: "\n")
  }

  /// `windows`: every open window, the active one marked, with the screen each shows or what
  /// covers it. O(w log w) for w windows, plus a lookup each.
  static func windows(of session: AppSession) -> String {
    session.windows.map { window in
      let active = window.scene == session.life.activeScene
      let shows =
        window.cover?.description
        ?? session.life.navigation(in: window.scene)?.visibleRoute.map { "on \($0)" } ?? ""
      return (active ? "* " : "  ") + "\(window.scene): " + (active ? "active, " : "") + shows
    }.joined(separator: "\n")
  }

  /// The line above the screen of an app with several windows: which is active, how many are
  /// not drawn when `hidden` is more than none, and what covers the others (`window 2 (2 of 3) ·
  /// +1 more · window 1 covered by passcode`); `nil` with one window.
  static func windowStrip(of session: AppSession, hidden: Int = 0) -> String? {
    let windows = session.windows
    guard windows.count > 1 else { return nil }
    let active = session.life.activeScene
    let position = (windows.firstIndex { $0.scene == active } ?? 0) + 1
    let more = hidden > 0 ? ["+\(hidden) more"] : []
    let covered = windows.compactMap { window in window.cover.map { "\(window.scene) \($0)" } }
    return (["\(active) (\(position) of \(windows.count))"] + more + covered)
      .joined(separator: " · ")
  }

  /// What is shown instead of the screen at a terminal `width` columns wide, narrower than a
  /// screen can be drawn: a note broken at spaces into lines that fit.
  static func tooNarrow(_ width: Int) -> String {
    let note =
      "The terminal is \(width) columns wide; a screen needs \(RenderOptions.minimumWidth). "
      + "Widen it to see the screen."
    var lines: [String] = []
    for word in note.split(separator: " ").map(String.init) {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `help` or `help COMMAND`.
  static func help(_ topic: String?) -> String {
    if let topic, let verb = CommandVerb.named(topic) {
      return "\(verb.usage)\n  \(verb.summary)"
    }
    let width = CommandVerb.all.map(\.usage.count).max() ?? 0
    return
      (["Commands:"]
      + CommandVerb.all.map { verb in
        "  " + verb.usage + String(repeating: " ", count: width - verb.usage.count) + "  "
          + verb.summary
      } + commentRule).joined(separator: "\n")
  }

  /// How comments are written (``LineComment``), below the list of commands.
  private static let commentRule = [
    "Comments: a line starting with '#', or ' # ...' ending a line. A '#' inside a word or in",
    "double quotes is text: 'open demo://item/42#top', 'tap Item #3', 'tap \"Item # 3\"'.",
  ]

  /// The words Tab offers on the current screen.
  static func completions(for session: AppSession) -> Completions {
    Completions(
      actionLabels: session.visibleActions.filter(session.isAvailable).map(\.label),
      tabs: session.state.home.layout == .tabs ? session.state.home.tabIDs.map(\.rawValue) : [],
      facts: session.definition.facts.map(\.name),
      factValues: Dictionary(
        session.definition.facts.filter { $0.type == .bool }.map { ($0.name, ["false", "true"]) },
        uniquingKeysWith: { first, _ in first }),
      urls: session.definition.deepLinks.map(\.pattern.description),
      steps: session.definition.launch.map(\.id),
      sources: session.definition.knownLaunchSources.dropFirst(LaunchSource.builtIn.count).map(
        \.rawValue),
      events: session.definition.environment.map(\.name))
  }
}
