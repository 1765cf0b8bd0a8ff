public import Testing
public import Wayfinder

/// The events a test sends most, by name: each is one `AppEvent` performed through
/// `AppLifeTester/perform(_:assert:sourceLocation:)`, asserted the same way.
///
/// ```swift
/// let tester = try AppLifeTester(program: program)    // the nudge shows at most once a day
/// tester.receive(.stepStarted, "nudge")
/// tester.tap("Later") {
///   $0.phase = .home
///   $0.interactionsPending = false
///   $0.modals = []
/// }
/// tester.skipReceivedEvents()
/// tester.advance(by: .seconds(86_400))                 // a day later…
/// tester.relaunch(from: .notification) {               // …the app is launched again
///   $0.phase = .launching(screen: nil)
///   $0.interactionsPending = true
///   $0.modals = [.step("nudge", screen: "nudge")]
/// }
/// tester.receive(.stepStarted, "nudge")
/// ```
///
/// Anything else — steps run or cancelled, hand-shakes confirmed by the test — is performed as
/// the event it is: `tester.perform(.run(["review"])) { … }`.
extension AppLifeTester {
  /// The user takes the action at `position` (from 0) of the screen on top.
  public func tap(
    _ position: Int, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.tap(position), assert: expected, sourceLocation: sourceLocation)
  }

  /// The user takes the action labelled `label` on the screen on top.
  ///
  /// A label the screen on top has no action for fails the test, naming the labels it has;
  /// nothing changes then.
  public func tap(
    _ label: String, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    let labels = life.actions.map(\.label)
    guard let position = labels.firstIndex(of: label) else {
      record(TesterMessage.noSuchLabel(label, labels: labels), at: sourceLocation)
      return
    }
    _ = try perform(.tap(position), named: "tap '\(label)'", expected, at: sourceLocation)
  }

  /// The user (or the app) navigates: back, a tab, a deep link, a dismiss, any command.
  public func send(
    _ command: NavigationCommand<Route>, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.navigate(command), assert: expected, sourceLocation: sourceLocation)
  }

  /// Lets `duration` of virtual time pass: splashes end, background work finishes, timeouts
  /// fire and the host confirms hand-shakes, in time order; the prompt clock moves with it.
  public func advance(
    by duration: Duration, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.wait(duration), assert: expected, sourceLocation: sourceLocation)
  }

  /// The app sets facts; a gate whose condition no longer holds ends.
  public func setFacts(
    _ facts: Facts, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.setFacts(facts), assert: expected, sourceLocation: sourceLocation)
  }

  /// The app goes to the background: modals stop presenting.
  public func background(
    assert expected: Expectation? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.background, assert: expected, sourceLocation: sourceLocation)
  }

  /// The app comes back: the launch sequence runs again, merged by step.
  public func foreground(
    assert expected: Expectation? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.foreground, assert: expected, sourceLocation: sourceLocation)
  }

  /// The app is killed and launched again from `origin`: a cold launch restoring what the
  /// life saves (`AppLifeTester/saved`) — facts, prompt history and clock, held links,
  /// pending interactions, and the stacks by the program's restore rule — with the launch
  /// sequence run over it.
  public func relaunch(
    from origin: LaunchOrigin = .icon, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.relaunch(from: origin), assert: expected, sourceLocation: sourceLocation)
  }

  /// The app finishes modal step `step` from its own code: its modal goes and its facts are
  /// set; a step not presented yet is remembered.
  public func finish(
    _ step: StepID, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try perform(.finish(step), assert: expected, sourceLocation: sourceLocation)
  }
}
