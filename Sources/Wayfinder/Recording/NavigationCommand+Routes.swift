extension NavigationCommand {
  /// The same command over other routes: every route it holds, modal stacks included, through
  /// `transform`. O(routes held).
  package func mappingRoutes<Other: Hashable & Sendable>(
    _ transform: (Route) -> Other
  ) -> NavigationCommand<Other> {
    switch self {
    case .push(let route, let target): .push(transform(route), on: target)
    case .pushAll(let routes, let target): .pushAll(routes.map(transform), on: target)
    case .pop(let count, let target): .pop(count: count, on: target)
    case .popTo(let route, let target): .popTo(transform(route), on: target)
    case .popToRoot(let target): .popToRoot(on: target)
    case .setPath(let routes, let target): .setPath(routes.map(transform), on: target)
    case .selectTab(let tab): .selectTab(tab)
    case .present(let modal): .present(modal.mappingRoutes(transform))
    case .dismiss: .dismiss
    case .dismissModal(let id): .dismissModal(id)
    case .dismissAll: .dismissAll
    case .returnFrom(let id): .returnFrom(id)
    case .open(let url): .open(url: url)
    case .showLaunchScreen(let route): .showLaunchScreen(route.map(transform))
    case .finishLaunch: .finishLaunch
    case .setRoot(let root, let path, let target):
      .setRoot(transform(root), path: path.map(transform), on: target)
    case .replaceTop(let route, let target): .replaceTop(transform(route), on: target)
    case .popFrom(let route, let position, let target):
      .popFrom(transform(route), at: position, on: target)
    case .pushNew(let route, let target): .pushNew(transform(route), on: target)
    case .bringToFront(let route, let target): .bringToFront(transform(route), on: target)
    case .back: .back
    case .presentOrReveal(let modal): .presentOrReveal(modal.mappingRoutes(transform))
    case .addTab(let tab, let index):
      .addTab(
        NavigationTab(
          tab.id, root: transform(tab.stack.root), path: tab.stack.path.map(transform)),
        at: index)
    case .removeTab(let id): .removeTab(id)
    case .selectDetent(let detent, let modal): .selectDetent(detent, modal: modal)
    case .transaction(let commands): .transaction(commands.map { $0.mappingRoutes(transform) })
    case .select(let route, let column): .select(transform(route), in: column)
    case .setWidth(let width): .setWidth(width)
    case .deselect(let column): .deselect(column)
    case .beginBack: .beginBack
    case .completeBack: .completeBack
    case .cancelBack: .cancelBack
    }
  }
}

extension Modal {
  /// The same modal over other routes, its mark kept.
  package func mappingRoutes<Other: Hashable & Sendable>(_ transform: (Route) -> Other) -> Modal<
    Other
  > {
    var modal = Modal<Other>(
      id: id, style: style,
      stack: PathStack(root: transform(stack.root), path: stack.path.map(transform)),
      hasNavigation: hasNavigation)
    modal.interaction = interaction
    modal.resultReceiver = resultReceiver
    modal.detents = detents
    modal.selectedDetent = selectedDetent
    return modal
  }
}

extension TransitionCause {
  /// The same cause over other routes.
  package func mappingRoutes<Other: Hashable & Sendable>(
    _ transform: (Route) -> Other
  ) -> TransitionCause<Other> {
    switch self {
    case .command(let command): .command(command.mappingRoutes(transform))
    case .interaction(let change):
      switch change {
      case .present(let modal, let mark):
        .interaction(.present(modal.mappingRoutes(transform), mark))
      case .end(let step): .interaction(.end(step))
      case .holdDeepLinks: .interaction(.holdDeepLinks)
      case .releaseDeepLinks: .interaction(.releaseDeepLinks)
      case .showHome: .interaction(.showHome)
      }
    case .window(let change): .window(change)
    }
  }
}
