internal import Wayfinder
internal import WayfinderPersistence

extension TextRenderer {
  /// The narrowest a column is drawn side by side; a narrower screen draws the split collapsed.
  public static var narrowestColumn: Int { 20 }

  /// A split home with nothing presented over it: its columns side by side in a regular width
  /// — each column's stack, what it shows selected named above it, the column Back acts on
  /// bracketed, its actions numbered — or collapsed into one stack in a compact width (and in
  /// a regular width too narrow for the columns, with a note saying so). O(width × height +
  /// columns), whatever the depth of the stacks.
  func splitFrame(
    for state: NavigationState<Route>, split: NavigationSplit, width: Int, style: ANSIStyle
  ) -> [String] {
    if split.width == .regular {
      if let widths = Self.columnWidths(of: split, in: width) {
        return sideBySide(state, split: split, widths: widths, style: style)
      }
      let note =
        "(\(split.columns.count) columns need \(Self.narrowestWidth(of: split)) "
        + "columns of text side by side; shown as one stack)"
      return collapsed(state, split: split, width: width, style: style)
        + TextWidth.wrap(note, to: width).map(style.dim)
    }
    return collapsed(state, split: split, width: width, style: style)
  }

  /// The width of each column side by side in `width` (a space between two): each at least
  /// ``narrowestColumn``, and what is left shared out with the sidebar the narrowest and the
  /// detail the widest; `nil` when there is not room for that.
  static func columnWidths(of split: NavigationSplit, in width: Int) -> [Int]? {
    guard width >= narrowestWidth(of: split) else { return nil }
    let weights = split.content == nil ? [2, 3] : [3, 4, 5]
    let spare = width - narrowestWidth(of: split)
    let total = weights.reduce(0, +)
    var widths = weights.map { narrowestColumn + spare * $0 / total }
    widths[widths.count - 1] += width - (weights.count - 1) - widths.reduce(0, +)
    return widths
  }

  /// The narrowest screen that shows `split`'s columns side by side.
  static func narrowestWidth(of split: NavigationSplit) -> Int {
    split.columns.count * (narrowestColumn + 1) - 1
  }

  /// What a column's heading says: its name and, after the sidebar, the title of what it
  /// selected (`content: Inbox`); the column Back acts on is bracketed (`[detail: Message 7]`).
  private func heading(
    of column: SplitColumn, in state: NavigationState<Route>, split: NavigationSplit
  ) -> String {
    var text = column.rawValue
    if let selected = state.selection(in: column) { text += ": " + title(of: selected) }
    let current = split.column(showing: state.home.selectedTab) == column
    return current ? "[\(text)]" : " \(text) "
  }

  /// The columns side by side, each framed at its width, their frames of one height.
  private func sideBySide(
    _ state: NavigationState<Route>, split: NavigationSplit, widths: [Int], style: ANSIStyle
  ) -> [String] {
    let current = split.column(showing: state.home.selectedTab)
    var frames: [[String]] = []
    var bodies: [[(text: String, dim: Bool)]] = []
    for (column, width) in zip(split.columns, widths) {
      let inner = width - 4
      guard let stack = state[column: column] else {
        bodies.append([("(no selection)", true)])
        continue
      }
      let shown = self.shown(stack.top)
      bodies.append(
        rows(of: shown, width: inner, numbered: options.numbersActions && column == current))
    }
    let height = bodies.map(\.count).max() ?? 0
    for (index, (column, width)) in zip(split.columns, widths).enumerated() {
      var frame = Frame(width: width, weight: .light, charset: options.charset)
      frame.top()
      let stack = state[column: column]
      let title = stack.map { shown($0.top).title } ?? ""
      let back = stack?.canGoBack == true ? backLabel : ""
      frame.bar(left: back, center: title, right: "", style: style.bold)
      frame.divider()
      let body = bodies[index]
      for row in body { frame.row(row.text, style: row.dim ? style.dim : { $0 }) }
      for _ in body.count..<height { frame.row("") }
      frame.divider()
      let crumbs = stack.map { breadcrumbs($0, top: title, width: width - 4) } ?? ""
      frame.row(crumbs, style: style.dim)
      frame.bottom()
      frames.append(frame.lines)
    }
    let headings = zip(split.columns, widths).map { column, width in
      TextWidth.pad(
        TextWidth.truncate(heading(of: column, in: state, split: split), to: width), to: width)
    }
    var top = headings.joined(separator: " ")
    while top.last == " " { top.removeLast() }
    var lines = [top]
    for row in 0..<(frames.first?.count ?? 0) {
      lines.append(frames.map { $0[row] }.joined(separator: " "))
    }
    return lines
  }

  /// The columns collapsed into one stack: the screen on top of the last column with a
  /// selection, Back shown whenever any screen lies under it, the trail running through every
  /// column's screens, and the columns named under it, the one on top bracketed.
  private func collapsed(
    _ state: NavigationState<Route>, split: NavigationSplit, width: Int, style: ANSIStyle
  ) -> [String] {
    var frame = Frame(width: width, weight: .light, charset: options.charset)
    frame.top()
    let stacks = state.home.tabs.map(\.stack)
    guard let top = stacks.last?.top else {
      frame.row("(no screen)")
      frame.bottom()
      return frame.lines
    }
    let count = stacks.reduce(0) { $0 + $1.count }
    let shown = self.shown(top)
    frame.bar(
      left: count > 1 ? backLabel : "", center: shown.title, right: "", style: style.bold)
    frame.divider()
    for row in rows(of: shown, width: frame.innerWidth, numbered: options.numbersActions) {
      frame.row(row.text, style: row.dim ? style.dim : { $0 })
    }
    frame.divider()
    let routes = stacks.reversed().lazy.flatMap(\.routesFromTop)
    frame.row(
      breadcrumbs(routes, count: count, top: shown.title, width: frame.innerWidth),
      style: style.dim)
    frame.divider()
    let columns = split.columns.filter { $0 == .sidebar || state[column: $0] != nil }
    frame.row(columns.map { heading(of: $0, in: state, split: split) }.joined(separator: " "))
    frame.bottom()
    return frame.lines
  }
}
