package import Wayfinder

/// Text with `{name}` placeholders, as in titles (`Item {id}`) and deep-link paths (`"{id}"`).
package enum TextTemplate {
  /// One placeholder: its name and its offset in characters from the start of the text.
  package struct Placeholder: Hashable {
    package var name: String
    package var offset: Int
  }

  /// The placeholders of `text`, in order. `{{` is not special; a `{` without a closing `}`
  /// is plain text.
  package static func placeholders(in text: String) -> [Placeholder] {
    var result: [Placeholder] = []
    var offset = 0
    var start: (index: String.Index, offset: Int)?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "{" {
        start = (index, offset)
      } else if character == "}", let open = start {
        let name = String(text[text.index(after: open.index)..<index])
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          result.append(Placeholder(name: name, offset: open.offset))
        }
        start = nil
      }
      offset += 1
      index = text.index(after: index)
    }
    return result
  }

  /// The name of the placeholder `text` consists of, `id` for `{id}`; `nil` when `text` is
  /// anything else. O(length).
  package static func whole(_ text: String) -> String? {
    guard text.count >= 3, text.first == "{", text.last == "}" else { return nil }
    let name = text.dropFirst().dropLast()
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return String(name)
  }

  /// `text` with each `{name}` replaced by the plain text of `values[name]`; unknown
  /// placeholders stay as they are.
  package static func fill(_ text: String, with values: [String: ArgumentValue]) -> String {
    guard !values.isEmpty, text.contains("{") else { return text }
    var result = text
    for (name, value) in values {
      result = result.replacing("{\(name)}", with: value.text)
    }
    return result
  }
}
