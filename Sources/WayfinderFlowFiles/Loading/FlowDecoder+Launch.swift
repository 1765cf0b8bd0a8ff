internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  static let stepKeys = [
    "id", "kind", "after", "when", "priority", "timeout", "onTimeout", "duration", "work", "sets",
    "screen", "modal", "dismissible", "covers", "cooldown", "quota", "spacing", "from", "counted",
  ]

  /// Decodes the steps of `launch:` or, with `key: "interactions"`, of `interactions:` (steps
  /// that run only when asked).
  mutating func decodeLaunch(_ node: DocumentNode, key: String = "launch") {
    for item in sequence(node, key: key) {
      let place = key == "launch" ? "a launch step" : "an interaction step"
      guard let fields = fields(item, key: key, allowed: Self.stepKeys, place: place) else {
        continue
      }
      guard let idNode = fields["id"]?.value else {
        bag.report(.missingKey("id", in: place), at: location(item))
        continue
      }
      guard let id = identifier(idNode, key: "id") else { continue }
      if let first = launch.first(where: { $0.id == id }) {
        bag.report(
          .duplicate(kind: "launch step", id: id, first: first.location), at: location(idNode))
        continue
      }
      let kind =
        fields["kind"].flatMap { choice($0.value, key: "kind", of: StepDefinition.Kind.self) }
        ?? (fields["screen"] != nil ? .splash : fields["modal"] != nil ? .modal : .background)
      var step = StepDefinition(id: id, kind: kind, location: location(idNode))
      step.runsAtLaunch = key == "launch"
      if let node = fields["dismissible"]?.value {
        step.dismissible = bool(node, key: "dismissible")
      }
      if let node = fields["covers"]?.value { decodeCovers(node, into: &step) }
      if let node = fields["after"]?.value {
        for dependency in sequence(node, key: "after", acceptsSingle: true) {
          guard let name = identifier(dependency, key: "after") else { continue }
          step.after.append(name)
          step.afterLocations.append(location(dependency))
        }
      }
      if let node = fields["when"]?.value, let text = text(node, key: "when") {
        step.conditionText = text
        let span = textLocation(node)
        conditions.append(
          PendingCondition(step: launch.count, text: text, location: span.start, exact: span.exact))
      }
      step.priority = fields["priority"].flatMap { int($0.value, key: "priority") } ?? 0
      if let node = fields["timeout"]?.value, let duration = duration(node, key: "timeout") {
        let policy = fields["onTimeout"].flatMap {
          choice($0.value, key: "onTimeout", of: StepTimeout.Policy.self)
        }
        step.timeout = StepTimeout(duration, policy: policy ?? .skip)
      } else if let field = fields["onTimeout"] {
        bag.report(.keyWithoutEffect("onTimeout", needs: "'timeout'"), at: location(field.key))
      }
      step.duration = fields["duration"].flatMap { duration($0.value, key: "duration") }
      step.work = fields["work"].flatMap { duration($0.value, key: "work") }
      if let node = fields["screen"]?.value {
        step.screen = identifier(node, key: "screen")
        step.targetLocation = location(node)
      }
      if let node = fields["modal"]?.value {
        step.modal = identifier(node, key: "modal").map { ModalID($0) }
        step.targetLocation = location(node)
      }
      if let node = fields["sets"]?.value {
        decodeAssignments(node, key: "sets", owner: .step(launch.count))
      }
      decodePrompts(fields, into: &step)
      checkShape(of: step, fields: fields)
      launch.append(step)
    }
  }

  /// `covers: any`, `covers: none`, or the modals (`covers: [settings, player]`) the step may
  /// present over.
  private mutating func decodeCovers(_ node: DocumentNode, into step: inout StepDefinition) {
    if case .scalar = node, let word = text(node, key: "covers"), word == "any" || word == "none" {
      step.covers = word == "any" ? .any : AppModalCover.none
      return
    }
    var modals: Set<ModalID> = []
    for item in sequence(node, key: "covers", acceptsSingle: true) {
      guard let name = identifier(item, key: "covers") else { continue }
      modals.insert(ModalID(name))
      step.coversLocations.append(.init(modal: ModalID(name), location: location(item)))
    }
    step.covers = .only(modals)
  }

  /// Reports keys a step of its kind needs or cannot have.
  private mutating func checkShape(of step: StepDefinition, fields: Fields) {
    let needs: [StepDefinition.Kind: String] = [
      .splash: "screen", .modal: "modal", .gate: "modal",
    ]
    let refuses: [StepDefinition.Kind: [String]] = [
      .splash: ["modal", "work", "dismissible", "covers"], .modal: ["screen", "duration", "work"],
      .background: ["screen", "modal", "duration", "dismissible", "covers"],
      .gate: ["screen", "duration", "work", "timeout", "priority", "dismissible"],
      .home: ["screen", "modal", "duration", "work", "timeout", "dismissible", "covers"]
        + Self.promptKeys,
    ]
    if let key = needs[step.kind], fields[key] == nil {
      bag.report(.stepNeeds(step: step.id, kind: step.kind.rawValue, key: key), at: step.location)
    }
    for key in refuses[step.kind] ?? [] {
      guard let field = fields[key] else { continue }
      bag.report(
        .stepDoesNotUse(step: step.id, kind: step.kind.rawValue, key: key), at: location(field.key))
    }
  }
}
