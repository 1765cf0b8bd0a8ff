import Observation
import Testing
import Wayfinder
import WayfinderUI

/// The routes of a small shop, written as generated code writes them: a case per screen, read
/// from and written as a `ScreenRoute`.
enum ShopRoute: FlowRoute {
  case catalog, product(id: Int), settings
  case terms, whatsNew, notifications

  init?(_ screenRoute: ScreenRoute) {
    switch screenRoute.screen {
    case "catalog": self = .catalog
    case "product":
      guard case .int(let id)? = screenRoute.arguments["id"] else { return nil }
      self = .product(id: id)
    case "settings": self = .settings
    case "terms": self = .terms
    case "whatsNew": self = .whatsNew
    case "notifications": self = .notifications
    default: return nil
    }
  }

  var screenRoute: ScreenRoute {
    switch self {
    case .catalog: "catalog"
    case .product(let id): ScreenRoute("product", arguments: ["id": .int(id)])
    case .settings: "settings"
    case .terms: "terms"
    case .whatsNew: "whatsNew"
    case .notifications: "notifications"
    }
  }
}

/// The shop as a `FlowProgram`: tabs `shop` and `settings`; a launch that shows the terms
/// (while not accepted) then what's new (while not seen); a notifications prompt and a config
/// refresh of one second that run only when an action asks.
enum ShopProgram {
  static let facts: Facts = [
    "termsAccepted": .bool(false), "whatsNewSeen": .bool(false),
    "notificationsAllowed": .bool(false),
  ]

  static let accepted: Facts = ["termsAccepted": .bool(true)]

  static func state(phase: LaunchPhase<ShopRoute> = .launching(screen: nil))
    -> NavigationState<ShopRoute>
  {
    // Two distinct tab ids: the initializer cannot refuse them.
    (try? NavigationState(
      tabs: [
        NavigationTab("shop", root: ShopRoute.catalog), NavigationTab("settings", root: .settings),
      ],
      phase: phase)) ?? NavigationState(flow: "shop", root: .catalog, phase: phase)
  }

  static func rules() -> NavigationRules<ShopRoute> {
    var links = DeepLinkRouter<ShopRoute>()
    // A well-formed pattern: the router accepts it.
    try? links.add("shop://product/{id:int}") { parameters in
      parameters.int("id").map { DeepLinkTarget(tab: "shop", path: [.product(id: $0)]) }
    }
    return NavigationRules(deepLinks: links)
  }

  static let actions: [String: [FlowAction]] = [
    "terms": [
      FlowAction("Accept", sets: accepted, finishesStep: true),
      FlowAction(
        "Accept and show settings", .switchTab("settings"), sets: accepted, finishesStep: true,
        runs: ["notifications"]),
      FlowAction(
        "Accept and go nowhere", .switchTab("nowhere"), sets: accepted, finishesStep: true,
        runs: ["notifications"]),
      FlowAction("Premium", condition: .fact("premium")),
    ],
    "whatsNew": [FlowAction("Continue", sets: ["whatsNewSeen": .bool(true)], finishesStep: true)],
    "catalog": [
      FlowAction("Open product 7", .push(ScreenRoute("product", arguments: ["id": .int(7)]))),
      FlowAction(
        "Open featured", .push(ScreenRoute("product", arguments: ["id": .string("{featured}")])),
        forwardedArguments: [
          ForwardedArgument(parameter: "id", type: .int, source: .fact("featured"))
        ]),
    ],
    "settings": [
      FlowAction("Notifications", runs: ["notifications"]),
      FlowAction("Refresh", runs: ["refresh"]),
    ],
    "notifications": [
      FlowAction("Allow", sets: ["notificationsAllowed": .bool(true)], finishesStep: true)
    ],
  ]

  /// The launch shows the terms alone when `termsOnly`; what's new then runs only when asked.
  static func program(termsOnly: Bool = false) -> FlowProgram<ShopRoute> {
    let terms = InteractionStep<ShopRoute>.modal(
      "terms", screen: .terms, when: { !$0.isTrue("termsAccepted") })
    let whatsNew = InteractionStep<ShopRoute>.modal(
      "whatsNew", screen: .whatsNew, after: ["terms"], when: { !$0.isTrue("whatsNewSeen") })
    let interactions: [InteractionStep<ShopRoute>] = [
      .modal(
        "notifications", screen: .notifications, when: { !$0.isTrue("notificationsAllowed") }),
      .background("refresh", lasting: .seconds(1), sets: ["configLoaded": .bool(true)]),
    ]
    return FlowProgram(
      version: AppVersion([3, 0]), initialFacts: facts, initialState: state(),
      launchSteps: termsOnly ? [terms] : [terms, whatsNew],
      interactionSteps: termsOnly ? [whatsNew] + interactions : interactions, rules: rules(),
      actions: actions)
  }
}

/// Whether anything a view reads of a model changed since ``init(_:)``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor final class PublishedChanges {
  private let flag = Flag()

  /// Starts watching what views read of `model`.
  init(_ model: NavigationModel<ShopRoute>) {
    let flag = flag
    withObservationTracking {
      _ = model.state
      _ = model.phase
      _ = model.modals
      _ = model.selectedTab
      _ = model.facts
      _ = model.actions
      _ = model.stack(.tab("shop")).path
      _ = model.stack(.tab("settings")).path
    } onChange: {
      flag.set()
    }
  }

  var happened: Bool { flag.isSet }

  private final class Flag: Sendable {
    private let value = Locked(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
  }
}

/// Waits, without sleeping, until `condition` holds of what the model publishes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = condition()
      } onChange: {
        continuation.resume()
      }
    }
  }
}
