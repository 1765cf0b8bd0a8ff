internal import Foundation
internal import WayfinderPersistence

extension FlowDiff {
  /// The version of the JSON ``json()`` writes: it grows keys without changing this, and
  /// changes it when a key changes meaning or goes.
  public static let jsonVersion = 1

  /// The changes as one line of JSON, keys sorted:
  ///
  /// ```json
  /// {"changed":true,"changes":1,"fields":[],"new":"Flows/shop","old":"HEAD~1:Flows/shop",
  ///  "sections":[{"entries":[{"change":"changed","fields":[{"field":"title","new":"Basket",
  ///  "old":"Cart"}],"key":"cart","sections":[]}],"notes":[],"section":"screens",
  ///  "title":"Screens"}],"version":1}
  /// ```
  ///
  /// - `changed`, `changes`: whether anything changed, and how many changes ``count`` counts.
  /// - `fields`: the app's own fields that changed.
  /// - `sections`: each with `section` (its name), `title`, `entries`, `notes` (lines an
  ///   analysis of its own adds), and `order` (`{"old":[…],"new":[…]}`) when the order of the
  ///   entries both versions have changed.
  /// - An entry: `change` (`added`, `removed`, `changed`), `key`, `fields`, `sections` (its
  ///   own, such as a screen's `actions`), and `maybeRenamedFrom` (an entry added) or
  ///   `maybeRenamedTo` (an entry removed).
  /// - A field: `field` (its name), and `old`, `new` or both.
  ///
  /// A character a terminal would act on or show reordered is written as a JSON escape
  /// (`\u202e`), so the line is safe to print and reads back as the same strings.
  ///
  /// - Returns: The JSON, without a line break at the end.
  public func json() -> String {
    let document = Document(
      changed: !isEmpty, changes: count, fields: fields.map(Field.init), new: new, old: old,
      sections: sections.map(SectionJSON.init), version: Self.jsonVersion)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}" }
    return Self.terminalSafe(String(decoding: data, as: UTF8.self))
  }

  /// `json` with each scalar a terminal would act on written as a JSON escape: only strings
  /// hold them, since JSON's own syntax is printable ASCII. O(n).
  static func terminalSafe(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { TerminalText.isEscaped($0) }) else { return json }
    var result = ""
    for scalar in json.unicodeScalars {
      if TerminalText.isEscaped(scalar) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private struct Document: Encodable {
    var changed: Bool
    var changes: Int
    var fields: [Field]
    var new: String
    var old: String
    var sections: [SectionJSON]
    var version: Int
  }

  private struct Field: Encodable {
    var field: String
    var old: String?
    var new: String?

    init(_ change: FieldChange) {
      field = change.name
      old = change.old
      new = change.new
    }
  }

  private struct OrderJSON: Encodable {
    var old: [String]
    var new: [String]
  }

  private struct SectionJSON: Encodable {
    var section: String
    var title: String
    var order: OrderJSON?
    var entries: [Entry]
    var notes: [String]

    init(_ section: Section) {
      self.section = section.name
      title = section.title
      order = section.order.map { OrderJSON(old: $0.old, new: $0.new) }
      entries = section.entries.map(Entry.init)
      notes = section.notes
    }
  }

  private struct Entry: Encodable {
    var change: String
    var key: String
    var maybeRenamedFrom: String?
    var maybeRenamedTo: String?
    var fields: [Field]
    var sections: [SectionJSON]

    init(_ entry: EntryChange) {
      change = entry.change.rawValue
      key = entry.key
      maybeRenamedFrom = entry.change == .added ? entry.maybeRenamed : nil
      maybeRenamedTo = entry.change == .removed ? entry.maybeRenamed : nil
      fields = entry.fields.map(Field.init)
      sections = entry.sections.map(SectionJSON.init)
    }
  }
}
