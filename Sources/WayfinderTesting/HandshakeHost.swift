/// What the UI host of an `AppLifeTester` does with presentation hand-shakes: whether modal
/// steps wait for them, and who confirms them.
///
/// A SwiftUI or UIKit host tells the engine when a step's modal is on screen and when it has
/// gone (`PresentationHandshake`); until then the next interaction does not present and the
/// run does not end. In a test, ``confirmedByHost`` plays that host: every presentation and
/// dismissal a modal step waits for is confirmed as it starts (or `delay` of virtual time
/// later), so a launch reaches home with no call about hand-shakes.
///
/// ```swift
/// let tester = try AppLifeTester(
///   program: program, handshakes: .confirmedByHost(after: .milliseconds(350)))
/// tester.receive(.stepStarted, "passcode")
/// tester.advance(by: .milliseconds(350))               // the passcode is on screen
/// #expect(tester.life.interactions.awaitedHandshake == nil)
/// ```
///
/// With ``confirmedByTest`` the test says what the host would, as events of the life:
/// `tester.perform(.presentationFinished("passcode"))`.
public struct HandshakeHost: Hashable, Sendable, CustomStringConvertible {
  /// Whether modal steps wait for hand-shakes.
  public let waitsForHandshakes: Bool
  /// How long after a hand-shake is awaited the host confirms it, in virtual time; `nil` when
  /// the host confirms nothing (the test does, or nothing is awaited).
  public let delay: Duration?

  private init(waitsForHandshakes: Bool, delay: Duration?) {
    self.waitsForHandshakes = waitsForHandshakes
    self.delay = delay
  }

  /// Modal steps do not wait for hand-shakes: a modal counts as on screen, and as gone, as
  /// soon as the state says so — as a `InteractionCoordinator` created without them. The default.
  public static let notAwaited = HandshakeHost(waitsForHandshakes: false, delay: nil)

  /// Modal steps wait for hand-shakes, and the test confirms each one itself with
  /// `perform(.presentationFinished(_:))` and `perform(.dismissalFinished(_:))`.
  public static let confirmedByTest = HandshakeHost(waitsForHandshakes: true, delay: nil)

  /// Modal steps wait for hand-shakes, and the host confirms each one the moment it is
  /// awaited, as a SwiftUI host whose animations take no time.
  public static let confirmedByHost = HandshakeHost(waitsForHandshakes: true, delay: .zero)

  /// Modal steps wait for hand-shakes, and the host confirms each one `delay` of virtual time
  /// after it is awaited, as a SwiftUI host whose animations take that long: time passes only
  /// when the test lets it (`advance(by:)`), and what falls due meanwhile (a timeout) happens
  /// first.
  ///
  /// - Parameter delay: How long each presentation and dismissal takes; a negative delay is
  ///   taken as zero.
  /// - Returns: The host that confirms after `delay`.
  public static func confirmedByHost(after delay: Duration) -> HandshakeHost {
    HandshakeHost(waitsForHandshakes: true, delay: max(delay, .zero))
  }

  /// `not awaited`, `confirmed by the test`, `confirmed by the host`, `confirmed by the host
  /// after 0.35 seconds`.
  public var description: String {
    guard waitsForHandshakes else { return "not awaited" }
    guard let delay else { return "confirmed by the test" }
    return delay == .zero ? "confirmed by the host" : "confirmed by the host after \(delay)"
  }
}
