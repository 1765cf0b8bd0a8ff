extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (Foundation's trimming is slow
  /// enough to show on a REPL answering thousands of scripted commands a second).
  package var trimmedText: String {
    guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(self[first...last])
  }
}
