import Wayfinder
import WayfinderUI

/// Draws a ``HostHarness`` run's next event from what the host shows: a move by weight among
/// those the host can play now, and when each of its writes arrives — most at once, some late
/// (up to a second), some twice, some never. O(actions of the screen shown) per event.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct HostEventGenerator<Route: FlowRoute> {
  /// One kind of event.
  enum Move: CaseIterable {
    case tap, tapThenSelectTab, back, push, selectTab, swipe, pullDownSheet, closeSheetThenPush
    case refusePresentations, wait
  }

  /// Every move and how often it is drawn, relative to the others that can be played now.
  static var moves: [(move: Move, weight: Int)] {
    [
      (.tap, 30), (.tapThenSelectTab, 4), (.back, 8), (.push, 9), (.selectTab, 6), (.swipe, 9),
      (.pullDownSheet, 5), (.closeSheetThenPush, 4), (.refusePresentations, 2), (.wait, 14),
    ]
  }

  let program: FlowProgram<Route>

  /// The next event for `host`; a wait when nothing else can be played.
  @MainActor
  mutating func next(
    for host: ModelTestHost<Route>, using random: inout SeededRandomNumberGenerator
  ) -> HostEvent<Route> {
    var left = Self.moves
    while !left.isEmpty {
      var roll = Int.random(in: 0..<left.reduce(0) { $0 + $1.weight }, using: &random)
      var index = 0
      while roll >= left[index].weight {
        roll -= left[index].weight
        index += 1
      }
      if let event = event(left[index].move, for: host, using: &random) { return event }
      left.remove(at: index)
    }
    return .wait(Self.wait(using: &random))
  }

  /// The event `move` makes now, or `nil` when the host cannot play it.
  @MainActor
  private func event(
    _ move: Move, for host: ModelTestHost<Route>, using random: inout SeededRandomNumberGenerator
  ) -> HostEvent<Route>? {
    // A host mostly takes no touch while a modal comes or goes; now and then one gets through.
    let touchable = host.animatingUntil == nil || Int.random(in: 0..<5, using: &random) == 0
    switch move {
    case .tap:
      guard touchable else { return nil }
      return host.labels.randomElement(using: &random).map(HostEvent.tap)
    case .tapThenSelectTab:
      guard let label = host.labels.randomElement(using: &random),
        let tab = host.model.tabs.filter(host.canSelectTab).randomElement(using: &random)
      else { return nil }
      return .tapThenSelectTab(label, tab, Self.delivery(using: &random))
    case .back:
      guard let target = host.visibleTarget, !host.path(of: target).isEmpty else { return nil }
      return .back(Self.delivery(using: &random))
    case .push:
      guard host.visibleTarget != nil else { return nil }
      let routes = Self.pushes(from: host.screen, on: host, using: &random)
      return routes.isEmpty ? nil : .push(routes, Self.delivery(using: &random))
    case .selectTab:
      return host.model.tabs.filter(host.canSelectTab).randomElement(using: &random).map {
        .selectTab($0, Self.delivery(using: &random))
      }
    case .swipe:
      guard touchable, host.screen != nil else { return nil }
      let holding = Duration.milliseconds(Int.random(in: 0...600, using: &random))
      let completes = Int.random(in: 0..<10, using: &random) < 7
      return .swipe(completes: completes, holding: holding, Self.delivery(using: &random))
    case .pullDownSheet:
      guard let top = host.modals.last, top.style == .sheet, top.isDismissible else { return nil }
      return .pullDownSheet(Self.delivery(using: &random))
    case .closeSheetThenPush:
      guard let top = host.modals.last, top.style == .sheet, top.isDismissible else { return nil }
      let below = host.modals.dropLast().last
      let screen =
        below.map { host.path(of: .modal($0.id)).last ?? $0.root }
        ?? host.path(of: .tab(host.selectedTab)).last
        ?? host.model.stack(.tab(host.selectedTab)).root
      let routes = Self.pushes(from: screen, on: host, using: &random)
      guard !routes.isEmpty else { return nil }
      return .closeSheetThenPush(
        routes, sheet: Self.delivery(using: &random), path: Self.delivery(using: &random))
    case .refusePresentations:
      return .refusePresentations(.milliseconds(Int.random(in: 100...1_000, using: &random)))
    case .wait:
      return .wait(Self.wait(using: &random))
    }
  }

  /// One to three routes pushed in a row from `screen`, each one a target of the one before.
  @MainActor
  private static func pushes(
    from screen: Route?, on host: ModelTestHost<Route>,
    using random: inout SeededRandomNumberGenerator
  ) -> [Route] {
    var routes: [Route] = []
    var from = screen
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      guard let next = host.pushTargets(from: from).randomElement(using: &random) else { break }
      routes.append(next)
      from = next
    }
    return routes
  }

  /// When a write's copies arrive: at once more than half the time; otherwise late, twice,
  /// late and twice, or never.
  static func delivery(using random: inout SeededRandomNumberGenerator) -> HostDelivery {
    let late = { (random: inout SeededRandomNumberGenerator) in
      Duration.milliseconds(Int.random(in: 1...1_000, using: &random))
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<55: return .atOnce
    case 55..<75: return HostDelivery(after: late(&random))
    case 75..<85: return HostDelivery(after: .zero, late(&random))
    case 85..<95:
      let first = late(&random)
      return HostDelivery(after: first, first + late(&random))
    default: return .never
    }
  }

  /// A wait: often short, now and then more than a second.
  static func wait(using random: inout SeededRandomNumberGenerator) -> Duration {
    Int.random(in: 0..<10, using: &random) < 2
      ? .milliseconds(Int.random(in: 1_000...2_500, using: &random))
      : .milliseconds(Int.random(in: 10...700, using: &random))
  }
}
