internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  mutating func decodeDeepLinks(_ node: DocumentNode) {
    for item in sequence(node, key: "deepLinks") {
      let place = "a deep link"
      guard
        let fields = fields(
          item, key: "deepLinks", allowed: ["url", "tab", "path", "modal", "stack", "back"],
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
      if let node = fields["modal"]?.value, let modal = identifier(node, key: "modal") {
        link.modal = ModalID(modal)
        link.modalLocation = location(node)
      }
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
      if let node = fields["path"]?.value {
        link.pathLocation = location(node)
        for element in sequence(node, key: "path") {
          if let template = routeTemplate(element) { link.path.append(template) }
        }
      }
      deepLinks.append(link)
    }
  }

  /// `screen` or `{ screen: { argument: value-or-"{placeholder}" } }`.
  private mutating func routeTemplate(_ node: DocumentNode) -> DeepLinkDefinition.RouteTemplate? {
    if case .scalar = node {
      guard let screen = identifier(node, key: "path") else { return nil }
      var template = DeepLinkDefinition.RouteTemplate(screen: screen)
      template.location = location(node)
      return template
    }
    guard let entries = pairs(node, key: "path"), entries.count == 1, let pair = entries.first
    else {
      bag.report(
        .wrongType(
          key: "path", expected: "a screen or { screen: { argument: value } }",
          found: node.described),
        at: location(node))
      return nil
    }
    guard let screen = identifier(pair.key, key: "path") else { return nil }
    var template = DeepLinkDefinition.RouteTemplate(screen: screen)
    template.location = location(pair.key)
    if case .scalar(let scalar) = pair.value, ScalarValue(scalar) == .null { return template }
    guard let arguments = pairs(pair.value, key: screen) else { return nil }
    for (nameNode, valueNode) in arguments {
      guard let name = identifier(nameNode, key: screen), let value = argument(valueNode, key: name)
      else { continue }
      if case .string(let text) = value, text.first == "{", text.last == "}", text.count > 2 {
        template.arguments[name] = .placeholder(String(text.dropFirst().dropLast()))
      } else {
        template.arguments[name] = .value(value)
      }
      template.argumentLocations[name] = location(valueNode)
    }
    return template
  }
}
