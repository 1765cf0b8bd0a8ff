internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  static let screenKeys = ["title", "body", "params", "actions", "holdsBack", "swipeBack"]
  /// The keys a modal has beside its screen's or its flow's: how it is presented.
  static let modalKeys = ["style", "detents", "detent"]

  mutating func decodeFlows(_ node: DocumentNode) {
    guard let pairs = pairs(node, key: "flows") else { return }
    for (key, value) in pairs {
      guard let id = identifier(key, key: "flows") else { continue }
      if let first = flows.first(where: { $0.id == id }) {
        bag.report(.duplicate(kind: "flow", id: id, first: first.location), at: location(key))
        continue
      }
      let place = "flow '\(id)'"
      guard
        let fields = fields(value, key: id, allowed: ["title", "root", "screens"], place: place)
      else {
        rejected["flow", default: []].insert(id)
        continue
      }
      let title = fields["title"].flatMap { text($0.value, key: "title") } ?? id
      let ids = fields["screens"].map { decodeScreens($0.value, owner: .flow(id)) } ?? []
      guard let rootNode = fields["root"]?.value, let root = identifier(rootNode, key: "root")
      else {
        if fields["root"] == nil { bag.report(.missingKey("root", in: place), at: location(value)) }
        rejected["flow", default: []].insert(id)
        continue
      }
      var flow = NavigationFlow(
        id: id, title: title, root: root, screens: ids, location: location(key))
      flow.rootLocation = location(rootNode)
      flows.append(flow)
    }
  }

  mutating func decodeModals(_ node: DocumentNode) {
    guard let entries = pairs(node, key: "modals") else { return }
    for (key, value) in entries {
      guard let name = identifier(key, key: "modals") else { continue }
      let id = ModalID(name)
      if let first = modals.first(where: { $0.id == id }) {
        bag.report(.duplicate(kind: "modal", id: name, first: first.location), at: location(key))
        continue
      }
      let place = "modal '\(name)'"
      guard let body = pairs(value, key: name) else {
        rejected["modal", default: []].insert(name)
        continue
      }
      let isFlow = body.contains {
        $0.key.scalar?.string == "screens" || $0.key.scalar?.string == "root"
      }
      let allowed =
        isFlow
        ? Self.modalKeys + ["title", "root", "screens", "swipeBack"]
        : Self.modalKeys + Self.screenKeys
      guard let fields = fields(value, key: name, allowed: allowed, place: place) else {
        rejected["modal", default: []].insert(name)
        continue
      }
      let style = fields["style"].flatMap {
        choice($0.value, key: "style", of: PresentationStyle.self)
      }
      var modal: ModalDefinition
      if isFlow, let style, style.isDialog, let node = fields["style"]?.value {
        // An alert shows its title, message and buttons: it has no stack to push on.
        bag.report(.dialogFlow(name, kind: style.displayName), at: location(node))
      }
      if isFlow {
        let ids = fields["screens"].map { decodeScreens($0.value, owner: .modal(id)) } ?? []
        guard let rootNode = fields["root"]?.value, let root = identifier(rootNode, key: "root")
        else {
          if fields["root"] == nil {
            bag.report(.missingKey("root", in: place), at: location(value))
          }
          rejected["modal", default: []].insert(name)
          continue
        }
        modal = ModalDefinition(
          id: id, style: style ?? .sheet, root: root, screens: ids, isFlow: true,
          location: location(key))
        modal.rootLocation = location(rootNode)
      } else {
        declare(screen(name, fields: fields, owner: .modal(id), at: location(key)))
        modal = ModalDefinition(
          id: id, style: style ?? .sheet, root: name, screens: [name], isFlow: false,
          location: location(key))
      }
      decodeDetents(fields, of: &modal)
      if let node = fields["swipeBack"]?.value, let swipeBack = bool(node, key: "swipeBack") {
        if let style, style.isDialog {
          bag.report(.swipeBackOnDialog(name, kind: style.displayName), at: location(node))
        }
        modal.swipeBack = swipeBack
      }
      modals.append(modal)
    }
  }

  mutating func decodeLaunchScreens(_ node: DocumentNode) {
    launchScreens += decodeScreens(node, owner: .launch)
  }

  /// Reads a `screens:` mapping and declares each screen; returns their ids in order.
  private mutating func decodeScreens(_ node: DocumentNode, owner: ScreenDefinition.Owner)
    -> [String]
  {
    guard let pairs = pairs(node, key: "screens") else { return [] }
    var ids: [String] = []
    for (key, value) in pairs {
      guard let id = identifier(key, key: "screens") else { continue }
      guard let fields = fields(value, key: id, allowed: Self.screenKeys, place: "screen '\(id)'")
      else {
        rejected["screen", default: []].insert(id)
        continue
      }
      if declare(screen(id, fields: fields, owner: owner, at: location(key))) {
        ids.append(id)
      }
    }
    return ids
  }

  /// Adds a screen unless its id is taken (reported); returns whether it was added.
  @discardableResult
  private mutating func declare(_ screen: ScreenDefinition) -> Bool {
    if let first = screens[screen.id] {
      bag.report(
        .duplicate(kind: "screen", id: screen.id, first: first.location), at: screen.location)
      return false
    }
    screens[screen.id] = screen
    screenOrder.append(screen.id)
    return true
  }

  private mutating func screen(
    _ id: String, fields: Fields, owner: ScreenDefinition.Owner,
    at location: FileLocation
  ) -> ScreenDefinition {
    var screen = ScreenDefinition(id: id, title: id, owner: owner, location: location)
    if let node = fields["title"]?.value, let title = text(node, key: "title") {
      screen.title = title
      screen.titleLocation = textLocation(node)
    }
    if let node = fields["body"]?.value, let body = text(node, key: "body") {
      screen.body = body
      screen.bodyLocation = textLocation(node)
    }
    if let node = fields["holdsBack"]?.value {
      screen.holdsBack = text(node, key: "holdsBack")
    }
    if let node = fields["swipeBack"]?.value, let swipeBack = bool(node, key: "swipeBack") {
      screen.swipeBack = swipeBack
    }
    if let node = fields["params"]?.value, let pairs = pairs(node, key: "params") {
      for (nameNode, typeNode) in pairs {
        guard let name = identifier(nameNode, key: "params") else { continue }
        guard let type = choice(typeNode, key: "type", of: ArgumentType.self) else {
          // Declared, but with a type already reported: uses of it are not errors of their own.
          screen.invalidParameters.insert(name)
          continue
        }
        screen.parameters.append(.init(name: name, type: type))
      }
    }
    if let node = fields["actions"]?.value {
      for item in sequence(node, key: "actions") {
        if let action = action(item, screen: id, index: screen.actions.count) {
          screen.actions.append(action)
        }
      }
    }
    return screen
  }
}
