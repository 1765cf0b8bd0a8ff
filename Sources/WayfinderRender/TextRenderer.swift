public import Wayfinder

/// Draws a ``NavigationState`` as text: a framed screen with its navigation bar, body, numbered
/// actions, breadcrumbs and tab bar; modals framed over their context; the launch screen with
/// the progress of launch steps.
///
/// Rendering is a pure function of the state, the launch progress and the options:
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

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - appName: The app's name, shown while it launches.
  ///   - options: Width, charset and color.
  ///   - tabTitle: The title of each tab; its identifier by default.
  ///   - content: What each route shows.
  public init(
    appName: String,
    options: RenderOptions = .init(),
    tabTitle: @escaping @Sendable (TabID) -> String = { $0.rawValue },
    content: @escaping @Sendable (Route) -> ScreenContent
  ) {
    self.appName = appName
    self.options = options
    self.tabTitle = tabTitle
    self.content = content
  }

  /// The text of `state`, lines separated by `\n`, with no trailing newline.
  ///
  /// - Parameter launch: The launch steps' progress, drawn while the app is launching.
  public func render(_ state: NavigationState<Route>, launch: LaunchProgress? = nil) -> String {
    let width = max(24, options.width)
    let style = ANSIStyle(enabled: options.color)
    var lines: [String] = []
    if state.modals.isEmpty {
      lines += screenFrame(for: state, width: width, style: style)
    } else {
      lines += contextFrame(for: state, width: width, style: style)
      if let modal = state.modals.last {
        lines += modalFrame(modal, width: width - 4, style: style)
      }
    }
    if state.phase.isLaunching, let launch {
      lines += progressFrame(launch, width: width, style: style)
    }
    return lines.joined(separator: "\n")
  }

  /// The home screen (or the launch screen) with nothing presented over it.
  private func screenFrame(for state: NavigationState<Route>, width: Int, style: ANSIStyle) -> [String] {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    if case .launching(let screen) = state.phase {
      let shown = screen.map(content)
      frame.bar(left: "", center: shown?.title ?? appName, right: "", style: style.bold)
      frame.divider()
      let body = shown?.body ?? ""
      for line in TextWidth.wrap(body.isEmpty ? "Launching \(appName)…" : body, to: frame.innerWidth) {
        frame.row(line)
      }
      frame.bottom()
      return frame.lines
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
    _ stack: PathStack<Route>, in frame: inout Frame, right: String, style: ANSIStyle
  ) {
    let shown = content(stack.top)
    let back = options.charset == .unicode ? "‹ Back" : "< Back"
    frame.bar(left: stack.canGoBack ? back : "", center: shown.title, right: right, style: style.bold)
    frame.divider()
    if !shown.body.isEmpty {
      for line in TextWidth.wrap(shown.body, to: frame.innerWidth) { frame.row(line) }
      frame.row("")
    }
    if shown.actions.isEmpty {
      frame.row("(no actions)", style: style.dim)
    }
    let numberWidth = String(shown.actions.count).count
    for (index, label) in shown.actions.enumerated() {
      let number = String(index + 1)
      let prefix = TextWidth.spaces(numberWidth - number.count) + number + ". "
      for (lineIndex, line) in TextWidth.wrap(label, to: frame.innerWidth - prefix.count).enumerated() {
        frame.row((lineIndex == 0 ? prefix : TextWidth.spaces(prefix.count)) + line)
      }
    }
    frame.divider()
    frame.row(breadcrumbs(stack, width: frame.innerWidth), style: style.dim)
  }

  /// `Primary View › Secondary View 1 › Tertiary View`, cut at the front when too long.
  private func breadcrumbs(_ stack: PathStack<Route>, width: Int) -> String {
    let separator = options.charset == .unicode ? " › " : " > "
    let titles = stack.routes.map { content($0).title }
    var shown = titles
    var text = shown.joined(separator: separator)
    while TextWidth.of(text) > width, shown.count > 1 {
      shown.removeFirst()
      text = "…" + separator + shown.joined(separator: separator)
    }
    return text
  }

  /// `[Tab 1]  Tab 2`: every tab's title, the selected one bracketed.
  private func tabBar(_ home: Home<Route>, style: ANSIStyle) -> String {
    home.tabs.map { tab in
      let title = tabTitle(tab.id)
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
      frame.row("Launching \(appName)" + (screen.map { separator + content($0).title } ?? ""), style: style.dim)
    case .home:
      if let stack = state.home.selectedStack {
        let prefix = state.home.layout == .tabs ? tabTitle(state.home.selectedTab) + separator : ""
        frame.row(prefix + content(stack.top).title, style: style.dim)
      }
    }
    for modal in state.modals.dropLast() {
      frame.row("  modal '\(modal.id)'" + separator + content(modal.stack.top).title, style: style.dim)
    }
    frame.bottom()
    return frame.lines
  }

  /// The topmost modal, framed heavy and indented over its context.
  private func modalFrame(_ modal: Modal<Route>, width: Int, style: ANSIStyle) -> [String] {
    var frame = Frame(width: width, indent: 2, weight: .heavy, charset: options.charset)
    frame.top()
    drawStack(modal.stack, in: &frame, right: modal.style == .sheet ? "sheet" : "full", style: style)
    frame.bottom()
    return frame.lines
  }

  /// The launch steps with their status.
  private func progressFrame(_ launch: LaunchProgress, width: Int, style: ANSIStyle) -> [String] {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    frame.row("Launch steps", style: style.bold)
    for step in launch.steps {
      let (mark, color) = marker(step.status, style: style)
      let kind = step.isBackground ? " (background)" : ""
      frame.row("\(mark) \(step.id)\(kind) — \(label(step.status))", style: color)
    }
    frame.bottom()
    return frame.lines
  }

  private func marker(
    _ status: LaunchProgress.Status, style: ANSIStyle
  ) -> (String, (String) -> String) {
    let unicode = options.charset == .unicode
    switch status {
    case .waiting: return (unicode ? "·" : ".", style.dim)
    case .running: return (unicode ? "◐" : "~", style.yellow)
    case .finished: return (unicode ? "✓" : "+", style.green)
    case .skipped: return (unicode ? "–" : "-", style.dim)
    case .cancelled: return (unicode ? "✕" : "x", style.dim)
    case .timedOut, .failed: return (unicode ? "!" : "!", style.red)
    }
  }

  private func label(_ status: LaunchProgress.Status) -> String {
    switch status {
    case .waiting: "waiting"
    case .running: "running"
    case .finished: "done"
    case .skipped: "skipped"
    case .cancelled: "cancelled"
    case .timedOut: "timed out"
    case .failed: "failed"
    }
  }
}
