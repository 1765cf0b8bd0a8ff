public import Testing
public import Wayfinder

/// Tests an app's whole life — launches from any source, relaunches, background and
/// foreground, time, taps, facts, prompt history — asserting every change as
/// ``NavigationTester`` does.
///
/// The tester holds an `AppLife` of your `FlowProgram` and performs each step as one of its
/// events (`AppEvent`), through `AppLife/perform(_:)`: the core decides, the tester only
/// compares. Say how the navigation state changes, starting from the previous state; anything
/// else that changed fails the test with a `−`/`+` diff at your line, and every `InteractionEvent`
/// must be received in order with ``receive(_:_:at:sourceLocation:)``.
///
/// ```swift
/// @Test func thePasscodeAsksAgainOnTheNextColdLaunch() throws {
///   let tester = try AppLifeTester(program: program)      // cold launch from the icon
///   tester.receive(.stepStarted, "passcode")
///   tester.tap("Unlock") {
///     $0.phase = .home
///     $0.interactionsPending = false
///     $0.modals = []
///   }
///   tester.receive(.stepFinished, "passcode")
///   tester.receive(.launchFinished)
///   let next = try AppLifeTester(program: program, restoring: tester.saved)
///   #expect(next.state.topModal?.id == "passcode")
///   next.skipReceivedEvents()
/// }
/// ```
///
/// A prompt's policy reads the launch source and the prompt history the life carries across
/// relaunches: ``relaunch(from:assert:sourceLocation:)`` from `.notification`, a cooldown
/// counted across ``advance(by:assert:sourceLocation:)`` and relaunches, a quota, all as the
/// app would live them. With ``HandshakeHost/confirmedByHost`` the tester also plays the UI host,
/// confirming every presentation and dismissal a modal step waits for.
///
/// A refused event records an issue with the core's message and leaves the life exactly as it
/// was; ``perform(_:refusedWith:sourceLocation:)`` asserts a refusal. A tester belongs to one
/// test; it is not meant to be shared between tasks.
public final class AppLifeTester<Route: FlowRoute> {
  /// The expectation closure: edits a copy of the state into the one the test expects.
  public typealias Expectation = (inout NavigationState<Route>) throws -> Void

  /// The app's life, where the last step left it.
  public private(set) var life: AppLife<Route>
  /// How much of each change must be asserted; ``Exhaustivity/on`` unless changed.
  public var exhaustivity: Exhaustivity {
    get { checks.exhaustivity }
    set { checks.exhaustivity = newValue }
  }
  /// Launch events emitted and not yet received, oldest first.
  public var unreceivedEvents: [InteractionEvent] { checks.unreceivedEvents }
  /// The checks every tester makes, and the events left to receive.
  private var checks: TesterChecks<Route>
  /// The UI host the tester plays.
  private var host: TestHost<Route>

  /// Cold-launches `program` — the process starts — and tests its life from there.
  ///
  /// The launch runs from `origin` over what `saved` restores (`AppLife/coldLaunch(_:from:restoring:at:waitsForHandshakes:)`);
  /// the state it reaches is where the test starts, and the events it emitted wait to be
  /// received.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - origin: Where the launch comes from: the icon, a link, a notification…
  ///   - saved: What an earlier life saved (``saved``), or `nil` for a fresh install.
  ///   - now: The prompt clock at this launch; `saved`'s when `nil` (no time passed since).
  ///   - handshakes: Whether modal steps wait for the UI host's hand-shakes, and who
  ///     confirms them.
  ///   - sourceLocation: Where issues about the launched state, and about events never
  ///     received, are reported.
  /// - Throws: The `AppRefusal` of the cold launch: steps that cannot run, a link the app
  ///   refuses.
  public init(
    program: FlowProgram<Route>, from origin: LaunchOrigin = .icon,
    restoring saved: SavedLife<Route>? = nil, at now: Duration? = nil,
    handshakes: HandshakeHost = .notAwaited,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws(AppRefusal) {
    var (life, output) = try AppLife.coldLaunch(
      program, from: origin, restoring: saved, at: now,
      waitsForHandshakes: handshakes.waitsForHandshakes)
    var host = TestHost<Route>(handshakes)
    output.append(host.confirmDue(in: &life))
    self.life = life
    self.host = host
    checks = TesterChecks(creation: sourceLocation)
    checks.unreceivedEvents = output.events
    checks.checkInvariants(of: "The state after the cold launch", life.state, at: sourceLocation)
  }

  deinit {
    checks.checkNothingLeftAtTheEnd()
  }

  // MARK: What the life holds

  /// The app.
  public var program: FlowProgram<Route> { life.program }
  /// Where the user is.
  public var state: NavigationState<Route> { life.state }
  /// The facts as they are now.
  public var facts: Facts { life.facts }
  /// When the prompts showed, on the prompt clock; carried across relaunches.
  public var promptHistory: PromptHistory { life.promptHistory }
  /// Everything the next launch needs from this one: give it to a new tester's
  /// `restoring:` for a cold launch.
  public var saved: SavedLife<Route> { life.saved }
  /// The time since the life began, across relaunches: what received events are stamped with.
  public var time: Duration { life.time }
  /// What the tester does with presentation hand-shakes.
  public var handshakes: HandshakeHost { host.policy }

  // MARK: Events

  /// Performs `event` through the life, then (with ``HandshakeHost/confirmedByHost``) confirms
  /// the hand-shakes that fall due, and asserts the whole change.
  ///
  /// - Parameters:
  ///   - event: What the app lives through.
  ///   - expected: Edits the previous state into the expected new one (with
  ///     ``Exhaustivity/off``: checks fields of the actual new state). Leave it out to assert
  ///     that nothing changes. An error it throws is rethrown once the tester has moved on.
  ///   - sourceLocation: Where a failure is reported.
  /// - Returns: What the event did, or `nil` when the life refused it; the refusal is then
  ///   recorded as an issue with the core's message and nothing changed.
  @discardableResult
  public func perform(
    _ event: AppEvent<Route>, assert expected: Expectation? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows -> AppLife<Route>.Output? {
    try perform(event, named: TesterMessage.step(event), expected, at: sourceLocation)
  }

  /// Asserts that the life refuses `event` with `refusal`; nothing changes.
  ///
  /// When the event is performed instead, the issue says so and the tester keeps the previous
  /// life, since the rest of the test was written for it.
  ///
  /// ```swift
  /// tester.perform(.tap(5), refusedWith: .noSuchAction(position: 5, count: 1))
  /// ```
  public func perform(
    _ event: AppEvent<Route>, refusedWith refusal: AppRefusal,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let step = TesterMessage.step(event)
    checks.checkAllEventsReceived(before: step, at: sourceLocation)
    var next = life
    var nextHost = host
    do throws(AppRefusal) {
      _ = try nextHost.perform(event, on: &next)
      checks.record(TesterMessage.eventNotRefused(step, expected: refusal), at: sourceLocation)
    } catch {
      if error != refusal {
        checks.record(
          TesterMessage.eventOtherError(step, expected: refusal, actual: error),
          at: sourceLocation)
      }
    }
  }

  /// Performs `event`, named `step` in failures, and asserts the change.
  func perform(
    _ event: AppEvent<Route>, named step: String, _ expected: Expectation?,
    at location: SourceLocation
  ) rethrows -> AppLife<Route>.Output? {
    checks.checkAllEventsReceived(before: step, at: location)
    // On copies: a refused event leaves the life and the host as they were.
    var next = life
    var nextHost = host
    let output: AppLife<Route>.Output
    do throws(AppRefusal) {
      output = try nextHost.perform(event, on: &next)
    } catch {
      checks.record(TesterMessage.eventRefused(step, error), at: location)
      return nil
    }
    let previous = life.state
    life = next
    host = nextHost
    checks.unreceivedEvents += output.events
    try checks.compare(step, previous: previous, next: life.state, expected: expected, at: location)
    return output
  }

  /// Records `message` at `location`, as every failure of the tester.
  func record(_ message: String, at location: SourceLocation) {
    checks.record(message, at: location)
  }

  // MARK: Receiving events

  /// Asserts that the next unreceived launch event is `kind` about `step` (and happened at
  /// `time` on the life's clock, ``time``, when given), and marks it received.
  ///
  /// With ``Exhaustivity/off``, the events before the first match are skipped instead.
  public func receive(
    _ kind: InteractionEvent.Kind, _ step: StepID? = nil, at time: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checks.receive(kind, step, at: time, sourceLocation: sourceLocation)
  }

  /// Marks every unreceived launch event received without asserting anything about them.
  public func skipReceivedEvents() {
    checks.unreceivedEvents = []
  }

  /// Fails when launch events are still waiting to be received. The tester also checks this
  /// before every step and when it is released; call it to fail at a line of your choosing.
  public func assertAllEventsReceived(sourceLocation: SourceLocation = #_sourceLocation) {
    checks.checkAllEventsReceived(before: "the end of the test", at: sourceLocation)
  }
}
