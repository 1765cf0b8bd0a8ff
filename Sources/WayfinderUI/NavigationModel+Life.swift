public import Wayfinder

/// The app's life through the model: what to save when the app goes to the background or
/// quits, a relaunch — the process starting again — and the launch events of every launch.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Everything the next launch needs from this one — where the user is, with a held deep
  /// link, the facts, the prompt history and where the prompt clock stands, when the app went
  /// to the background if it is there (``enterBackground()``), and the steps of the sequence
  /// that have not ended — as the launch coordinator has them now
  /// (`InteractionCoordinator.saved`). Hand it to a store when the app goes to the background or
  /// quits; ``coldLaunch(program:restoring:from:clock:waitsForHandshakes:promptClock:)``
  /// takes it back at the next launch.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   if phase == .background {
  ///     model.enterBackground()
  ///     Task { store.save(await model.saved) }
  ///   }
  /// }
  /// ```
  ///
  /// A model without a launch coordinator saves its navigator's state and ``facts`` alone.
  public var saved: SavedLife<Route> {
    get async {
      guard let launch else { return SavedLife(navigation: navigator.state, facts: facts) }
      return await launch.saved
    }
  }

  /// Calls `observer` with every event of the model's launch coordinator from now on, in
  /// order — and, after a relaunch, of the new launch's, from its first event on — until the
  /// returned observation is cancelled or released. The observer runs on the coordinator, as
  /// `InteractionCoordinator.observe(_:)`'s does: keep it short. Event times are on each launch's
  /// own clock, from zero when it began.
  ///
  /// - Parameter observer: What to call with each event.
  /// - Returns: The observation; keep it for as long as you want to observe.
  public nonisolated func observeLaunch(
    _ observer: @escaping @Sendable (InteractionEvent) -> Void
  ) -> ObservationToken {
    eventHub.observe(observer)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel where Route: FlowRoute {
  /// The app is killed and launched again from `origin`: the process restarts, and what the
  /// app's ``saved`` life holds comes back as a cold launch restoring it, by the core's rule
  /// (`FlowProgram.coldLaunch(restoring:at:)`, as `AppLife` relaunches on virtual time).
  ///
  /// The facts, the prompt history and clock, a held deep link and the steps that were up or
  /// queued come back; the stacks come back as the program's `restoreRule` says (measured from
  /// when the app went to the background, if it had). The launch sequence runs again from
  /// `origin`'s source over what came back, so the passcode asks again; a link `origin`
  /// opens is held until the sequence lets it land. The old launch is called off, and the
  /// model takes the new launch's navigator and coordinator (``navigator``, ``launch``), made
  /// as the first were — the same clock, hand-shakes and prompt clock — and recording where
  /// the first recorded; views bound to the model and its stacks follow.
  ///
  /// ```swift
  /// _ = await model.relaunch(from: .link("demo://item/42")).value
  /// ```
  ///
  /// - Parameter origin: Where the new launch comes from.
  /// - Returns: The task doing it; its value is the refusal, or `nil`. A link the app does not
  ///   know is refused (``NavigationRefusal/navigation(_:)``) and the app goes on as it was.
  @discardableResult
  public func relaunch(from origin: LaunchOrigin = .icon) -> Task<NavigationRefusal?, Never> {
    guard let program, let settings = launchSettings, let old = launch else {
      return refused(.noProgram("relaunch"))
    }
    return Task {
      let saved = await old.saved
      // Another relaunch took the model meanwhile: this one relaunches that launch.
      guard launch === old else { return await relaunch(from: origin).value }
      let (launch, steps) = InteractionCoordinator.preparingColdLaunch(
        program, restoring: saved, clock: settings.clock,
        waitsForHandshakes: settings.waitsForHandshakes, promptClock: settings.promptClock)
      if case .link(let url) = origin {
        // A link the app does not know is refused before anything changed, as `AppLife`
        // refuses it; the launch opens one it knows as it begins.
        do throws(NavigationError) {
          _ = try launch.navigator.state.applying(.open(url: url), rules: program.rules)
        } catch {
          return reported(.navigation(error))
        }
      }
      let recorder = old.navigator.recorder
      old.navigator.stopRecording()
      replace(with: launch, facts: saved.facts)
      sequence = steps
      sequenceOrigin = origin
      sequenceIsRelaunch = true
      if let recorder { launch.navigator.startRecording(recorder) }
      // The old process is gone: nothing it started goes on.
      await old.cancelAll()
      return await start().value
    }
  }
}
