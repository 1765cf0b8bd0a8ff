internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  /// What `detent` must be written as, for messages.
  static let detentForms = "use medium, large or a height in points such as 300"

  /// Reads a modal's `detents:` and `detent:` into `modal`, reporting unknown detent text,
  /// heights of zero or less, a detent listed twice, `detent:` not among `detents:`, and
  /// detents on a modal that is not a sheet or a popover, each where it is written.
  mutating func decodeDetents(_ fields: Fields, of modal: inout ModalDefinition) {
    let name = modal.id.rawValue
    if let node = fields["detents"]?.value {
      var firsts: [SheetDetent: FileLocation] = [:]
      for item in sequence(node, key: "detents", acceptsSingle: true) {
        guard let detent = detent(item) else { continue }
        if let first = firsts[detent] {
          bag.report(
            .duplicate(kind: "detent", id: detent.text, first: first), at: location(item))
          continue
        }
        firsts[detent] = location(item)
        modal.detents.append(detent)
      }
      if modal.style != .sheet, modal.style != .popover {
        bag.report(
          .detentsOnStyle(modal: name, style: modal.style.rawValue),
          at: location(fields["detents"]?.key ?? node))
      }
    }
    guard let node = fields["detent"]?.value, let detent = detent(node) else { return }
    guard modal.detents.contains(detent) else {
      if fields["detents"] == nil || !modal.detents.isEmpty {
        bag.report(
          .detentNotDeclared(detent.text, modal: name, detents: modal.detents.map(\.text)),
          at: location(node),
          suggestion: Suggestions.closest(to: detent.text, in: modal.detents.map(\.text)))
      }
      return
    }
    modal.selectedDetent = detent
  }

  /// One detent's text: `medium`, `large` or a height in points above zero.
  private mutating func detent(_ node: DocumentNode) -> SheetDetent? {
    guard let raw = text(node, key: "detent") else { return nil }
    guard let detent = SheetDetent(text: raw) else {
      bag.report(
        .invalidValue(raw, key: "detent", expected: Self.detentForms), at: location(node),
        suggestion: Suggestions.closest(to: raw, in: ["medium", "large"]))
      return nil
    }
    if case .height(let points) = detent, points <= 0 {
      bag.report(
        .invalidValue(raw, key: "detent", expected: "a height must be above zero points"),
        at: location(node))
      return nil
    }
    return detent
  }
}
