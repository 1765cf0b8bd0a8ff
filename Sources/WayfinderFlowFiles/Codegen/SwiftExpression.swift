/// A Swift expression as a tree of calls, so that one too long for a line breaks inside its
/// arguments, each level one indentation deeper, instead of running past 100 columns.
indirect enum SwiftExpression {
  /// Source written as it is.
  case code(SwiftCode)
  /// `open` (`Wayfinder.FlowAction(`), the arguments separated by commas, then `close` (`)`).
  case call(SwiftCode, [SwiftExpression], SwiftCode)

  /// The expression on one line.
  var flat: SwiftCode {
    switch self {
    case .code(let code): code
    case .call(let open, let arguments, let close):
      open + arguments.map(\.flat).joined(separator: ", ") + close
    }
  }
}

extension CodeWriter {
  /// How deep breaking goes: past it, what is left stays on one line rather than creep
  /// right (a condition nests its `!` up to 64 deep).
  static let deepestBreak = 24

  /// Appends `prefix`, `expression` and `suffix` on one line when they fit in 100 columns;
  /// otherwise a call breaks after its opening, its arguments follow one level deeper (as many
  /// on a line as fit, a long one broken the same way), and its close ends the last one.
  mutating func write(
    _ expression: SwiftExpression, prefix: SwiftCode = "", suffix: SwiftCode = ""
  ) {
    let single = prefix + expression.flat + suffix
    guard !fits(single), depth < Self.deepestBreak,
      case .call(let open, let arguments, let close) = expression, !arguments.isEmpty
    else {
      line(single)
      return
    }
    line(prefix + open)
    indented { out in
      var current: SwiftCode = ""
      for (index, argument) in arguments.enumerated() {
        let trailing: SwiftCode = index == arguments.count - 1 ? close + suffix : ","
        let piece = argument.flat + trailing
        if current.isEmpty ? out.fits(piece) : out.fits(current + " " + piece) {
          current = current.isEmpty ? piece : current + " " + piece
          continue
        }
        if !current.isEmpty { out.line(current) }
        current = ""
        if out.fits(piece) {
          current = piece
        } else {
          out.write(argument, suffix: trailing)
        }
      }
      if !current.isEmpty { out.line(current) }
    }
  }
}
