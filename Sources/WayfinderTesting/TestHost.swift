import Wayfinder

/// The UI host an `AppLifeTester` plays: it confirms each presentation and dismissal a modal
/// step waits for, when its ``HandshakeHost`` says, as events of the life itself
/// (`AppEvent/presentationFinished(_:)`, `AppEvent/dismissalFinished(_:)`). It decides
/// nothing about the sequence: the life says what is awaited, and takes the confirmation.
struct TestHost<Route: FlowRoute> {
  typealias Output = AppLife<Route>.Output

  /// What the host does with hand-shakes.
  let policy: HandshakeHost
  /// The hand-shake the host is playing, and the life's time (`AppLife/time`) at which it
  /// confirms it.
  private var playing: (handshake: PresentationHandshake, due: Duration)?

  init(_ policy: HandshakeHost) {
    self.policy = policy
  }

  /// Performs `event` on `life`, then confirms the hand-shakes that fall due; a wait lets
  /// time pass with the host confirming each at its time (``wait(_:in:)``).
  ///
  /// - Throws: The life's `AppRefusal`; `life` may then be left part-way, so the caller
  ///   works on a copy.
  mutating func perform(
    _ event: AppEvent<Route>, on life: inout AppLife<Route>
  ) throws(AppRefusal) -> Output {
    if case .wait(let duration) = event { return try wait(duration, in: &life) }
    var output = try life.perform(event)
    // A relaunch starts a new launch: what it awaits is played afresh.
    if case .relaunch = event { playing = nil }
    output.append(confirmDue(in: &life))
    return output
  }

  /// Confirms every hand-shake due by the life's time, in turn — a dismissal confirmed lets
  /// the next modal present, whose presentation may be due at once — and notes the one the
  /// life awaits next. Nothing when the test confirms hand-shakes itself. O(hand-shakes due).
  mutating func confirmDue(in life: inout AppLife<Route>) -> Output {
    var output = Output()
    guard let delay = policy.delay else { return output }
    while true {
      note(life, delay: delay)
      guard let playing, playing.due <= life.time else { break }
      self.playing = nil
      output.append(confirm(playing.handshake, in: &life))
      // Confirming what the life awaits always moves it on; were it not to, stop rather
      // than confirm it again.
      if life.interactions.awaitedHandshake == playing.handshake { break }
    }
    return output
  }

  /// Lets `duration` pass on `life` as one `AppEvent/wait(_:)` does, with the host
  /// confirming each hand-shake at its time: time moves in waits that end where a splash,
  /// piece of work or timeout falls due, or where a hand-shake is confirmed, so what happens
  /// meanwhile happens in time order.
  ///
  /// - Throws: `AppRefusal` as the life's wait does (past the clock's range).
  private mutating func wait(
    _ duration: Duration, in life: inout AppLife<Route>
  ) throws(AppRefusal) -> Output {
    guard policy.delay != nil, duration > .zero, duration <= life.timeLeft else {
      // Nothing for the host to do meanwhile: one wait, refused as the life refuses it.
      var output = try life.perform(.wait(duration))
      output.append(confirmDue(in: &life))
      return output
    }
    // Within the clock's range (checked above), so the sum cannot overflow.
    let end = life.time + duration
    var output = Output()
    // Each pass ends at a later time, or handles what is due now: a wait handles everything
    // due by its end, so afterwards the next deadline lies later and the loop moves on.
    while life.time < end {
      var next = end
      if let deadline = life.interactions.nextDeadline {
        next = min(next, life.time + max(deadline - life.interactions.now, .zero))
      }
      if let due = playing?.due, due > life.time { next = min(next, due) }
      output.append(try life.perform(.wait(next - life.time)))
      output.append(confirmDue(in: &life))
    }
    return output
  }

  /// Starts playing the hand-shake the life awaits, when it is a new one.
  private mutating func note(_ life: AppLife<Route>, delay: Duration) {
    let awaited = life.interactions.awaitedHandshake
    guard awaited != playing?.handshake else { return }
    // Saturating: a delay past the clock's range is never reached, as a deadline there.
    playing = awaited.map { ($0, ClockRange.deadline(after: delay, from: life.time)) }
  }

  /// Performs the confirmation of `handshake` on `life`.
  private func confirm(_ handshake: PresentationHandshake, in life: inout AppLife<Route>) -> Output
  {
    let event: AppEvent<Route> =
      switch handshake {
      case .presentation(let modal): .presentationFinished(modal)
      case .dismissal(let modal): .dismissalFinished(modal)
      }
    // The life refuses no hand-shake (one it does not await, it ignores), so nothing is lost.
    return (try? life.perform(event)) ?? Output()
  }
}
