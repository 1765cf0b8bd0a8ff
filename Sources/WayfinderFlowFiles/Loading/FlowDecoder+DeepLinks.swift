internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  mutating func decodeDeepLinks(_ node: DocumentNode) {
    for item in sequence(node, key: "deepLinks") {
      let place = "a deep link"
      guard
        let fields = fields(
          item, key: "deepLinks",
          allowed: ["url", "tab", "path", "columns", "modal", "stack", "back", "scene"],
          place: place)
      else { continue }
      guard let urlNode = fields["url"]?.value else {
        bag.report(.missingKey("url", in: place), at: location(item))
        continue
      }
      guard let url = text(urlNode, key: "url") else { continue }
      let pattern: DeepLinkPattern
      do {
        pattern = try DeepLinkPattern(url)
      } catch {
        if let separator = url.firstRange(of: "://") {
          rejected["deepLinkScheme", default: []].insert(url[..<separator.lowerBound].lowercased())
        }
        bag.report(
          .deepLinkPattern(error.description), at: textLocation(urlNode).location(at: error.offset))
        continue
      }
      var link = DeepLinkDefinition(
        pattern: pattern, tab: nil, path: [], modal: nil, location: location(item))
      link.urlSpan = textLocation(urlNode)
      if let node = fields["tab"]?.value, let tab = identifier(node, key: "tab") {
        link.tab = TabID(tab)
        link.tabLocation = location(node)
      }
      if let node = fields["modal"]?.value { decodeModal(node, into: &link) }
      if let node = fields["stack"]?.value {
        link.stack = choice(node, key: "stack", of: DeepLinkStackPolicy.self)
        link.stackLocation = location(node)
      }
      if let node = fields["back"]?.value,
        let back = choice(node, key: "back", of: DeepLinkBack.self)
      {
        link.back = back
        link.backLocation = location(node)
      }
      if let node = fields["scene"]?.value,
        let scene = choice(node, key: "scene", of: DeepLinkScene.self)
      {
        link.scene = scene
        link.sceneLocation = location(node)
      }
      if let node = fields["path"]?.value {
        link.pathLocation = location(node)
        for element in sequence(node, key: "path") {
          if let template = routeTemplate(element) { link.path.append(template) }
        }
      }
      if let node = fields["columns"]?.value {
        link.columnsLocation = location(node)
        link.columns = columns(node)
      }
      deepLinks.append(link)
    }
  }

  /// `modal` or `{ modal: { argument: value-or-"{placeholder}" } }`, the arguments of the
  /// modal's root screen. A modal the link names in a form it refuses still counts as presented
  /// and its placeholders as used, so the one error is all `check` says about it.
  private mutating func decodeModal(_ node: DocumentNode, into link: inout DeepLinkDefinition) {
    if case .scalar = node {
      if let modal = identifier(node, key: "modal") {
        link.modal = ModalID(modal)
        link.modalLocation = location(node)
      }
      return
    }
    link.modalRefused = true
    guard case .mapping(let mapping) = node, mapping.pairs.count == 1,
      let pair = mapping.pairs.first
    else {
      let named: [DocumentNode] =
        switch node {
        case .mapping(let mapping): mapping.pairs.map(\.key)
        case .sequence(let sequence): sequence.items
        case .scalar: []
        }
      for case .scalar(let scalar) in named {
        rejected["linkModal", default: []].insert(scalar.string)
      }
      bag.report(
        .wrongType(
          key: "modal", expected: "a modal or { modal: { argument: value } }",
          found: Self.describeModal(node)),
        at: location(node))
      return
    }
    guard let modal = identifier(pair.key, key: "modal") else { return }
    link.modal = ModalID(modal)
    link.modalLocation = location(pair.key)
    if case .scalar(let scalar) = pair.value, ScalarValue(scalar) == .null {
      link.modalRefused = false
      return
    }
    guard
      let arguments = templateArguments(
        pair.value, owner: modal, into: &link.modalArguments,
        locations: &link.modalArgumentLocations)
    else { return }
    link.modalRefused = !arguments
  }

  /// What a `modal:` that is neither a name nor a mapping of one modal is, for its error.
  private static func describeModal(_ node: DocumentNode) -> String {
    if case .mapping(let mapping) = node {
      return mapping.pairs.isEmpty ? "an empty mapping" : "a mapping of \(mapping.pairs.count) keys"
    }
    return node.described
  }

  /// `columns: { sidebar: [...], content: [...], detail: [...] }`: each column's screens, as a
  /// path's are written; a column left out builds nothing.
  private mutating func columns(_ node: DocumentNode) -> DeepLinkDefinition.Columns? {
    let names = SplitColumn.allCases.map(\.rawValue)
    guard let fields = fields(node, key: "columns", allowed: names, place: "'columns'") else {
      return nil
    }
    var columns = DeepLinkDefinition.Columns()
    for column in SplitColumn.allCases {
      guard let field = fields[column.rawValue] else { continue }
      columns.locations[column] = location(field.value)
      var templates: [DeepLinkDefinition.RouteTemplate] = []
      for element in sequence(field.value, key: column.rawValue) {
        if let template = routeTemplate(element, key: column.rawValue) {
          templates.append(template)
        }
      }
      switch column {
      case .sidebar: columns.sidebar = templates
      case .content: columns.content = templates
      case .detail: columns.detail = templates
      }
    }
    return columns
  }

  /// `screen` or `{ screen: { argument: value-or-"{placeholder}" } }`, in `path` or a column
  /// of `columns` (`key`).
  private mutating func routeTemplate(
    _ node: DocumentNode, key: String = "path"
  ) -> DeepLinkDefinition.RouteTemplate? {
    if case .scalar = node {
      guard let screen = identifier(node, key: key) else { return nil }
      var template = DeepLinkDefinition.RouteTemplate(screen: screen)
      template.location = location(node)
      return template
    }
    guard let entries = pairs(node, key: key), entries.count == 1, let pair = entries.first
    else {
      bag.report(
        .wrongType(
          key: key, expected: "a screen or { screen: { argument: value } }",
          found: node.described),
        at: location(node))
      return nil
    }
    guard let screen = identifier(pair.key, key: key) else { return nil }
    var template = DeepLinkDefinition.RouteTemplate(screen: screen)
    template.location = location(pair.key)
    if case .scalar(let scalar) = pair.value, ScalarValue(scalar) == .null { return template }
    guard
      templateArguments(
        pair.value, owner: screen, into: &template.arguments,
        locations: &template.argumentLocations) != nil
    else { return nil }
    return template
  }

  /// The arguments `{ argument: value-or-"{placeholder}" }` of `owner`, a screen or modal, into
  /// `arguments` and `locations`; `nil` when `node` is not a mapping, `false` when an argument
  /// was refused (each reported).
  private mutating func templateArguments(
    _ node: DocumentNode, owner: String,
    into arguments: inout [String: DeepLinkDefinition.ArgumentTemplate],
    locations: inout [String: FileLocation]
  ) -> Bool? {
    guard let entries = pairs(node, key: owner) else { return nil }
    var complete = true
    for (nameNode, valueNode) in entries {
      guard let name = identifier(nameNode, key: owner), let value = argument(valueNode, key: name)
      else {
        complete = false
        continue
      }
      if case .string(let text) = value, text.first == "{", text.last == "}", text.count > 2 {
        arguments[name] = .placeholder(String(text.dropFirst().dropLast()))
      } else {
        arguments[name] = .value(value)
      }
      locations[name] = location(valueNode)
    }
    return complete
  }
}
