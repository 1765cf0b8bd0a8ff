/// States a change moves — or refuses — alike: on the same screen of the same stack, come
/// there the same way, and landing at the same place (or refused for the same reason).
///
/// ```
/// 2 states on 'product' in tab 'shop' after navigating land on 'catalog' in tab 'shop'
///   drops category, product from tab 'shop'
///   because screen 'category' no longer exists
///   e.g. tap Sign in; tap Accept; tap Shoes; tap Trail runner
/// ```
public struct RestoreGroup: Hashable, Sendable {
  /// Where the users were, as the old version restores their state.
  public var place: RestorePlace
  /// How they came there.
  public var arrival: RestoreArrival
  /// Where the new version puts them; `nil` when it refuses their state.
  public var landing: RestorePlace?
  /// Why the new version refuses their state; `nil` when it restores it.
  public var refusal: String?
  /// How many states.
  public var count: Int
  /// The screens the new version drops, without their arguments, stack by stack, each once,
  /// in the order first met.
  public var dropped: [DroppedScreens]
  /// Why, each once, in the order first met: the problems the new version's restore names.
  public var reasons: [String]
  /// A few of the states' sources, the first found (the shortest ways there first).
  public var examples: [RestoreSource]

  /// How many examples a group keeps.
  public static let exampleLimit = 3

  /// Whether the users stay on the screen they were on (something else about their state
  /// moved: another tab's stack, a held link).
  public var staysPut: Bool { landing == place }

  /// `2 states on 'product' in tab 'shop' after navigating land on 'catalog' in tab 'shop'`,
  /// `… stay on …`, or `… are refused: …`.
  public var headline: String {
    let states = count == 1 ? "1 state" : "\(count) states"
    let subject = "\(states) on \(place) \(arrival)"
    if let refusal { return "\(subject) \(count == 1 ? "is" : "are") refused: \(refusal)" }
    guard let landing else { return subject }
    let verb = count == 1 ? (staysPut ? "stays" : "lands") : (staysPut ? "stay" : "land")
    return "\(subject) \(verb) on \(landing)"
  }
}
