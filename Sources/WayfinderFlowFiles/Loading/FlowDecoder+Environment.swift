internal import Wayfinder
internal import WayfinderPersistence

/// An environment event as written, its condition still text: the validator types its facts and
/// parses its condition once every fact is known.
struct PendingEnvironmentEvent {
  var name: String
  var location: FileLocation
  var condition: (text: String, span: TextSpan)?
}

extension FlowDecoder {
  static let environmentKeys = ["name", "set", "when"]

  /// Decodes `environment:`: what the world does to the app, each a mapping with a `name:`, the
  /// facts it sets (`set:`) and an optional `when:` condition. A name declared twice is
  /// reported at the second, naming the first.
  mutating func decodeEnvironment(_ node: DocumentNode) {
    for item in sequence(node, key: "environment") {
      let place = "an environment event"
      guard
        let fields = fields(
          item, key: "environment", allowed: Self.environmentKeys, place: place)
      else { continue }
      guard let nameNode = fields["name"]?.value else {
        bag.report(.missingKey("name", in: place), at: location(item))
        continue
      }
      guard let name = text(nameNode, key: "name") else { continue }
      if let first = environment.first(where: { $0.name == name }) {
        bag.report(
          .duplicate(kind: "environment event", id: name, first: first.location),
          at: location(nameNode))
        continue
      }
      guard let setNode = fields["set"]?.value else {
        bag.report(.missingKey("set", in: place), at: location(item))
        continue
      }
      var event = PendingEnvironmentEvent(name: name, location: location(nameNode))
      if let node = fields["when"]?.value, let text = text(node, key: "when") {
        event.condition = (text, textLocation(node))
      }
      decodeAssignments(setNode, key: "set", owner: .environment(environment.count))
      environment.append(event)
    }
  }
}
