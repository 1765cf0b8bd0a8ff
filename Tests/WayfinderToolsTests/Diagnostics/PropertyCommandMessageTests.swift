import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A property's `command`, `depth` and `previous.` names: what `check` says about them, with
/// where, word for word.
@Suite struct PropertyCommandMessageTests {
  /// The base app, its Next button given the argument its screen needs.
  static let app = Fixtures.base.replacingFirst("push: next", "push: next, with: { id: 1 }")

  /// The diagnostics of the app with `property` as its one property.
  func lines(_ property: String) -> [String] {
    Fixtures.lines(Self.app + "properties:\n  - " + property + "\n")
  }

  @Test func theNewNamesTypeCheck() {
    #expect(lines(#"{ never: 'command == "tap Next" && depth <= previous.depth' }"#) == [])
    #expect(lines(#"{ never: 'previous.screen == "home" && previous.screen.id == 2' }"#) == [])
    #expect(
      lines(#"{ never: 'depth == "2"' }"#) == [
        "test.yaml:17:24: error: cannot compare int with string"
      ])
    #expect(
      lines(#"{ never: 'previous.scren == "home"' }"#) == [
        "test.yaml:17:15: error: unknown fact 'previous.scren' in condition"
      ])
  }

  @Test func theModalCountAndWhatIsUpOrStackedTypeCheck() {
    #expect(lines(#"{ never: 'modals > 1 || (inStack.next && !inStack.home)' }"#) == [])
    #expect(lines(#"{ never: 'previous.inStack.next && modals == previous.modals' }"#) == [])
    #expect(
      lines(#"{ never: 'inStack.nxet' }"#) == [
        "test.yaml:17:15: error: unknown fact 'inStack.nxet' in condition"
      ])
    #expect(
      lines(#"{ never: 'presented.login' }"#) == [
        "test.yaml:17:15: error: unknown fact 'presented.login' in condition"
      ])
    #expect(
      lines(#"{ never: 'modals == "2"' }"#) == [
        "test.yaml:17:25: error: cannot compare int with string"
      ])
  }

  @Test func aPhaseIsLaunchingOrHome() {
    #expect(lines(#"{ never: 'phase == "launching" && screen == "next"' }"#) == [])
    #expect(
      lines(#"{ never: 'phase == "launchng" && screen == "next"' }"#) == [
        #"test.yaml:17:24: error: property compares 'phase' with 'launchng', but the phase is "launching" or "home", so the comparison can never hold"#
      ])
  }

  @Test func aCommandMustBeOneTheAppCanPerform() {
    #expect(
      lines(#"{ never: 'flag && command == "tap Nxt"' }"#) == [
        "test.yaml:17:34: error: property compares 'command' with 'tap Nxt', but no screen has a button labelled 'Nxt'; write the label of a button as the flow file spells it"
      ])
    #expect(
      lines(#"{ never: 'previous.command != "tap 1"' }"#) == [
        "test.yaml:17:35: error: property compares 'command' with 'tap 1', but 'command' names a tap by its button's label, never by its number; write 'tap LABEL'"
      ])
    #expect(
      lines(#"{ never: '"tpa Next" == command' }"#) == [
        "test.yaml:17:15: error: property compares 'command' with 'tpa Next', which is not a command (Unknown command 'tpa'. Did you mean 'tap'?); write a command as a scenario does, such as 'tap Continue' or 'open demo://item/7'"
      ])
    #expect(
      lines(#"{ never: 'command == "facts"' }"#) == [
        "test.yaml:17:26: error: property compares 'command' with 'facts', but 'facts' is the REPL's own command and never reaches the app; compare with a command the app performs, such as 'tap Continue'"
      ])
    #expect(
      lines(#"{ never: 'command == "wait 0.5s"' }"#) == [
        "test.yaml:17:26: error: property compares 'command' with 'wait 0.5s', but 'command' holds this command as 'wait 500ms'; write it that way"
      ])
  }

  @Test func aScreenModalOrTabMustBeOneTheAppDeclares() {
    #expect(lines(#"{ never: 'screen == "next" && tab == "main" && modal == ""' }"#) == [])
    #expect(
      lines(#"{ never: 'screen == "nxet"' }"#) == [
        #"test.yaml:17:25: error: property compares 'screen' with 'nxet', but the app has no screen 'nxet', so the comparison can never hold; write a screen's identifier as the flow files declare it, or "" for none"#
      ])
    #expect(
      lines(#"{ never: 'previous.tab == "settings"' }"#) == [
        #"test.yaml:17:31: error: property compares 'previous.tab' with 'settings', but the app has no tab 'settings', so the comparison can never hold; write a tab's identifier as the flow files declare it, or "" for none"#
      ])
    #expect(
      lines(#"{ never: 'modal != "login"' }"#) == [
        #"test.yaml:17:24: error: property compares 'modal' with 'login', but the app has no modal 'login', so the comparison can never hold; write a modal's identifier as the flow files declare it, or "" for none"#
      ])
  }

  @Test func aMisspeltLabelSuggestsTheButton() {
    let result = Fixtures.load(
      Self.app + "properties:\n  - { never: 'command == \"tap Nxet\"' }\n")
    #expect(
      result.rendered() == """
        test.yaml:17:26: error: property compares 'command' with 'tap Nxet', but no screen has a button labelled 'Nxet'; write the label of a button as the flow file spells it
          - { never: 'command == "tap Nxet"' }
                                 ^
        Did you mean 'tap Next'?

        """)
  }

  @Test func aFactNamedLikeTheNewNamesIsRefused() {
    for name in ["depth", "command"] {
      let app = Self.app.replacingFirst("flag: false", "flag: false, \(name): 1")
      #expect(
        Fixtures.load(app + "properties: [ { never: flag } ]\n").diagnostics.map(\.message)
          == [
            "fact '\(name)' has a name properties use for the state (screen, modal, tab, phase, linkHeld, background, sequence, depth, command), so they could not read it; rename the fact"
          ])
    }
  }
}
