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

  /// `detents: [.medium, .large]` and `detent: .large` as call arguments, as the loader holds
  /// them; nothing for a modal without detents.
  static func detentArguments(
    _ detents: [SheetDetent], selected: SheetDetent?
  ) -> [SwiftExpression] {
    guard !detents.isEmpty else { return [] }
    var arguments: [SwiftExpression] = [
      .code("detents: [\(detents.map(detent).joined(separator: ", "))]")
    ]
    if let selected {
      arguments.append(.code("detent: \(detent(selected))"))
    }
    return arguments
  }
}
