import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Draws a session's screen as the REPL shows it — screen, breadcrumbs, tab bar, launch
/// progress — keeping the renderer until the width or the facts change. The REPL and
/// `wayfinder replay` draw through it alike.
struct ScreenPainter {
  private var options: RenderOptions
  /// The renderer, rebuilt only when the width or the facts change.
  private var renderer: TextRenderer<ScreenRoute>?
  /// The facts `renderer` marks unavailable actions with.
  private var renderedFacts: Facts?

  /// A painter drawing with `options` (their width is replaced at each drawing).
  init(options: RenderOptions) {
    self.options = options
  }

  /// The screen of `session` at `width` columns, or a note saying the width is too narrow.
  mutating func draw(_ session: AppSession, width: Int) -> String {
    // Drawn at a width wider than the terminal, every line would wrap: say so instead.
    guard width >= RenderOptions.minimumWidth else { return ScreenText.tooNarrow(width) }
    if renderer == nil || options.width != width || renderedFacts != session.facts {
      options.width = width
      renderedFacts = session.facts
      renderer = SessionScreen.renderer(
        for: session.definition, facts: session.facts, options: options)
    }
    let screen =
      renderer?.render(session.state, launch: SessionScreen.progress(of: session)) ?? ""
    guard let strip = ScreenText.windowStrip(of: session) else { return screen }
    return strip + "\n" + screen
  }
}
