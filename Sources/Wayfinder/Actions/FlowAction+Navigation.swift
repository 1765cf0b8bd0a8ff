extension FlowAction {
  /// The action's navigation with every ``ForwardedArgument`` filled in from `current` (the
  /// route of the screen the action is on) and `facts`. O(forwarded arguments + routes named).
  ///
  /// - Throws: ``ActionRefusal/unresolvedArgument(label:source:)`` when a source has no value.
  public func resolvedNavigation(
    from current: ScreenRoute?, facts: Facts
  ) throws(ActionRefusal) -> Navigation {
    guard !forwardedArguments.isEmpty else { return navigation }
    var routes = navigation.routes
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
    var remaining = routes[...]
    return navigation.replacingRoutes(from: &remaining)
  }

  /// The core command for `navigation` (resolved), given the stack on screen, which a `popTo`
  /// searches. `nil` for ``Navigation/none``. O(stack depth) for `popTo`, O(1) otherwise, and
  /// the sum of its steps' for a transaction, whose `popTo` steps search `visibleStack` too:
  /// ``command(for:in:rules:)`` searches the stack the steps before each one leave.
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
    case .present(let id, let root, let style, let hasNavigation, let detents, let detent):
      let first: Route = try typed(root)
      let modal: Modal<Route> =
        hasNavigation ? .flow(first, id: id, style: style) : .screen(first, id: id, style: style)
      return .present(
        detents.isEmpty ? modal : modal.presentationDetents(detents, selection: detent))
    case .dismiss: return .dismiss
    case .switchTab(let tab): return .selectTab(tab)
    case .open(let url): return .open(url: url)
    case .back: return .back
    case .dismissAll: return .dismissAll
    case .setRoot(let route): return .setRoot(try typed(route))
    case .replaceTop(let route): return .replaceTop(try typed(route))
    case .pushNew(let route): return .pushNew(try typed(route))
    case .bringToFront(let route): return .bringToFront(try typed(route))
    case .select(let route, let column): return .select(try typed(route), in: column)
    case .deselect(let column): return .deselect(column)
    case .transaction(let steps):
      var commands: [NavigationCommand<Route>] = []
      commands.reserveCapacity(steps.count)
      for step in steps {
        if let command = try command(for: step, visibleStack: visibleStack) {
          commands.append(command)
        }
      }
      return .transaction(commands)
    }
  }

  /// The core command for `navigation` (resolved) on `state`: as
  /// ``command(for:visibleStack:)``, but a `popTo` step of a transaction searches the stack
  /// the steps before it leave, which are applied to a copy of `state` under `rules` to find
  /// it. O(the steps before such a step) beside ``command(for:visibleStack:)``'s cost.
  ///
  /// - Throws: As ``command(for:visibleStack:)``, and ``ActionRefusal/navigation(_:)`` with
  ///   the refusal of a step before a `popTo` step, which the transaction would meet too.
  public func command<Route: FlowRoute>(
    for navigation: Navigation, in state: NavigationState<Route>, rules: NavigationRules<Route>
  ) throws(ActionRefusal) -> NavigationCommand<Route>? {
    guard case .transaction(let steps) = navigation else {
      return try command(for: navigation, visibleStack: state.visibleStack)
    }
    var reached = state
    var commands: [NavigationCommand<Route>] = []
    var applied = 0
    for step in steps {
      if step.searchesStack, applied < commands.count {
        do throws(NavigationError) {
          try reached.apply(.transaction(Array(commands[applied...])), rules: rules)
        } catch {
          throw .navigation(error)
        }
        applied = commands.count
      }
      if let command = try command(for: step, in: reached, rules: rules) {
        commands.append(command)
      }
    }
    return .transaction(commands)
  }

  private func typed<Route: FlowRoute>(_ route: ScreenRoute) throws(ActionRefusal) -> Route {
    guard let typed = Route(route) else { throw .routeNotInApp(label: label, route: route) }
    return typed
  }
}

extension FlowAction.Navigation {
  /// The routes the navigation names, in order, a transaction's steps one after another:
  /// what ``ForwardedArgument/route`` counts. O(routes).
  public var routes: [ScreenRoute] {
    switch self {
    case .push(let route), .setRoot(let route), .replaceTop(let route), .pushNew(let route),
      .bringToFront(let route), .present(_, let route, _, _, _, _), .select(let route, _):
      [route]
    case .replace(let routes): routes
    case .transaction(let steps): steps.flatMap(\.routes)
    case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open, .back, .dismissAll,
      .deselect:
      []
    }
  }

  /// The navigation with its routes taken in order from the start of `routes`, which loses
  /// them: the inverse of ``routes``.
  func replacingRoutes(from routes: inout ArraySlice<ScreenRoute>) -> Self {
    func next(_ route: ScreenRoute) -> ScreenRoute { routes.popFirst() ?? route }
    switch self {
    case .push(let route): return .push(next(route))
    case .setRoot(let route): return .setRoot(next(route))
    case .replaceTop(let route): return .replaceTop(next(route))
    case .pushNew(let route): return .pushNew(next(route))
    case .bringToFront(let route): return .bringToFront(next(route))
    case .select(let route, let column): return .select(next(route), in: column)
    case .present(let id, let root, let style, let hasNavigation, let detents, let detent):
      return .present(
        id, root: next(root), style: style, hasNavigation: hasNavigation, detents: detents,
        detent: detent)
    case .replace(let list): return .replace(list.map(next))
    case .transaction(let steps):
      return .transaction(steps.map { $0.replacingRoutes(from: &routes) })
    case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open, .back, .dismissAll,
      .deselect:
      return self
    }
  }

  /// Whether the command of this navigation depends on the stack on screen (`popTo`, which
  /// looks its screen up there).
  var searchesStack: Bool {
    switch self {
    case .popTo: true
    case .transaction(let steps): steps.contains(where: \.searchesStack)
    default: false
    }
  }
}
