import Wayfinder

extension SwiftLiteral {
  /// A `SheetDetent` expression: `.medium`, `.large`, `.height(300)`.
  static func detent(_ detent: SheetDetent) -> SwiftCode {
    switch detent {
    case .medium: ".medium"
    case .large: ".large"
    case .height(let points): ".height(\(points))"
    }
  }

  /// `detents: [.medium, .large]` and `detent: .large` as call arguments, leaving out what is
  /// the default: no detents, or the first one resting.
  static func detentArguments(
    _ detents: [SheetDetent], selected: SheetDetent?
  ) -> [SwiftExpression] {
    guard !detents.isEmpty else { return [] }
    var arguments: [SwiftExpression] = [
      .code("detents: [\(detents.map(detent).joined(separator: ", "))]")
    ]
    if let selected, selected != detents.first {
      arguments.append(.code("detent: \(detent(selected))"))
    }
    return arguments
  }
}
