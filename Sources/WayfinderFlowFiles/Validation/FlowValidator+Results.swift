internal import Wayfinder

extension FlowValidator {
  /// The facts that receive each modal's result: for every action that presents a modal with
  /// `result:` naming a declared fact, that fact, by modal. O(actions).
  func resultReceivers() -> [ModalID: [FactDeclaration]] {
    var receivers: [ModalID: [FactDeclaration]] = [:]
    for screen in definition.screens.values {
      for action in screen.actions {
        guard case .present(let modal, _, _) = action.effect, let name = action.resultFact,
          let fact = definition.fact(name)
        else { continue }
        if !(receivers[modal]?.contains(where: { $0.name == name }) ?? false) {
          receivers[modal, default: []].append(fact)
        }
      }
    }
    return receivers
  }

  /// Checks `result:` (a declared fact) and `return:` (on a screen of a modal some action
  /// presents with `result:`, giving a value every receiving fact's type can hold), and turns
  /// a `return:` template naming no parameter of the screen into the fact it names.
  mutating func checkResult(
    of action: inout ActionDefinition, on screen: ScreenDefinition,
    receivers: [ModalID: [FactDeclaration]]
  ) {
    if let name = action.resultFact, definition.fact(name) == nil {
      unknown(
        "fact", name, at: action.resultLocation ?? action.location,
        among: definition.facts.map(\.name))
    }
    guard let returns = action.returns else { return }
    guard case .modal(let modal) = screen.owner, let facts = receivers[modal] else {
      bag.report(
        .returnWithoutReceiver(label: action.label, screen: screen.id),
        at: action.navigationKeyLocation)
      return
    }
    let produced: String
    let fits: (FactType) -> Bool
    switch returns {
    case .value(let value):
      produced = "\(value.type) '\(value)'"
      fits = { ReturnedValue.value(value).resolved(as: $0, from: nil, facts: Facts()) != nil }
    case .forwarded(.parameter(let name)), .forwarded(.fact(let name)):
      if let parameter = screen.parameter(name) {
        action.returns = .forwarded(.parameter(name))
        produced = "parameter '{\(name)}', \(Self.article(parameter.description))"
        fits = { Self.fits(parameter, $0) }
      } else if let fact = definition.fact(name) {
        action.returns = .forwarded(.fact(name))
        produced = "fact '{\(name)}', \(Self.article(fact.type.description))"
        fits = { fact.type == $0 || Self.textual(fact.type, $0) }
      } else {
        bag.report(.unknownTemplate(name, screen: screen.id), at: action.targetLocation)
        return
      }
    }
    for fact in facts where !fits(fact.type) {
      bag.report(
        .resultType(
          label: action.label, produced: produced, fact: fact.name,
          type: fact.type.description, modal: modal.rawValue),
        at: action.targetLocation)
    }
  }

  /// Whether a parameter of `type` gives a fact of type `fact` a value.
  private static func fits(_ type: ArgumentType, _ fact: FactType) -> Bool {
    switch (type, fact) {
    case (.int, .int), (.string, .string), (.string, .version), (.bool, .bool): true
    default: false
    }
  }

  /// Whether a `string` and a `version` meet, which convert into each other.
  private static func textual(_ one: FactType, _ other: FactType) -> Bool {
    Set([one, other]) == [.string, .version]
  }

  private static func article(_ type: String) -> String {
    (type == "int" ? "an " : "a ") + type
  }
}
