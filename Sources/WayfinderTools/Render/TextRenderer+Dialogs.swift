internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

extension TextRenderer {
  /// The widest an alert or confirmation dialog is drawn, borders included.
  static var dialogWidth: Int { 44 }

  /// An alert or confirmation dialog: a small box centred over its context, headed `alert` or
  /// `dialog`, with its title, its message and one numbered button a row, `[Label]`, its role
  /// beside it — dimmed and marked with a dot instead when the options number no actions.
  /// O(width × rows).
  func dialogFrame(_ modal: Modal<Route>, width: Int, style: ANSIStyle) -> [String] {
    let boxWidth = min(width - 4, Self.dialogWidth)
    var frame = Frame(
      width: boxWidth, indent: max(2, (width - boxWidth) / 2), weight: .heavy,
      charset: options.charset)
    let shown = self.shown(modal.stack.top)
    frame.top()
    frame.bar(
      left: "", center: shown.title, right: modal.style == .alert ? "alert" : "dialog",
      style: style.bold)
    frame.divider()
    if !shown.body.isEmpty {
      for line in TextWidth.wrap(shown.body, to: frame.innerWidth) { frame.row(line) }
      frame.row("")
    }
    if shown.actions.isEmpty {
      let note = modal.interaction.flatMap(interactionNote).map { TerminalText.sanitized($0) }
      for line in TextWidth.wrap(note ?? "(no buttons)", to: frame.innerWidth) {
        frame.row(line, style: style.dim)
      }
    }
    let numberWidth = String(shown.actions.count).count
    for (index, label) in shown.actions.enumerated() {
      let number = String(index + 1)
      let prefix =
        options.numbersActions
        ? TextWidth.spaces(numberWidth - number.count) + number + ". "
        : (options.charset == .unicode ? "· " : "- ")
      let unavailable = shown.unavailableActions.contains(index)
      var text = "[\(label)]"
      if let role = shown.actionRoles[index] { text += " (\(role.rawValue))" }
      if unavailable { text += " (unavailable)" }
      for (lineIndex, line) in TextWidth.wrap(text, to: frame.innerWidth - prefix.count)
        .enumerated()
      {
        let row = (lineIndex == 0 ? prefix : TextWidth.spaces(prefix.count)) + line
        if unavailable || !options.numbersActions {
          frame.row(row, style: style.dim)
        } else if shown.actionRoles[index] == .destructive {
          frame.row(row, style: style.red)
        } else {
          frame.row(row)
        }
      }
    }
    frame.bottom()
    return frame.lines
  }
}
