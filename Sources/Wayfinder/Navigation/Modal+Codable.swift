extension Modal: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, style, stack, hasNavigation, interaction, detents, selectedDetent
  }

  /// Decodes a modal; one written before detents existed, with neither `detents` nor
  /// `selectedDetent`, decodes as a full-height modal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let stack = try container.decode(PathStack<Route>.self, forKey: .stack)
    self.init(
      id: try container.decode(ModalID.self, forKey: .id),
      style: try container.decode(PresentationStyle.self, forKey: .style),
      stack: stack, hasNavigation: try container.decode(Bool.self, forKey: .hasNavigation))
    // The stack as written: decoding the state checks that it belongs to this modal.
    self.stack = stack
    interaction = try container.decodeIfPresent(ModalInteraction.self, forKey: .interaction)
    detents = try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? []
    selectedDetent = try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent)
  }

  /// Encodes a modal; `detents` and `selectedDetent` only when it has detents, so that a modal
  /// without them reads as it always did.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(style, forKey: .style)
    try container.encode(stack, forKey: .stack)
    try container.encode(hasNavigation, forKey: .hasNavigation)
    try container.encodeIfPresent(interaction, forKey: .interaction)
    if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
    try container.encodeIfPresent(selectedDetent, forKey: .selectedDetent)
  }
}
