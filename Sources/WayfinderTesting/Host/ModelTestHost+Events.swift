import Wayfinder
import WayfinderUI

/// What playing a ``HostEvent`` came to.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
enum HostPlayOutcome {
  /// The host did it; the model took it or its writes are on their way.
  case done
  /// The model refused the tap or the gesture at once.
  case refused
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ModelTestHost where Route: FlowRoute {
  /// Plays `event` on what the host shows; `nil` when the host cannot (the tapped label is not
  /// on the screen shown, a back at a root, no sheet to pull down), and nothing happens.
  func play(_ event: HostEvent<Route>) async -> HostPlayOutcome? {
    switch event {
    case .tap(let label):
      guard labels.contains(label) else { return nil }
      return await tap(label) == nil ? .done : .refused
    case .tapThenSelectTab(let label, let id, let delivery):
      guard labels.contains(label), canSelectTab(id) else { return nil }
      let refusal = await tap(label, thenSelect: id, delivery)
      await advance(by: .zero)
      return refusal == nil ? .done : .refused
    case .back(let delivery):
      guard let target = visibleTarget, drawn[target]?.isEmpty == false else { return nil }
      await tapBack(delivery)
    case .push(let routes, let delivery):
      guard !routes.isEmpty, visibleTarget.flatMap({ drawn[$0] }) != nil else { return nil }
      await push(routes, delivery)
    case .selectTab(let id, let delivery):
      guard canSelectTab(id) else { return nil }
      await selectTab(id, delivery)
    case .swipe(let completes, let holding, let delivery):
      guard screen != nil else { return nil }
      guard beginSwipe() else { return .refused }
      await advance(by: holding)
      // The gesture may have been called off meanwhile (a link, the launch): nothing to end.
      if model.backGesture != nil {
        await endSwipe(completes: completes, delivery: delivery)
      }
    case .pullDownSheet(let delivery):
      guard await pullDownSheet(delivery) else { return nil }
    case .closeSheetThenPush(let routes, let sheet, let path):
      guard !routes.isEmpty, await pullDownSheet(sheet) else { return nil }
      await push(routes, path)
    case .refusePresentations(let duration):
      refusePresentations(for: duration)
    case .wait(let duration):
      await advance(by: duration)
    }
    await advance(by: .zero)
    return .done
  }

  /// The labels of the actions of the screen shown.
  var labels: [String] {
    guard let screen, let program = model.program else { return [] }
    return program.actions(on: screen).map(\.label)
  }

  /// Whether the tab bar shows and holds tab `id`: home is up, no modal covers it, and the
  /// tab is not the one shown.
  func canSelectTab(_ id: TabID) -> Bool {
    !model.isLaunching && modals.isEmpty && model.tabs.count > 1 && model.tabs.contains(id)
      && id != selectedTab
  }

  /// The routes the screen shown pushes by its actions (without arguments filled in when the
  /// action is taken), as `NavigationLink`s to them would.
  func pushTargets(from screen: Route?) -> [Route] {
    guard let screen, let program = model.program else { return [] }
    return program.actions(on: screen).compactMap { action in
      guard case .push(let target) = action.navigation, action.forwardedArguments.isEmpty
      else { return nil }
      return Route(target)
    }
  }
}
