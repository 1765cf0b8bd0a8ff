import Testing
import WayfinderFixtures

/// An action the app refuses wherever its screen shows: `check` says so at the action, with
/// why and what to write instead, and stays quiet where a finish or a dismiss closes the modal
/// first.
@Suite struct NeverSucceedsTests {
  /// A tab app whose `help` modal holds the action `action`, and whose launch screen holds
  /// `splash`.
  static func app(help action: String, splash: String = "") -> String {
    """
    app: T
    version: "1.0"
    home: { tabs: [main, other] }
    flows:
      main: { root: home, screens: { home: { title: Home, actions: [{ label: Help, present: help }] } } }
      other: { root: o, screens: { o: { title: Other } } }
    screens:
      splash: { title: Splash\(splash) }
    modals:
      help: { title: Help, actions: [\(action)] }
    launch:
      - { id: splash, screen: splash, duration: 1s }
      - { id: tour, after: [splash], modal: help, when: "false" }

    """
  }

  @Test func aTabSwitchInsideAModalNothingClosesIsReported() {
    #expect(
      Fixtures.lines(Self.app(help: "{ label: Other tab, switchTab: other }")) == [
        "test.yaml:10:34: warning: action 'Other tab' on screen 'help' can never succeed: screen 'help' shows in modal 'help', and the app refuses a tab switch while a modal is up; close the modal first: 'do: [dismiss, { switchTab: other }]'"
      ])
  }

  @Test func aTabSwitchOnALaunchScreenIsReported() {
    let app = Self.app(
      help: "{ label: Close, dismiss: true }",
      splash: ", actions: [{ label: Skip, switchTab: other }]")
    #expect(
      Fixtures.lines(app) == [
        "test.yaml:8:38: warning: action 'Skip' on screen 'splash' can never succeed: screen 'splash' shows only during the launch, and the app refuses a tab switch until home appears; switch to tab 'other' from a screen home shows"
      ])
  }

  @Test func closingTheModalFirstOrFinishingItsStepMaySucceed() {
    #expect(
      Fixtures.lines(Self.app(help: "{ label: Other tab, do: [dismiss, { switchTab: other }] }"))
        == [])
    // The tour step presents `help` too: finishing it closes the modal before the switch.
    #expect(
      Fixtures.lines(Self.app(help: "{ label: Other tab, finish: true, switchTab: other }")) == [])
  }
}
