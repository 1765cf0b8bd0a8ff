import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Draws a session's screen as the REPL shows it — screen, breadcrumbs, tab bar, launch
/// progress, and an app's windows side by side when the width allows (``WindowsSideBySide``)
/// or the active one under a strip naming it — keeping the renderer until the facts change. The
/// REPL and `wayfinder replay` draw through it alike.
struct ScreenPainter {
  private let options: RenderOptions
  /// The renderer, rebuilt only when the facts change; its width is set at each drawing.
  private var renderer: TextRenderer<ScreenRoute>?
  /// The facts `renderer` marks unavailable actions with.
  private var renderedFacts: Facts?

  /// A painter drawing with `options` (their width is replaced at each drawing).
  init(options: RenderOptions) {
    self.options = options
  }

  /// The screen of `session` at `width` columns, or a note saying the width is too narrow.
  /// No line is wider than `width`.
  mutating func draw(_ session: AppSession, width: Int) -> String {
    // Drawn at a width wider than the terminal, every line would wrap: say so instead.
    guard width >= RenderOptions.minimumWidth else { return ScreenText.tooNarrow(width) }
    var renderer: TextRenderer<ScreenRoute>
    if let kept = self.renderer, renderedFacts == session.facts {
      renderer = kept
    } else {
      renderer = SessionScreen.renderer(
        for: session.definition, facts: session.facts, options: options)
      self.renderer = renderer
      renderedFacts = session.facts
    }
    if let windows = WindowsSideBySide.draw(session, width: width, renderer: renderer) {
      return windows
    }
    renderer.options.width = width
    let screen = renderer.render(session.state, launch: SessionScreen.progress(of: session))
    guard let strip = ScreenText.windowStrip(of: session) else { return screen }
    return TextWidth.truncate(strip, to: width) + "\n" + screen
  }
}
