import Testing
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// What `check` says of a step whose modal is a flow: pushes and a `finish` anywhere inside it
/// are fine; a push inside a step's single-screen modal, or a step whose modal starts at a
/// screen with parameters, cannot work and is an error where it is written.
@Suite struct StepFlowCheckTests {
  /// An app whose launch step `onboarding` presents modal `onboarding` (`modal`, from line 10)
  /// and whose gate `login` presents `login`.
  private func app(_ modals: String) -> String {
    """
    app: Ride
    facts: { loggedIn: false }
    home: { flow: main }
    flows:
      main:
        root: map
        screens:
          map: { title: Map, actions: [ { label: Log out, set: { loggedIn: false }, run: login } ] }
    modals:
    \(modals)
    launch:
      - { id: onboarding, modal: onboarding }
    interactions:
      - { id: login, kind: gate, when: "!loggedIn", modal: login }

    """
  }

  private static let login = """
      login:
        root: email
        screens:
          email: { actions: [ { label: Send code, push: code } ] }
          code: { actions: [ { label: Verify, set: { loggedIn: true } } ] }
    """

  @Test func aFinishAnywhereInsideAStepFlowAndPushesInsideItAreFine() {
    let yaml = app(
      """
        onboarding:
          root: carousel1
          screens:
            carousel1: { actions: [ { label: Next, push: carousel2 }, { label: Skip, finish: true } ] }
            carousel2: { actions: [ { label: Next, push: carousel3 }, { label: Back, pop: true } ] }
            carousel3: { actions: [ { label: Get started, finish: true } ] }
      \(Self.login)
      """)
    #expect(Fixtures.lines(yaml) == [])
  }

  @Test func aPushInsideAStepsSingleScreenModalIsAnErrorWhereItIsWritten() {
    let yaml = app(
      """
        onboarding:
          title: Welcome
          actions: [ { label: Next, push: carousel2 }, { label: Done, finish: true } ]
        carousel2: { root: carousel2, screens: { carousel2: { actions: [ { label: Done, dismiss: true } ] } } }
      \(Self.login)
      """)
    #expect(
      Fixtures.lines(yaml).first
        == "test.yaml:12:37: error: modal 'onboarding' shows a single screen and cannot push; "
        + "give it 'root' and 'screens' to make it a flow")
  }

  @Test func aFinishOnAScreenNoStepsModalShowsStillWarns() {
    let yaml = app(
      """
        onboarding:
          root: carousel1
          screens:
            carousel1: { actions: [ { label: Get started, finish: true } ] }
      \(Self.login)
      """
    ).replacingFirst("{ label: Log out,", "{ label: Done, finish: true }, { label: Log out,")
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:8:37: warning: 'finish' on screen 'map' never does anything: the screen is "
          + "not in a modal; remove 'finish'"
      ])
  }

  @Test func aStepWhoseModalStartsAtAScreenWithParametersIsAnError() {
    let yaml = app(
      """
        onboarding:
          root: carousel1
          screens:
            carousel1:
              params: { page: int }
              title: "Page {page}"
              actions: [ { label: Get started, finish: true } ]
      \(Self.login)
      """)
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:23:30: error: screen 'carousel1' is the root of modal 'onboarding' "
          + "(presented by step 'onboarding') but has parameters, which a root cannot be given"
      ])
  }
}
