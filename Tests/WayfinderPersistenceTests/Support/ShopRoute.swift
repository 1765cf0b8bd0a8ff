import Wayfinder

/// The screens of a small shop as a Swift app writes them by hand: one case per screen, typed
/// arguments, read from and written as a `ScreenRoute`.
enum ShopRoute: FlowRoute {
  case splash, catalog, item(id: Int), cart, account, passcode, review

  /// The screens without arguments, by identifier.
  private static let plain: [String: ShopRoute] = [
    "splash": .splash, "catalog": .catalog, "cart": .cart, "account": .account,
    "passcode": .passcode, "review": .review,
  ]

  init?(_ screenRoute: ScreenRoute) {
    if screenRoute.screen == "item" {
      guard screenRoute.arguments.count == 1, case .int(let id)? = screenRoute.arguments["id"]
      else { return nil }
      self = .item(id: id)
      return
    }
    guard screenRoute.arguments.isEmpty, let route = Self.plain[screenRoute.screen] else {
      return nil
    }
    self = route
  }

  var screenRoute: ScreenRoute {
    switch self {
    case .item(let id): ScreenRoute("item", arguments: ["id": .int(id)])
    default: ScreenRoute(Self.plain.first { $0.value == self }?.key ?? "")
    }
  }
}
