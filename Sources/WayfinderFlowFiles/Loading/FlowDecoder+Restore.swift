internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  /// `restore: home`, `restore: stacks` or `restore: { stacks: true, within: 30m }`: what a
  /// cold launch keeps of where the user was.
  mutating func decodeRestore(_ node: DocumentNode) {
    let expected = "write home, stacks, or { stacks: true, within: 30m }"
    if case .scalar = node {
      guard let raw = text(node, key: "restore") else { return }
      switch raw {
      case "home": restoreRule = .home
      case "stacks": restoreRule = .stacks(within: nil)
      default:
        bag.report(.invalidValue(raw, key: "restore", expected: expected), at: location(node))
      }
      return
    }
    guard
      let fields = fields(
        node, key: "restore", allowed: ["stacks", "within"], place: "'restore'")
    else { return }
    guard let stacks = fields["stacks"] else {
      bag.report(.missingKey("stacks", in: "'restore'"), at: location(node))
      return
    }
    guard let keeps = bool(stacks.value, key: "stacks") else { return }
    let within = fields["within"].flatMap { duration($0.value, key: "within") }
    if fields["within"] != nil, within == nil { return }
    if !keeps, let entry = fields["within"] {
      bag.report(
        .invalidValue("within", key: "restore", expected: "give 'within' only with stacks: true"),
        at: location(entry.key))
      return
    }
    restoreRule = keeps ? .stacks(within: within) : .home
  }
}
