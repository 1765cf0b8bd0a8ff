import Wayfinder

/// The demo app's screens as a Swift app writes them by hand: one case per screen, typed
/// arguments, read from and written as a `ScreenRoute` exactly as generated routes are.
enum DemoLikeRoute: FlowRoute, Codable {
  case primary, secondary1, secondary2, tertiary
  case item(id: Int)
  case tab2Home, details
  case forceUpdate, passcode, whatsNew, contactInfo, notifications, splash
  case updateNudge, review

  /// The screens without arguments, by identifier.
  private static let plain: [String: DemoLikeRoute] = [
    "primary": .primary, "secondary1": .secondary1, "secondary2": .secondary2,
    "tertiary": .tertiary, "tab2Home": .tab2Home, "details": .details,
    "forceUpdate": .forceUpdate, "passcode": .passcode, "whatsNew": .whatsNew,
    "contactInfo": .contactInfo, "notifications": .notifications, "splash": .splash,
    "updateNudge": .updateNudge, "review": .review,
  ]

  init?(_ screenRoute: ScreenRoute) {
    if screenRoute.screen == "item" {
      guard screenRoute.arguments.count == 1,
        let id = screenRoute.arguments["id"]?.converted(to: .int)?.intValue
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

  init(from decoder: any Decoder) throws {
    let route = try ScreenRoute(from: decoder)
    guard let typed = DemoLikeRoute(route) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no \(route)"))
    }
    self = typed
  }

  func encode(to encoder: any Encoder) throws { try screenRoute.encode(to: encoder) }
}
