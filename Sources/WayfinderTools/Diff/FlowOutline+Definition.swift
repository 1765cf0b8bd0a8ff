public import WayfinderFlowFiles
internal import Wayfinder
internal import WayfinderProperties

extension FlowOutline {
  /// The outline of `definition`: every screen with its actions and where each leads, the
  /// tabs, flows and modals, the deep links with the stacks they build, the launch steps and
  /// interactions with their conditions and prompt rules, the facts, the properties and the
  /// environment events.
  ///
  /// O(size of the app), plus sorting the unordered sections by key.
  ///
  /// - Parameter definition: A loaded app.
  public init(_ definition: FlowDefinition) {
    var fields = [
      Field("app", definition.app), Field("version", definition.version.description),
      Field("home", Self.home(definition.home)),
      Field("restore", definition.restoreRule.description),
    ]
    if definition.windows != .single {
      fields.append(Field("windows", definition.windows.rawValue))
    }
    if !definition.launchSources.isEmpty {
      fields.append(
        Field("sources", definition.launchSources.map(\.rawValue).joined(separator: ", ")))
    }
    let screens = definition.screens.values.map { Self.screen($0, in: definition) }
    let sections = [
      Section("facts", entries: definition.facts.map(Self.fact)),
      Section("flows", entries: definition.flows.map(Self.flow)),
      Section("modals", entries: definition.modals.map(Self.modal)),
      Section("screens", entries: screens),
      Section("deepLinks", entries: definition.deepLinks.map { Self.link($0, in: definition) }),
      Section("launch", entries: definition.launch.filter(\.runsAtLaunch).map(Self.step)),
      Section(
        "interactions", entries: definition.launch.filter { !$0.runsAtLaunch }.map(Self.step)),
      Section("properties", entries: definition.properties.map(Self.property)),
      Section("environment", entries: definition.environment.map(Self.event)),
    ]
    self.init(fields: fields, sections: sections.compactMap(Self.arranged))
  }

  /// `section` with its entries sorted by key unless their order counts, keys made unique
  /// (a second `x` is `x (2)`, or `x (3)` when an `x (2)` is there), its entries' own sections
  /// arranged too; `nil` when empty. O(entries), plus the sort.
  static func arranged(_ section: Section) -> Section? {
    guard !section.entries.isEmpty else { return nil }
    var section = section
    var used: Set<String> = []
    for index in section.entries.indices {
      let key = section.entries[index].key
      var unique = key
      var count = 1
      while used.contains(unique) {
        count += 1
        unique = "\(key) (\(count))"
      }
      used.insert(unique)
      section.entries[index].key = unique
      section.entries[index].sections = section.entries[index].sections.compactMap(arranged)
    }
    if !section.kind.isOrdered { section.entries.sort { $0.key < $1.key } }
    return section
  }

  private static func home(_ home: HomeDefinition) -> String {
    switch home {
    case .tabs(let tabs): "tabs " + tabs.map(\.rawValue).joined(separator: ", ")
    case .flow(let flow): "flow " + flow
    case .split(let split):
      "split "
        + split.columns.compactMap { split.flow(of: $0).map { "\($0)" } }
        .joined(separator: ", ")
    }
  }

  private static func fact(_ fact: FactDeclaration) -> Entry {
    Entry(
      fact.name,
      fields: present([("type", fact.type.rawValue), ("initial", fact.initialValue?.description)]))
  }

  private static func flow(_ flow: NavigationFlow) -> Entry {
    Entry(flow.id, fields: [Field("title", flow.title), Field("root", flow.root)])
  }

  private static func modal(_ modal: ModalDefinition) -> Entry {
    Entry(
      modal.id.rawValue,
      fields: present([
        ("style", modal.style.rawValue), ("root", modal.root),
        ("stack", modal.isFlow ? "yes" : nil),
        (
          "detents", modal.detents.isEmpty ? nil : modal.detents.map(\.text).joined(separator: ", ")
        ),
        ("detent", modal.selectedDetent?.text), ("swipeBack", modal.swipeBack ? nil : "false"),
      ]))
  }

  private static func screen(_ screen: ScreenDefinition, in definition: FlowDefinition) -> Entry {
    let owner: String
    switch screen.owner {
    case .flow(let id): owner = "flow " + id
    case .modal(let id): owner = "modal " + id.rawValue
    case .launch: owner = "launch"
    }
    let parameters = screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    let actions = screen.actions.map { action(of: $0, on: screen, in: definition) }
    return Entry(
      screen.id,
      fields: present([
        ("title", screen.title), ("body", screen.body), ("in", owner), ("params", parameters),
        ("holdsBack", screen.holdsBack), ("swipeBack", screen.swipeBack ? nil : "false"),
      ]),
      sections: [Section("actions", entries: actions)])
  }

  private static func action(
    of action: ActionDefinition, on screen: ScreenDefinition, in definition: FlowDefinition
  ) -> Entry {
    let to: String
    switch definition.destination(of: action, on: screen) {
    case .screen(let id): to = id
    case .back: to = "back"
    case .dismissed: to = "dismissed"
    case .tab(let tab): to = "tab " + tab.rawValue
    case .home: to = "home"
    }
    var returns: String?
    switch action.returns {
    case .value(let value)?: returns = value.description
    case .forwarded(.parameter(let name))?, .forwarded(.fact(let name))?: returns = "{\(name)}"
    case nil: returns = nil
    }
    return Entry(
      action.label,
      fields: present([
        ("does", OutlineText.effect(action.effect)), ("to", to),
        ("when", action.condition?.description), ("sets", OutlineText.facts(action.sets)),
        ("finish", action.finishesStep ? "true" : nil),
        ("runs", action.runs.joined(separator: ", ")),
        ("role", action.role?.rawValue), ("result", action.resultFact), ("returns", returns),
      ]))
  }

  private static func link(_ link: DeepLinkDefinition, in definition: FlowDefinition) -> Entry {
    let lands: String
    switch definition.destination(of: link) {
    case .screen(let id): lands = id
    case .back, .dismissed, .tab, .home: lands = "home"
    }
    let modal = link.modal.map { id in
      link.modalArguments.isEmpty
        ? id.rawValue : id.rawValue + OutlineText.arguments(link.modalArguments)
    }
    return Entry(
      link.pattern.description,
      fields: present([
        ("tab", link.tab?.rawValue),
        (
          "path",
          link.path.isEmpty
            ? nil : "[" + link.path.map(OutlineText.route).joined(separator: ", ") + "]"
        ),
        ("modal", modal), ("stack", link.stack?.rawValue),
        ("back", link.back == .path ? nil : link.back.rawValue),
        ("scene", link.scene == .active ? nil : link.scene.rawValue), ("lands", lands),
      ]))
  }

  private static func step(_ step: StepDefinition) -> Entry {
    var fields: [(String, String?)] = [
      ("kind", step.kind.rawValue), ("after", step.after.joined(separator: ", ")),
      ("when", step.condition?.description),
      ("priority", step.priority == 0 ? nil : "\(step.priority)"),
      ("screen", step.screen), ("modal", step.modal?.rawValue),
      ("duration", step.duration.map(DurationText.format)),
      ("work", step.work.map(DurationText.format)),
      ("timeout", step.timeout.map { "\(DurationText.format($0.duration)) then \($0.policy)" }),
      ("sets", OutlineText.facts(step.sets)), ("dismissible", step.dismissible.map(String.init)),
      ("covers", step.covers.map(OutlineText.covers)),
    ]
    if let prompts = step.prompts {
      fields += [
        ("cooldown", prompts.cooldown.map(PromptBlock.spelled)),
        ("quota", prompts.quota.map { "\($0.count) per \(PromptBlock.spelled($0.window))" }),
        ("spacing", prompts.spacing.map(PromptBlock.spelled)),
        ("from", prompts.sources.map { $0.sorted().map(\.rawValue).joined(separator: ", ") }),
        ("counted", prompts.counting.rawValue),
      ]
    }
    return Entry(step.id, fields: present(fields))
  }

  private static func property(_ property: FlowProperty) -> Entry {
    Entry(property.name, fields: [Field("rule", property.rule.description)])
  }

  private static func event(_ event: EnvironmentEvent) -> Entry {
    Entry(
      event.name,
      fields: present([
        ("sets", OutlineText.facts(event.facts)), ("when", event.condition?.description),
      ]))
  }

  /// The fields that have a value, in order: an absent or empty value is left out.
  private static func present(_ fields: [(String, String?)]) -> [Field] {
    fields.compactMap { name, value in
      guard let value, !value.isEmpty else { return nil }
      return Field(name, value)
    }
  }
}
