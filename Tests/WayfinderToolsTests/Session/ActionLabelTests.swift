import Testing
import WayfinderFlowFiles
@testable import WayfinderTools

/// Labels match what was typed whatever its case, ASCII or not.
@Suite struct ActionLabelTests {
  @Test func labelsCompareIgnoringCase() {
    #expect(AppSession.label("Go to Secondary 1", lowercasedEquals: "go to secondary 1"))
    #expect(!AppSession.label("Go to Secondary 1", lowercasedEquals: "go to secondary"))
    #expect(!AppSession.label("Next", lowercasedEquals: "nexu"))
    #expect(AppSession.label("ÉTÉ Ökonomie", lowercasedEquals: "été ökonomie"))
    #expect(!AppSession.label("[x]", lowercasedEquals: "{x}"))
  }
}
