internal import Wayfinder

extension FlowValidator {
  mutating func checkHome() {
    let flowIDs = definition.flows.map(\.id)
    var seen: [TabID: Int] = [:]
    func place(_ index: Int) -> FileLocation? {
      homeLocations.indices.contains(index) ? homeLocations[index] : nil
    }
    for (index, tab) in definition.home.tabIDs.enumerated() {
      let location = place(index)
      if let first = seen[tab], let firstLocation = place(first) {
        bag.report(.duplicate(kind: "tab", id: tab.rawValue, first: firstLocation), at: location)
        continue
      }
      seen[tab] = index
      if !flowIDs.contains(tab.rawValue) {
        unknown("flow", tab.rawValue, at: location, among: flowIDs)
      }
    }
    // In a split, the content and detail columns are rooted by what is selected, with its
    // arguments: every flow's root but the sidebar's may take parameters.
    let sidebar = definition.home.split?.sidebar.rawValue
    for flow in definition.flows {
      checkRoot(
        flow.root, owner: "flow '\(flow.id)'", at: flow.rootLocation ?? flow.location,
        takesParameters: sidebar != nil && flow.id != sidebar)
    }
    for modal in definition.modals where modal.isFlow && definition.screens[modal.root] == nil {
      unknown("screen", modal.root, at: modal.rootLocation ?? modal.location, among: modal.screens)
    }
  }

  private mutating func checkRoot(
    _ root: String, owner: String, at location: FileLocation, takesParameters: Bool = false
  ) {
    guard let screen = definition.screens[root] else {
      unknown("screen", root, at: location, among: screenIDs)
      return
    }
    if !takesParameters, !screen.parameters.isEmpty || !screen.invalidParameters.isEmpty {
      bag.report(.rootWithParameters(root, owner: owner), at: location)
    }
  }

  mutating func checkScreens() {
    let finish = FinishContext(definition)
    let receivers = resultReceivers()
    for id in screenIDs {
      guard var screen = definition.screens[id] else { continue }
      checkPlaceholders(in: screen.title, field: "title", span: screen.titleLocation, of: screen)
      checkPlaceholders(in: screen.body, field: "body", span: screen.bodyLocation, of: screen)
      var labels: Set<String> = []
      for index in screen.actions.indices {
        var action = screen.actions[index]
        if !labels.insert(action.label).inserted {
          bag.report(.duplicateLabel(action.label, screen: id), at: action.location)
        }
        checkNavigation(of: &action, on: screen, finish)
        for (position, name) in action.runs.enumerated() where definition.step(name) == nil {
          let location =
            action.runLocations.indices.contains(position)
            ? action.runLocations[position] : action.location
          unknown("step", name, at: location, among: definition.launch.map(\.id))
        }
        checkFinish(action, on: screen, finish)
        checkNeverSucceeds(action, on: screen, finish)
        checkResult(of: &action, on: screen, receivers: receivers)
        screen.actions[index] = action
      }
      definition.screens[id] = screen
    }
  }

  /// Checks that a route's screen exists and its arguments match the parameters; returns the
  /// route with integers widened where a `double` is expected. A value written as a template
  /// (`"{id}"`) is checked against the parameter or fact it names and recorded in `action`'s
  /// ``Action/forwardedArguments``.
  mutating func checkRoute(
    _ route: ScreenRoute, index: Int = 0, at location: FileLocation,
    place: ActionDefinition.Place? = nil,
    for action: inout ActionDefinition, on source: ScreenDefinition
  ) -> ScreenRoute? {
    let arguments = place.map(\.arguments) ?? action.argumentsLocation
    let templates = place?.templates ?? action.templateLocations
    guard let screen = definition.screens[route.screen] else {
      unknown("screen", route.screen, at: location, among: screenIDs)
      return nil
    }
    var checked = route
    var valid = true
    for parameter in screen.parameters {
      guard let value = route.arguments[parameter.name] else {
        bag.report(.missingArgument(parameter.name, screen: screen.id), at: arguments ?? location)
        valid = false
        continue
      }
      if case .string(let text) = value, let name = TextTemplate.whole(text) {
        let at = templates[parameter.name] ?? arguments ?? location
        guard
          let forwarded = forwardedArgument(
            name, to: parameter, of: screen.id, from: source, route: index, at: at)
        else {
          valid = false
          continue
        }
        action.forwardedArguments.append(forwarded)
        continue
      }
      if value.type == parameter.type { continue }
      if parameter.type == .double, case .int(let number) = value {
        checked.arguments[parameter.name] = .double(Double(number))
        continue
      }
      bag.report(
        .argumentType(
          parameter.name, screen: screen.id, expected: parameter.type.description,
          found: Self.describe(value)),
        at: arguments ?? location)
      valid = false
    }
    for name in route.arguments.keys.sorted() where screen.parameter(name) == nil {
      valid = false
      if screen.invalidParameters.contains(name) { continue }
      bag.report(
        .unexpectedArgument(name, screen: screen.id), at: arguments ?? location,
        suggestion: Suggestions.closest(to: name, in: screen.parameters.map(\.name)))
    }
    return valid ? checked : nil
  }

  /// The forwarded argument a template `{name}` on screen `source` makes for `parameter` of
  /// screen `target`, or `nil` (reported) when `name` is neither a parameter of `source` nor a
  /// fact, or its type does not fit.
  private mutating func forwardedArgument(
    _ name: String, to parameter: ScreenDefinition.Parameter, of target: String,
    from source: ScreenDefinition,
    route: Int, at location: FileLocation
  ) -> ActionDefinition.ForwardedArgument? {
    let expected = parameter.type
    func fits(_ type: ArgumentType) -> Bool {
      type == expected || (type == .int && expected == .double)
    }
    func fits(_ type: FactType) -> Bool {
      switch (type, expected) {
      case (.bool, .bool), (.int, .int), (.int, .double), (.string, .string),
        (.version, .string):
        true
      default: false
      }
    }
    // A name of the right type, for a suggestion when the one written does not fit: the
    // closest, else the screen's first parameter that fits (forwarding is the common case).
    let fittingParameters = source.parameters.filter { fits($0.type) }.map(\.name)
    let fitting =
      fittingParameters
      + factTypes.keys.sorted().filter { name in factTypes[name].map(fits) ?? false }
    let suggestion = (Suggestions.closest(to: name, in: fitting) ?? fittingParameters.first)
      .map { "{\($0)}" }
    if let type = source.parameter(name) {
      guard fits(type) else {
        bag.report(
          .templateType(
            name, source: "parameter '\(name)' of screen '\(source.id)'", type: type.description,
            parameter: parameter.name, screen: target, expected: expected.description),
          at: location, suggestion: suggestion)
        return nil
      }
      return ActionDefinition.ForwardedArgument(
        route: route, parameter: parameter.name, type: expected, source: .parameter(name))
    }
    if let type = factTypes[name] {
      guard fits(type) else {
        bag.report(
          .templateType(
            name, source: "fact '\(name)'", type: type.description, parameter: parameter.name,
            screen: target, expected: expected.description),
          at: location, suggestion: suggestion)
        return nil
      }
      return ActionDefinition.ForwardedArgument(
        route: route, parameter: parameter.name, type: expected, source: .fact(name))
    }
    // A parameter declared with a bad type is reported there; forwarding it is no new error.
    if source.invalidParameters.contains(name) { return nil }
    let candidates = source.parameters.map(\.name) + factTypes.keys.sorted()
    bag.report(
      .unknownTemplate(name, screen: source.id), at: location,
      suggestion: Suggestions.closest(to: name, in: candidates).map { "{\($0)}" })
    return nil
  }

  static func describe(_ value: ArgumentValue) -> String {
    switch value {
    case .int(let number): "an integer \(number)"
    case .double(let number): "a number \(number)"
    case .bool(let flag): "\(flag)"
    case .string(let text): "a string '\(text)'"
    }
  }

  private mutating func checkPlaceholders(
    in text: String, field: String, span: TextSpan?, of screen: ScreenDefinition
  ) {
    guard text.contains("{") else { return }
    let names = screen.parameters.map(\.name)
    for placeholder in TextTemplate.placeholders(in: text)
    where !names.contains(placeholder.name) && !screen.invalidParameters.contains(placeholder.name)
    {
      bag.report(
        .titlePlaceholder(placeholder.name, field: field, screen: screen.id),
        at: span?.location(at: placeholder.offset) ?? screen.location,
        suggestion: Suggestions.closest(to: placeholder.name, in: names))
    }
  }
}
