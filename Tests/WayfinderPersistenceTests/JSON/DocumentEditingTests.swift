import Foundation
import Testing
@testable import WayfinderPersistence

extension Persistence {
  /// The JSON tree as migrations use it, and the small edits they are made of.
  @Suite struct DocumentEditingTests {
    func tree(_ text: String) throws -> DocumentNode {
      try #require(try JSONParser.parse(Array(text.utf8)))
    }

    @Test func parsingKeepsIntegersApartFromOtherNumbers() throws {
      let value = try tree(#"{"a": 42, "b": 0.5, "c": true, "d": null, "e": ["x"], "f": {}}"#)
      #expect(value["a"]?.value == .int(42))
      #expect(value["b"]?.value == .double(0.5))
      #expect(value == ["a": 42, "b": try tree("0.5"), "c": true, "d": nil, "e": ["x"], "f": [:]])
      let again = try tree(String(decoding: JSONEncoder().encode(value), as: UTF8.self))
      #expect(again == value)
      #expect(again["b"]?.value == .double(0.5))
    }

    @Test func equalityIgnoresKeyOrderButNotValues() throws {
      #expect(try tree(#"{"a": 1, "b": [1, 2]}"#) == ["b": [1, 2], "a": 1])
      #expect(try tree(#"{"a": 1, "b": [1, 2]}"#) != ["a": 1, "b": [2, 1]])
      #expect(try tree(#"{"a": 1}"#) != ["a": 1, "b": 2])
      #expect(try tree(#"{"a": "1"}"#) != ["a": 1])
    }

    @Test func encodingWritesTheTypedValues() throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let text = #"{"a": [1, -2.5, "x", true, null], "b": {}, "c": "\u00e9"}"#
      let json = String(decoding: try encoder.encode(try tree(text)), as: UTF8.self)
      #expect(json == #"{"a":[1,-2.5,"x",true,null],"b":{},"c":"é"}"#)
    }

    @Test func renameMovesTheValueAndIgnoresAMissingKey() throws {
      var value: DocumentNode = ["version": "1.0", "app": "Demo"]
      try value.renameMember("version", to: "appVersion", at: "")
      #expect(value == ["appVersion": "1.0", "app": "Demo"])
      try value.renameMember("version", to: "other", at: "")
      #expect(value == ["appVersion": "1.0", "app": "Demo"])
    }

    @Test func addingADefaultKeepsAnExistingValue() throws {
      var value: DocumentNode = ["modals": ["x"]]
      try value.addMember("modals", default: [], at: "")
      try value.addMember("layout", default: "tabs", at: "")
      #expect(value == ["modals": ["x"], "layout": "tabs"])
    }

    @Test func removeReturnsWhatItRemoved() throws {
      var value: DocumentNode = ["visibleTitle": "Item 42", "app": "Demo"]
      #expect(try value.removeMember("visibleTitle", at: "") == "Item 42")
      #expect(try value.removeMember("visibleTitle", at: "") == nil)
      #expect(value == ["app": "Demo"])
    }

    @Test func nestAndUpdateReachInside() throws {
      var value: DocumentNode = ["a": 1, "b": [1, 2], "c": 3]
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
      var list: DocumentNode = [1]
      #expect(throws: SavedStateError.malformed("'tabs' is an array, not an object")) {
        try list.renameMember("a", to: "b", at: "tabs")
      }
      #expect(throws: SavedStateError.malformed("the document is an array, not an object")) {
        try list.addMember("a", default: 1, at: "")
      }
      var object: DocumentNode = ["a": 1]
      #expect(throws: SavedStateError.malformed("'facts' is an object, not an array")) {
        try object.updateElements(at: "facts") { _, _ in }
      }
    }
  }
}
