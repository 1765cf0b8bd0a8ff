import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// An app's open windows drawn side by side, each in a block of columns of its own headed by a
/// line naming it (`window 2 · active`, `window 1 · covered by passcode`), in window order,
/// when the terminal gives every window shown at least ``narrowest`` columns and a gap: two
/// windows from 66 columns, so an 80-column terminal shows two and a piped run (64 columns)
/// one window under the strip, as before.
///
/// The active window is drawn as it is alone, its actions numbered: a number typed always
/// taps one of the active window's. The others draw their screens with no numbers, each
/// action dimmed behind a dot, a split home in the width the active window's is shown at; a
/// covered window draws no content of the app, only what covers it. When not every window
/// fits, as many as fit are shown — the active one always among them — and the strip above
/// says how many more there are (`+1 more`). When not even two fit, nothing is drawn here and
/// the painter draws the active window alone.
///
/// A pure function of the session and the width: listing the windows costs O(w log w) for w
/// open windows (as the strip does), and the drawing O(total rendered lines), each line's
/// columns measured once.
enum WindowsSideBySide {
  /// The columns between two windows' blocks.
  static let gap = 2

  /// The fewest columns a window is drawn in beside another: a screen's title, an action's
  /// label and a tab bar of two or three tabs fit without wrapping. Wider than the renderer's
  /// own least width, which a window alone may be drawn at.
  static let narrowest = max(32, RenderOptions.minimumWidth)

  /// How many windows fit side by side in `width` columns, each at least ``narrowest`` wide
  /// with ``gap`` between two. O(1).
  static func fitting(in width: Int) -> Int {
    max(0, (width + gap) / (narrowest + gap))
  }

  /// How wide to draw the screen of `session` on a terminal `columns` wide: every open window
  /// side by side at most `widest` columns each, and never wider than the terminal. An app
  /// with one window draws it at most `widest` wide, as before. O(w log w) for w windows.
  static func drawingWidth(of session: AppSession, terminal columns: Int, widest: Int) -> Int {
    let windows = max(1, min(session.life.scenes.count, fitting(in: columns)))
    return min(columns, windows * widest + (windows - 1) * gap)
  }

  /// Which of `scenes` (in window order) are shown when `count` of them fit: the first
  /// `count`, or when the active one is not among them, the first `count - 1` and the active
  /// one. O(count).
  static func shown(_ scenes: [SceneID], active: SceneID, fitting count: Int) -> [SceneID] {
    let first = Array(scenes.prefix(count))
    guard !first.contains(active), count > 0 else { return first }
    return first.dropLast() + [active]
  }

  /// The width of each of `count` blocks sharing `width` columns with ``gap`` between two:
  /// equal shares, the first ones a column wider when the columns do not divide evenly. O(count).
  static func widths(count: Int, in width: Int) -> [Int] {
    guard count > 0 else { return [] }
    let share = (width - (count - 1) * gap) / count
    let spare = width - (count - 1) * gap - share * count
    return (0..<count).map { share + ($0 < spare ? 1 : 0) }
  }

  /// The screen of `session` at `width` columns with its windows side by side under the strip,
  /// or `nil` when fewer than two windows are open or fewer than two fit in `width`.
  ///
  /// - Parameters:
  ///   - session: The app.
  ///   - width: The terminal's width, at least ``RenderOptions/minimumWidth``.
  ///   - renderer: The app's renderer; its width is replaced for each window.
  /// - Returns: The strip, then the blocks' lines, none wider than `width`.
  static func draw(
    _ session: AppSession, width: Int, renderer: TextRenderer<ScreenRoute>
  ) -> String? {
    let scenes = session.life.scenes
    let active = session.life.activeScene
    let count = min(scenes.count, fitting(in: width))
    guard scenes.count > 1, count > 1 else { return nil }
    let windows = shown(scenes, active: active, fitting: count)
    let blocks = zip(windows, widths(count: count, in: width)).map { scene, blockWidth in
      var drawer = renderer
      drawer.options.width = blockWidth
      return (lines: block(of: scene, in: session, renderer: drawer), width: blockWidth)
    }
    var lines: [String] = []
    if let strip = ScreenText.windowStrip(of: session, hidden: scenes.count - count) {
      lines.append(TextWidth.truncate(strip, to: width))
    }
    let height = blocks.map(\.lines.count).max() ?? 0
    for row in 0..<height {
      var line = ""
      for (index, block) in blocks.enumerated() {
        let text = row < block.lines.count ? block.lines[row] : ""
        line += index == blocks.count - 1 ? text : TextWidth.pad(text, to: block.width)
        if index < blocks.count - 1 { line += TextWidth.spaces(gap) }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of window `scene`'s block: its heading, then its screen — the active window's as
  /// it is drawn alone, another's with no numbers, or what covers it.
  private static func block(
    of scene: SceneID, in session: AppSession, renderer: TextRenderer<ScreenRoute>
  ) -> [String] {
    let width = renderer.options.width
    let active = session.life.activeScene
    let cover = session.life.cover(of: scene)
    let heading =
      "\(scene)" + (scene == active ? " · active" : cover.map { " · \($0)" } ?? "")
    let screen: String
    if scene == active {
      screen = renderer.render(session.state, launch: SessionScreen.progress(of: session))
    } else if let cover {
      screen = renderer.render(note: note(cover, active: active))
    } else if var state = session.life.navigation(in: scene) {
      // Shown as the session shows its split now, only narrower.
      if let splitWidth = session.state.splitWidth, state.home.split != nil {
        state.home.split?.width = splitWidth
      }
      var drawer = renderer
      drawer.options.numbersActions = false
      screen = drawer.render(state)
    } else {
      screen = ""
    }
    return [TextWidth.truncate(heading, to: width)]
      + screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// What a covered window says in place of its screen: what covers it, and where that is.
  private static func note(_ cover: SceneCover, active: SceneID) -> String {
    switch cover {
    case .launch: "Covered by the launch, shown in \(active)."
    case .step(let step): "Covered by \(step), shown in \(active)."
    }
  }
}
