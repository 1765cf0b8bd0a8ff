public import Wayfinder

/// One thing a simulated SwiftUI or UIKit host does in a ``HostHarness`` run: what the user does
/// to the screen it shows, with when each binding write it makes reaches the model
/// (``HostDelivery``), or what the host itself does — refuse presentations for a while, let
/// time pass.
///
/// A run prints as a list of them, one a line, as a scenario reads:
///
/// ```
/// tap Filters
/// swipe back — its write arrives after 1000 ms
/// tap Open product
/// wait 1200 ms
/// ```
public enum HostEvent<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The user taps the button so labelled on the screen shown.
  case tap(String)
  /// The user taps the button, then the tab at once: the tab bar's write reaches the model
  /// before the tap does.
  case tapThenSelectTab(String, TabID, HostDelivery)
  /// The back button of the stack on screen: the host pops and writes the path.
  case back(HostDelivery)
  /// `NavigationLink`s: the host pushes the routes onto the stack on screen, all in one write.
  case push([Route], HostDelivery)
  /// The tab bar.
  case selectTab(TabID, HostDelivery)
  /// A back gesture: the finger goes down, stays `holding`, and lifts completing or cancelling
  /// it; a completed one's binding write arrives as the delivery says.
  case swipe(completes: Bool, holding: Duration, HostDelivery)
  /// The user drags the sheet on top down: the host takes it away and writes `nil`.
  case pullDownSheet(HostDelivery)
  /// The host closes the sheet on top and pushes onto the stack below in one update: the
  /// sheet's write and the path's, each arriving as its delivery says.
  case closeSheetThenPush([Route], sheet: HostDelivery, path: HostDelivery)
  /// The host refuses to present anything for a while, then presents what the model holds.
  case refusePresentations(Duration)
  /// Time passes.
  case wait(Duration)

  /// The event as a line: `tap Filters`, `back — its write arrives after 300 ms`, …
  public var description: String {
    switch self {
    case .tap(let label): "tap \(label)"
    case .tapThenSelectTab(let label, let tab, let delivery):
      "tap \(label), then tab \(tab) at once" + Self.arrives(delivery)
    case .back(let delivery): "back" + Self.arrives(delivery)
    case .push(let routes, let delivery):
      "push \(routes.map { "\($0)" }.joined(separator: ", "))" + Self.arrives(delivery)
    case .selectTab(let tab, let delivery): "tab \(tab)" + Self.arrives(delivery)
    case .swipe(let completes, let holding, let delivery):
      "swipe back, held \(Self.milliseconds(holding)) ms, "
        + (completes ? "completed" + Self.arrives(delivery) : "cancelled")
    case .pullDownSheet(let delivery): "pull down the sheet" + Self.arrives(delivery)
    case .closeSheetThenPush(let routes, let sheet, let path):
      "close the sheet then push \(routes.map { "\($0)" }.joined(separator: ", ")) — the "
        + "sheet's write \(Self.arrival(sheet)), the path's \(Self.arrival(path))"
    case .refusePresentations(let duration):
      "refuse presentations for \(Self.milliseconds(duration)) ms"
    case .wait(let duration): "wait \(Self.milliseconds(duration)) ms"
    }
  }

  private static func arrives(_ delivery: HostDelivery) -> String {
    delivery == .atOnce ? "" : " — its write \(arrival(delivery))"
  }

  private static func arrival(_ delivery: HostDelivery) -> String {
    delivery.delays.isEmpty ? "never arrives" : "arrives \(delivery)"
  }

  private static func milliseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
  }
}
