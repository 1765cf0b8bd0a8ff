import Foundation
import Testing
import Wayfinder

/// A modal's detents in saved JSON, and JSON written before detents existed.
@Suite struct ModalCodableTests {
  /// A modal as `JSONEncoder` wrote it before modals had detents.
  private let writtenBeforeDetents = """
    {"id":"info","style":"sheet","hasNavigation":false,\
    "stack":{"root":{"tertiary":{}},"path":[],"owner":{"modal":{"_0":"info"}}}}
    """

  @Test func aModalWrittenBeforeDetentsStillDecodes() throws {
    let modal = try JSONDecoder().decode(
      Modal<Tab1Page>.self, from: Data(writtenBeforeDetents.utf8))
    #expect(modal == .screen(.tertiary, id: "info"))
    #expect(modal.detents == [])
    #expect(modal.selectedDetent == nil)
  }

  @Test func aModalWithoutDetentsWritesWhatItAlwaysWrote() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(
      decoding: try encoder.encode(Modal.screen(Tab1Page.tertiary, id: "info")), as: UTF8.self)
    #expect(!text.contains("detent"))
  }

  @Test func detentsRoundTripAsText() throws {
    let modal = Modal.screen(Tab1Page.tertiary, id: "filters", style: .popover)
      .presentationDetents([.medium, .height(300)], selection: .height(300))
    let data = try JSONEncoder().encode(modal)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""detents":["medium","300"]"#))
    #expect(text.contains(#""selectedDetent":"300""#))
    #expect(try JSONDecoder().decode(Modal<Tab1Page>.self, from: data) == modal)
  }

  @Test func aDetentThatIsNoDetentIsRefused() throws {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([SheetDetent].self, from: Data(#"["half"]"#.utf8))
    }
    #expect(
      try JSONDecoder().decode([SheetDetent].self, from: Data(#"["large",250]"#.utf8))
        == [.large, .height(250)])
  }
}
