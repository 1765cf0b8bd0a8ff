/// When a host's write reaches the model: each copy's delay after the user's action, as SwiftUI
/// sometimes writes a binding after its animation, writes it twice, or never writes it.
///
/// ```swift
/// HostDelivery.atOnce                                   // "at once"
/// HostDelivery(after: .seconds(1))                      // "after 1000 ms"
/// HostDelivery(after: .zero, .milliseconds(700))       // "at once and again after 700 ms"
/// HostDelivery.never                                    // "never"
/// ```
public struct HostDelivery: Hashable, Sendable, CustomStringConvertible {
  /// The delay of each copy that arrives, in the order they are written; empty when the write
  /// never arrives.
  public var delays: [Duration]

  /// A write whose copies arrive after `delays` (a negative delay is taken as zero).
  public init(after delays: Duration...) { self.init(delays: delays) }

  /// A write whose copies arrive after `delays`; none for a write that never arrives.
  public init(delays: [Duration]) { self.delays = delays.map { max($0, .zero) } }

  /// The write arrives once, as the user acts.
  public static let atOnce = HostDelivery(after: .zero)

  /// The write never arrives.
  public static let never = HostDelivery(delays: [])

  /// `at once`, `after 800 ms`, `at once and again after 1000 ms`, `never`.
  public var description: String {
    guard let first = delays.first else { return "never" }
    return ([Self.words(first)] + delays.dropFirst().map { "again " + Self.words($0) })
      .joined(separator: " and ")
  }

  private static func words(_ delay: Duration) -> String {
    guard delay > .zero else { return "at once" }
    let milliseconds =
      delay.components.seconds * 1_000
      + delay.components.attoseconds / 1_000_000_000_000_000
    return "after \(milliseconds) ms"
  }
}
