import Foundation
import Testing
@testable import WayfinderPersistence

extension Persistence {
  /// The JSON tree and the small edits migrations are made of.
  @Suite struct JSONValueTests {
    @Test func decodingKeepsIntegersApartFromOtherNumbers() throws {
      let text = #"{"a": 42, "b": 0.5, "c": true, "d": null, "e": ["x"], "f": {}}"#
      let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
      #expect(value == ["a": 42, "b": .double(0.5), "c": true, "d": nil, "e": ["x"], "f": [:]])
      let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
      #expect(again == value)
    }

    @Test func renameMovesTheValueAndIgnoresAMissingKey() throws {
      var value: JSONValue = ["version": "1.0", "app": "Demo"]
      try value.renameMember("version", to: "appVersion", at: "")
      #expect(value == ["appVersion": "1.0", "app": "Demo"])
      try value.renameMember("version", to: "other", at: "")
      #expect(value == ["appVersion": "1.0", "app": "Demo"])
    }

    @Test func addingADefaultKeepsAnExistingValue() throws {
      var value: JSONValue = ["modals": ["x"]]
      try value.addMember("modals", default: [], at: "")
      try value.addMember("layout", default: "tabs", at: "")
      #expect(value == ["modals": ["x"], "layout": "tabs"])
    }

    @Test func removeReturnsWhatItRemoved() throws {
      var value: JSONValue = ["visibleTitle": "Item 42", "app": "Demo"]
      #expect(try value.removeMember("visibleTitle", at: "") == "Item 42")
      #expect(try value.removeMember("visibleTitle", at: "") == nil)
      #expect(value == ["app": "Demo"])
    }

    @Test func nestAndUpdateReachInside() throws {
      var value: JSONValue = ["a": 1, "b": [1, 2], "c": 3]
      try value.nestMembers(["a", "b", "missing"], under: "inner", at: "")
      #expect(value == ["inner": ["a": 1, "b": [1, 2]], "c": 3])
      try value.updateMember("inner", at: "") { inner, place throws(SavedStateError) in
        #expect(place == "inner")
        try inner.updateMember("b", at: place) { list, place throws(SavedStateError) in
          try list.updateElements(at: place) { element, _ in element = "x" }
        }
      }
      #expect(value == ["inner": ["a": 1, "b": ["x", "x"]], "c": 3])
    }

    @Test func editsOnTheWrongKindOfValueSayWhere() {
      var list: JSONValue = [1]
      #expect(throws: SavedStateError.malformed("'tabs' is an array, not an object")) {
        try list.renameMember("a", to: "b", at: "tabs")
      }
      #expect(throws: SavedStateError.malformed("the document is an array, not an object")) {
        try list.addMember("a", default: 1, at: "")
      }
      var object: JSONValue = ["a": 1]
      #expect(throws: SavedStateError.malformed("'facts' is an object, not an array")) {
        try object.updateElements(at: "facts") { _, _ in }
      }
    }
  }
}
