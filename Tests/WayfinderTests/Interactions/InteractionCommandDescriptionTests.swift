import Testing
import Wayfinder

/// How interaction commands read in traces and transition causes, word for word, as their
/// documentation shows them.
@Suite struct InteractionCommandDescriptionTests {
  @Test func eachCommandReadsAsDocumented() {
    let passcode = Modal.step("passcode", screen: "passcode", role: .required)
    let mark = ModalInteraction(step: "passcode", role: .required)
    let commands: [InteractionCommand<String>] = [
      .present(passcode, mark), .end("passcode"), .holdDeepLinks, .releaseDeepLinks,
    ]
    #expect(
      commands.map(\.description) == [
        "present step 'passcode'", "end step 'passcode'", "hold deep links",
        "release deep links",
      ])
  }
}
