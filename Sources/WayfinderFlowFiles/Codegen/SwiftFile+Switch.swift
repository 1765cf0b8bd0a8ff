extension SwiftFile {
  /// Writes `cases` (a head such as `case .a` or `default`, and the value it returns) as the
  /// body of `switch self`, or `switch self {}` for an empty enum.
  ///
  /// Each case returns its value in a statement of its own: as one `switch` expression, the
  /// type checker takes every case at once, which for thousands of screens took minutes.
  func writeSwitch(
    _ out: inout CodeWriter, on subject: SwiftCode = "self",
    _ cases: [(head: SwiftCode, value: SwiftCode)]
  ) {
    writeSwitch(&out, on: subject, cases.map { ($0.head, SwiftExpression.code($0.value)) })
  }

  /// Writes `cases` as ``writeSwitch(_:on:_:)-(_,_,[(SwiftCode,SwiftCode)])`` does, a value
  /// too long for its line broken inside its calls and lists.
  func writeSwitch(
    _ out: inout CodeWriter, on subject: SwiftCode = "self",
    _ cases: [(head: SwiftCode, value: SwiftExpression)]
  ) {
    if cases.isEmpty {
      out.line("switch \(subject) {}")
      return
    }
    out.line("switch \(subject) {")
    for (head, value) in cases {
      let line: SwiftCode = "\(head): return \(value.flat)"
      // A case too long for one line puts its body on the next.
      if out.fits(line) {
        out.line(line)
      } else {
        out.line("\(head):")
        out.indented { out in out.write(value, prefix: "return ") }
      }
    }
    out.line("}")
  }
}
