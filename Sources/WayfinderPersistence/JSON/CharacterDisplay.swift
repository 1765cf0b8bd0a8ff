extension Unicode.Scalar {
  /// The character as an error message names it: `'x'` for a visible character, `U+000A` for an
  /// invisible one. Shared by the flow-file and state-file JSON readers.
  package var displayedInMessage: String {
    if properties.isWhitespace || properties.generalCategory == .control
      || properties.generalCategory == .format
    {
      let hex = String(value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "'\(self)'"
  }
}
