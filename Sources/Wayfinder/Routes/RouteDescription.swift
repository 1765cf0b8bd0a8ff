/// How routes are named in messages and traces.
package enum RouteDescription {
  /// The name of `route` for a person: its `description` when it has one, otherwise the
  /// default reflection with module and type qualifiers dropped, so an enum case reads as
  /// `tab1(primary)` rather than `tab1(MyApp.Tab1Page.primary)`.
  package static func of<Route>(_ route: Route) -> String {
    if let described = route as? any CustomStringConvertible { return described.description }
    return unqualified(String(describing: route))
  }

  /// Drops `Module.Type.` qualifiers outside string literals.
  static func unqualified(_ text: String) -> String {
    var result = ""
    var word = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else if character == ".", !word.isEmpty, !(word.first?.isNumber ?? false) {
        word = ""  // a qualifier: drop it and keep reading the name it qualifies
      } else {
        result += word
        word = ""
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result + word
  }
}
