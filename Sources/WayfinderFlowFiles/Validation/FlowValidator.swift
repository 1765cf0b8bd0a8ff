internal import Wayfinder
internal import WayfinderPersistence

/// Checks a decoded app as a whole and completes it: types every `set`, parses every condition,
/// resolves references, then analyses the navigation graph.
///
/// Every pass is linear in the size of the app, except the `popTo` check, which computes
/// dominators of the stack graph (near-linear in practice) — see ``StackGraph``.
struct FlowValidator {
  var definition: FlowDefinition
  var bag: DiagnosticBag
  let assignments: [FactAssignment]
  let conditions: [PendingCondition]
  let actionConditions: [PendingActionCondition]
  let properties: [PendingProperty]
  let environment: [PendingEnvironmentEvent]
  let screenOrder: [String]
  let homeLocations: [FileLocation]
  /// Declarations left out because of an error already reported, by kind.
  let rejected: [String: Set<String>]
  /// Fact types, declared or inferred from the first `set`.
  var factTypes: [String: FactType] = [:]

  init(decoder: FlowDecoder, definition: FlowDefinition) {
    self.definition = definition
    self.bag = decoder.bag
    self.assignments = decoder.assignments
    self.conditions = decoder.conditions
    self.actionConditions = decoder.actionConditions
    self.properties = decoder.properties
    self.environment = decoder.environment
    self.screenOrder = decoder.screenOrder
    self.homeLocations = decoder.home?.2 ?? []
    self.rejected = decoder.rejected
  }

  /// Runs every check; returns the completed definition.
  mutating func validate() -> FlowDefinition {
    definition.environment = environment.map {
      EnvironmentEvent(
        name: $0.name, facts: [:], conditionText: $0.condition?.text, location: $0.location)
    }
    typeAssignments()
    parseConditions()
    parseActionConditions()
    parseProperties()
    parseEnvironment()
    checkHome()
    checkScreens()
    checkDialogs()
    checkLaunch()
    checkDeepLinks()
    var graph = StackGraph(definition: definition)
    checkGraph(&graph)
    return definition
  }

  // MARK: - Facts and conditions

  private mutating func typeAssignments() {
    for fact in definition.facts { factTypes[fact.name] = fact.type }
    for assignment in assignments {
      // The world changes what the app knows of; it declares no fact of its own.
      if case .environment = assignment.owner, factTypes[assignment.name] == nil {
        bag.report(
          .unknown(kind: "fact", name: assignment.name), at: assignment.nameLocation,
          suggestion: Suggestions.closest(to: assignment.name, in: factTypes.keys.sorted()))
        continue
      }
      let value: FactValue
      if let type = factTypes[assignment.name] {
        guard let typed = Self.value(assignment, as: type, appVersion: definition.version) else {
          bag.report(
            .setType(
              fact: assignment.name, expected: type.description, found: assignment.value.described),
            at: assignment.valueLocation,
            suggestion: type == .version
              ? Suggestions.closest(to: assignment.text, in: ["version"]) : nil)
          continue
        }
        value = typed
      } else {
        guard
          let inferred = assignment.isAppVersion
            ? .version(definition.version)
            : FlowDecoder.inferredFactValue(assignment.value, text: assignment.text)
        else { continue }
        factTypes[assignment.name] = inferred.type
        definition.facts.append(
          FactDeclaration(
            name: assignment.name, type: inferred.type, initialValue: nil,
            location: assignment.nameLocation))
        value = inferred
      }
      switch assignment.owner {
      case .step(let index) where definition.launch.indices.contains(index):
        definition.launch[index].sets[assignment.name] = value
      case .action(let screen, let index):
        guard definition.screens[screen]?.actions.indices.contains(index) == true else { continue }
        definition.screens[screen]?.actions[index].sets[assignment.name] = value
      case .environment(let index) where definition.environment.indices.contains(index):
        definition.environment[index].facts[assignment.name] = value
      default: continue
      }
    }
  }

  /// `value` read as a fact of `type`, or `nil` when it is not one. The word `version` set to a
  /// version fact is `appVersion`.
  static func value(
    _ assignment: FactAssignment, as type: FactType, appVersion: AppVersion
  ) -> FactValue? {
    if type == .version, assignment.isAppVersion { return .version(appVersion) }
    return switch (type, assignment.value) {
    case (.bool, .bool(let flag)): .bool(flag)
    case (.int, .int(let number)): .int(number)
    case (.string, .string(let text)): .string(text)
    case (.version, .string), (.version, .double), (.version, .int):
      AppVersion(assignment.text).map(FactValue.version)
    default: nil
    }
  }

  private mutating func parseConditions() {
    for pending in conditions where definition.launch.indices.contains(pending.step) {
      do {
        definition.launch[pending.step].condition = try Condition(
          parsing: pending.text, facts: factTypes)
      } catch {
        let span = TextSpan(start: pending.location, exact: pending.exact)
        bag.report(
          .condition(error.description), at: span.location(at: error.offset),
          suggestion: error.suggestion)
      }
    }
  }

  private mutating func parseActionConditions() {
    for pending in actionConditions {
      guard definition.screens[pending.screen]?.actions.indices.contains(pending.index) == true
      else { continue }
      do {
        definition.screens[pending.screen]?.actions[pending.index].condition = try Condition(
          parsing: pending.text, facts: factTypes)
      } catch {
        let span = TextSpan(start: pending.location, exact: pending.exact)
        bag.report(
          .condition(error.description), at: span.location(at: error.offset),
          suggestion: error.suggestion)
      }
    }
  }

  // MARK: - Helpers

  /// Reports an unknown name of `kind` with the closest of `candidates` — unless the name was
  /// declared with an error already reported, of which this is only a consequence.
  mutating func unknown(
    _ kind: String, _ name: String, at location: FileLocation?, among candidates: [String]
  ) {
    if rejected[kind]?.contains(name) == true { return }
    if kind == "tab", rejected["flow"]?.contains(name) == true { return }
    bag.report(
      .unknown(kind: kind, name: name), at: location,
      suggestion: Suggestions.closest(to: name, in: candidates))
  }

  /// Whether `screen` belongs to a flow or modal left out because of an error already
  /// reported: that it is never shown follows from that error.
  func declaredInRejected(_ screen: ScreenDefinition) -> Bool {
    switch screen.owner {
    case .flow(let flow): rejected["flow"]?.contains(flow) == true
    case .modal(let modal): rejected["modal"]?.contains(modal.rawValue) == true
    default: false
    }
  }

  /// The screen ids in declaration order.
  var screenIDs: [String] { screenOrder }
}
