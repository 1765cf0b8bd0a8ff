import Wayfinder
internal import WayfinderFlowFiles

extension AppSession {
  /// The route `text` names — `message`, or `message(id: 7)` with every argument by name — read
  /// against the app's screens as a scenario reads one, for `select ROUTE in COLUMN`.
  ///
  /// - Throws: `SessionError.invalidRoute(_:problem:suggestion:)` saying what does not fit: an
  ///   unknown screen or argument (with the closest name), a value of the wrong type, or an
  ///   argument missing.
  func route(_ text: String) throws(SessionError) -> ScreenRoute {
    var parser = ScenarioParser(path: "", definition: definition)
    let line = Substring(text)
    guard let route = parser.parseWholeRoute(line, in: line, number: 1) else {
      let diagnostic = parser.bag.diagnostics.first
      throw .invalidRoute(
        text, problem: diagnostic?.message ?? "", suggestion: diagnostic?.suggestion)
    }
    return route
  }
}
