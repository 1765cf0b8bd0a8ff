public import Wayfinder
internal import WayfinderPersistence

/// Draws a `NavigationState` as text: a framed screen with its navigation bar, body, numbered
/// actions, breadcrumbs and tab bar; modals framed over their context; the launch screen with
/// the progress of launch steps.
///
/// Rendering is a pure function of the state, the launch progress and the options. Its cost
/// does not grow with the depth of the stacks: only the screens on top, the modals, the tabs
/// and as many breadcrumbs as fit the width are looked at. Every string drawn (titles, bodies,
/// labels, names) is passed through `TerminalText.sanitized(_:keepingLineBreaks:)`, so text
/// from flow, deep-link or state files cannot drive the terminal:
///
/// ```swift
/// let renderer = TextRenderer<Tab1Page>(appName: "Demo", options: RenderOptions(width: 60)) {
///   page in ScreenContent(title: "\(page)", actions: ["Next"])
/// }
/// print(renderer.render(state))
/// ```
public struct TextRenderer<Route: Hashable & Sendable>: Sendable {
  /// Width, charset and color.
  public var options: RenderOptions
  /// The app's name, shown while it launches.
  public var appName: String
  /// What each route shows.
  public var content: @Sendable (Route) -> ScreenContent
  /// The title of each tab in the tab bar.
  public var tabTitle: @Sendable (TabID) -> String
  /// What an interaction's modal says when its screen has no actions — what ends it (a gate:
  /// the facts that lift it) — in place of `(no actions)`; `nil` for nothing special.
  public var interactionNote: @Sendable (ModalInteraction) -> String?

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - appName: The app's name, shown while it launches.
  ///   - options: Width, charset and color.
  ///   - tabTitle: The title of each tab; its identifier by default.
  ///   - interactionNote: What an interaction's modal with no actions says instead of
  ///     `(no actions)`; nothing special by default.
  ///   - content: What each route shows.
  public init(
    appName: String,
    options: RenderOptions = .init(),
    tabTitle: @escaping @Sendable (TabID) -> String = { $0.rawValue },
    interactionNote: @escaping @Sendable (ModalInteraction) -> String? = { _ in nil },
    content: @escaping @Sendable (Route) -> ScreenContent
  ) {
    self.appName = appName
    self.options = options
    self.tabTitle = tabTitle
    self.interactionNote = interactionNote
    self.content = content
  }

  // Specialized for the tools' own routes: the REPL and `expect render` call it from other
  // modules, where it would otherwise run generic, building type metadata at every call.

  /// The text of `state`, lines separated by `\n`, with no trailing newline.
  ///
  /// O(width × height + modals + tabs + launch steps), whatever the depth of the stacks.
  ///
  /// - Parameters:
  ///   - state: The state to draw.
  ///   - launch: The launch steps' progress, drawn while the app is launching.
  /// - Returns: The lines of the drawing, joined by line breaks.
  @_specialize(exported:false,where Route == ScreenRoute)
  public func render(_ state: NavigationState<Route>, launch: LaunchProgress? = nil) -> String {
    let width = max(RenderOptions.minimumWidth, options.width)
    let style = ANSIStyle(enabled: options.color)
    var lines: [String] = []
    if state.modals.isEmpty {
      lines += screenFrame(for: state, width: width, style: style)
    } else {
      lines += contextFrame(for: state, width: width, style: style)
      if let modal = state.modals.last, modal.style.isDialog {
        lines += dialogFrame(modal, width: width, style: style)
      } else if let modal = state.modals.last {
        lines += modalFrame(modal, width: width - 4, style: style)
      }
    }
    if state.phase.isLaunching, let launch {
      lines += progressFrame(launch, width: width, style: style)
    }
    if let gesture = state.backGesture {
      // The finger is down: what lies below shows through as the screen slides away.
      let below =
        gesture.revealing.map { "'\(TerminalText.sanitized(shown($0).title))'" } ?? "nothing"
      lines += TextWidth.wrap("back gesture: revealing \(below)", to: width).map(style.dim)
    }
    return lines.joined(separator: "\n")
  }

  /// The home screen (or the launch screen) with nothing presented over it.
  private func screenFrame(for state: NavigationState<Route>, width: Int, style: ANSIStyle)
    -> [String]
  {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    if case .launching(let screen) = state.phase {
      let shown = screen.map(self.shown)
      frame.bar(left: "", center: shown?.title ?? safeAppName, right: "", style: style.bold)
      frame.divider()
      let body = shown?.body ?? ""
      let text = body.isEmpty ? "Launching \(safeAppName)…" : body
      for line in TextWidth.wrap(text, to: frame.innerWidth) {
        frame.row(line)
      }
      frame.bottom()
      return frame.lines
    }
    if let split = state.home.split {
      return splitFrame(for: state, split: split, width: width, style: style)
    }
    guard let stack = state.home.selectedStack else {
      frame.row("(no screen)")
      frame.bottom()
      return frame.lines
    }
    drawStack(stack, in: &frame, right: "", style: style)
    if state.home.layout == .tabs {
      frame.divider()
      frame.row(tabBar(state.home, style: style))
    }
    frame.bottom()
    return frame.lines
  }

  /// The bar, body, actions and breadcrumbs of the screen on top of `stack`.
  private func drawStack(
    _ stack: PathStack<Route>, in frame: inout Frame, right: String, note: String? = nil,
    style: ANSIStyle
  ) {
    let shown = self.shown(stack.top)
    frame.bar(
      left: stack.canGoBack ? backLabel : "", center: shown.title, right: right,
      style: style.bold)
    frame.divider()
    for row in rows(
      of: shown, width: frame.innerWidth, note: note, numbered: options.numbersActions)
    {
      frame.row(row.text, style: row.dim ? style.dim : { $0 })
    }
    frame.divider()
    frame.row(breadcrumbs(stack, top: shown.title, width: frame.innerWidth), style: style.dim)
  }

  /// `‹ Back`, or `< Back` in ASCII.
  var backLabel: String { options.charset == .unicode ? "‹ Back" : "< Back" }

  /// The rows of a screen under its bar: its body, then its actions — numbered from 1 when
  /// they can be tapped, marked with a dot otherwise — or `note` (`(no actions)` by default)
  /// when it has none. Each row is dimmed when `dim`.
  func rows(
    of shown: ScreenContent, width: Int, note: String? = nil, numbered: Bool
  ) -> [(text: String, dim: Bool)] {
    var rows: [(text: String, dim: Bool)] = []
    if !shown.body.isEmpty {
      for line in TextWidth.wrap(shown.body, to: width) { rows.append((line, false)) }
      rows.append(("", false))
    }
    if shown.actions.isEmpty {
      let text = note.map { TerminalText.sanitized($0) } ?? "(no actions)"
      for line in TextWidth.wrap(text, to: width) { rows.append((line, true)) }
    }
    let numberWidth = String(shown.actions.count).count
    let dot = options.charset == .unicode ? "·" : "-"
    for (index, label) in shown.actions.enumerated() {
      let number = String(index + 1)
      let prefix =
        numbered ? TextWidth.spaces(numberWidth - number.count) + number + ". " : dot + " "
      let unavailable = shown.unavailableActions.contains(index)
      let text = unavailable ? label + " (unavailable)" : label
      for (lineIndex, line) in TextWidth.wrap(text, to: width - prefix.count).enumerated() {
        let row = (lineIndex == 0 ? prefix : TextWidth.spaces(prefix.count)) + line
        rows.append((row, unavailable || !numbered))
      }
    }
    return rows
  }

  /// `Primary View › Secondary View 1 › Tertiary View`, cut at the front when too long:
  /// `… › Secondary View 1 › Tertiary View`, the most screens from the top that fit (the top one
  /// always, cut by the frame if it alone is too wide).
  ///
  /// Walks down from the top and stops as soon as the trail is wider than `width`: every title
  /// after the first adds at least a separator's columns, so at most `width / 3 + 2` titles are
  /// looked at — O(width), whatever the depth of the stack. Only the titles are made safe for
  /// a terminal: a screen below the top shows nothing else. `top` is the top screen's title,
  /// already made safe.
  func breadcrumbs(_ stack: PathStack<Route>, top topTitle: String, width: Int) -> String {
    breadcrumbs(stack.routesFromTop, count: stack.count, top: topTitle, width: width)
  }

  /// The trail of `routes` (top first, `count` of them) as ``breadcrumbs(_:top:width:)`` draws
  /// a stack's: a split's columns, collapsed into one stack, draw theirs this way.
  func breadcrumbs(
    _ routes: some Sequence<Route>, count total: Int, top topTitle: String, width: Int
  ) -> String {
    let separator = options.charset == .unicode ? " › " : " > "
    let separatorWidth = TextWidth.of(separator)
    let ellipsisWidth = TextWidth.of("…") + separatorWidth
    var titles: [String] = []  // top first
    var used = 0  // the columns of the titles kept, joined
    var fitting = 0  // the most titles that fit after "… › "
    for route in routes {
      let title = titles.isEmpty ? topTitle : self.title(of: route)
      let next = titles.isEmpty ? TextWidth.of(title) : used + separatorWidth + TextWidth.of(title)
      if next > width { break }
      titles.append(title)
      used = next
      if titles.count < total, used + ellipsisWidth <= width { fitting = titles.count }
    }
    if titles.count == total {
      return titles.reversed().joined(separator: separator)
    }
    if total == 1 { return topTitle }
    let top: [String] =
      titles.isEmpty ? [topTitle] : Array(titles[..<max(1, fitting)].reversed())
    return "…" + separator + top.joined(separator: separator)
  }

  /// What `route` shows, with every string made safe for a terminal. O(length of its text).
  func shown(_ route: Route) -> ScreenContent {
    let raw = content(route)
    return ScreenContent(
      title: TerminalText.sanitized(raw.title),
      body: TerminalText.sanitized(raw.body, keepingLineBreaks: true),
      actions: raw.actions.map { TerminalText.sanitized($0) },
      unavailableActions: raw.unavailableActions, actionRoles: raw.actionRoles)
  }

  /// The title `route` shows, made safe for a terminal. O(length of its title).
  func title(of route: Route) -> String {
    TerminalText.sanitized(content(route).title)
  }

  /// The app's name, made safe for a terminal.
  private var safeAppName: String { TerminalText.sanitized(appName) }

  /// A tab's title, made safe for a terminal.
  private func safeTabTitle(_ id: TabID) -> String { TerminalText.sanitized(tabTitle(id)) }

  /// `[Tab 1]  Tab 2`: every tab's title, the selected one bracketed.
  private func tabBar(_ home: NavigationHome<Route>, style: ANSIStyle) -> String {
    home.tabs.map { tab in
      let title = safeTabTitle(tab.id)
      return tab.id == home.selectedTab ? style.inverse("[\(title)]") : " \(title) "
    }.joined(separator: " ")
  }

  /// One dimmed row per layer beneath the topmost modal: home (or the launch screen), then
  /// every modal under the top one.
  private func contextFrame(
    for state: NavigationState<Route>, width: Int, style: ANSIStyle
  ) -> [String] {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    let separator = options.charset == .unicode ? " › " : " > "
    frame.top()
    switch state.phase {
    case .launching(let screen):
      let crumbs = ["Launching \(safeAppName)"] + (screen.map { [shown($0).title] } ?? [])
      frame.row(Self.trail(crumbs, separator: separator, same: [safeAppName]), style: style.dim)
    case .home:
      if let stack = state.home.selectedStack {
        let tab = state.home.layout == .tabs ? [safeTabTitle(state.home.selectedTab)] : []
        let crumbs = tab + [shown(stack.top).title]
        frame.row(Self.trail(crumbs, separator: separator, same: tab), style: style.dim)
      }
    }
    for modal in state.modals.dropLast() {
      let id = TerminalText.sanitized(modal.id.rawValue)
      frame.row("  modal '\(id)'" + separator + shown(modal.stack.top).title, style: style.dim)
    }
    frame.bottom()
    return frame.lines
  }

  /// `crumbs` joined by `separator`, leaving out the last one when it only repeats the one
  /// before it or one of `same` (a splash titled with the app's name, a tab's root titled as
  /// the tab): `Launching Demo`, not `Launching Demo › Demo`.
  static func trail(_ crumbs: [String], separator: String, same: [String]) -> String {
    var kept = crumbs
    if kept.count > 1, let last = kept.last, same.contains(last) || kept[kept.count - 2] == last {
      kept.removeLast()
    }
    return kept.joined(separator: separator)
  }

  /// The topmost modal, framed heavy and indented over its context.
  private func modalFrame(_ modal: Modal<Route>, width: Int, style: ANSIStyle) -> [String] {
    var frame = Frame(width: width, indent: 2, weight: .heavy, charset: options.charset)
    frame.top()
    drawStack(
      modal.stack, in: &frame, right: Self.header(of: modal),
      note: modal.interaction.flatMap(interactionNote), style: style)
    frame.bottom()
    return frame.lines
  }

  /// What the modal's frame says on the right: `sheet`, `sheet, medium` (the detent it rests
  /// at), `popover` or `full`. The terminal shows a regular width, where a popover stays one.
  static func header(of modal: Modal<Route>) -> String {
    switch modal.shownStyle(compact: false) {
    case .sheet: "sheet" + (modal.selectedDetent.map { ", \($0)" } ?? "")
    case .popover: "popover"
    case .fullScreen: "full"
    // Drawn as a box of their own (`dialogFrame`); named here for completeness.
    case .alert: "alert"
    case .confirmationDialog: "dialog"
    }
  }

  /// The launch steps with their status.
  private func progressFrame(_ launch: LaunchProgress, width: Int, style: ANSIStyle) -> [String] {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    frame.row("Launch steps", style: style.bold)
    for step in launch.steps {
      let (mark, color) = marker(step.status, style: style)
      let kind = step.isBackground ? " (background)" : ""
      let id = TerminalText.sanitized(step.id)
      let reason = step.reason.map { ": " + TerminalText.sanitized($0) } ?? ""
      frame.row("\(mark) \(id)\(kind) — \(label(step.status))\(reason)", style: color)
    }
    if let link = launch.heldLink {
      frame.row("Held link: " + TerminalText.sanitized(link), style: style.dim)
    }
    frame.bottom()
    return frame.lines
  }

  private func marker(
    _ status: StepStatus, style: ANSIStyle
  ) -> (String, (String) -> String) {
    let unicode = options.charset == .unicode
    switch status {
    case .waiting: return (unicode ? "·" : ".", style.dim)
    case .running: return (unicode ? "◐" : "~", style.yellow)
    case .finished: return (unicode ? "✓" : "+", style.green)
    case .skipped: return (unicode ? "–" : "-", style.dim)
    case .cancelled: return (unicode ? "✕" : "x", style.dim)
    case .failed: return ("!", style.red)
    }
  }

  /// The status in a word; what a prompt policy skipped a step for is the reason beside it.
  private func label(_ status: StepStatus) -> String {
    switch status {
    case .waiting: "waiting"
    case .running: "running"
    case .finished: "done"
    case .skipped: "skipped"
    case .cancelled: "cancelled"
    case .failed: "failed"
    }
  }
}
