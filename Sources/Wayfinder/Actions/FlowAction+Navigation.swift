extension FlowAction {
  /// The action's navigation with every ``ForwardedArgument`` filled in from `current` (the
  /// route of the screen the action is on) and `facts`. O(forwarded arguments).
  ///
  /// - Throws: ``ActionRefusal/unresolvedArgument(label:source:)`` when a source has no value.
  public func resolvedNavigation(
    from current: ScreenRoute?, facts: Facts
  ) throws(ActionRefusal) -> Navigation {
    guard !forwardedArguments.isEmpty else { return navigation }
    var routes: [ScreenRoute]
    switch navigation {
    case .push(let route): routes = [route]
    case .present(_, let root, _, _): routes = [root]
    case .replace(let list): routes = list
    default: return navigation
    }
    for forwarded in forwardedArguments where routes.indices.contains(forwarded.route) {
      let value: ArgumentValue?
      switch forwarded.source {
      case .parameter(let name):
        value = current?.arguments[name].flatMap { $0.converted(to: forwarded.type) }
      case .fact(let name):
        value = facts[name].flatMap { ArgumentValue($0, as: forwarded.type) }
      }
      guard let value else {
        throw .unresolvedArgument(label: label, source: forwarded.source)
      }
      routes[forwarded.route].arguments[forwarded.parameter] = value
    }
    switch navigation {
    case .push: return .push(routes[0])
    case .present(let id, _, let style, let hasNavigation):
      return .present(id, root: routes[0], style: style, hasNavigation: hasNavigation)
    default: return .replace(routes)
    }
  }

  /// The core command for `navigation` (resolved), given the stack on screen, which a `popTo`
  /// searches. `nil` for ``Navigation/none``. O(stack depth) for `popTo`, O(1) otherwise.
  ///
  /// - Throws: ``ActionRefusal/routeNotInApp(label:route:)`` when a target is no `Route`;
  ///   ``ActionRefusal/navigation(_:)`` when `popTo`'s screen is not on the stack.
  public func command<Route: FlowRoute>(
    for navigation: Navigation, visibleStack: PathStack<Route>?
  ) throws(ActionRefusal) -> NavigationCommand<Route>? {
    switch navigation {
    case .none: return nil
    case .push(let route): return .push(try typed(route))
    case .pop(let count): return .pop(count: count)
    case .popTo(let screen):
      if let stack = visibleStack,
        let route = stack.routesFromTop.first(where: { $0.screenRoute.screen == screen })
      {
        return .popTo(route)
      }
      throw .navigation(.notOnStack(route: screen, owner: visibleStack?.owner ?? .standalone))
    case .popToRoot: return .popToRoot()
    case .replace(let routes):
      var typedRoutes: [Route] = []
      typedRoutes.reserveCapacity(routes.count)
      for route in routes { typedRoutes.append(try typed(route)) }
      return .setPath(typedRoutes)
    case .present(let id, let root, let style, let hasNavigation):
      let first: Route = try typed(root)
      return .present(
        hasNavigation
          ? .flow(first, id: id, style: style) : .screen(first, id: id, style: style))
    case .dismiss: return .dismiss
    case .switchTab(let tab): return .selectTab(tab)
    case .open(let url): return .open(url: url)
    }
  }

  private func typed<Route: FlowRoute>(_ route: ScreenRoute) throws(ActionRefusal) -> Route {
    guard let typed = Route(route) else { throw .routeNotInApp(label: label, route: route) }
    return typed
  }
}
