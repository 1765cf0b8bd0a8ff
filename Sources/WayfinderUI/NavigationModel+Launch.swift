public import Wayfinder

/// The launch sequence through the model: step requests, hand-shakes and facts. Each call
/// returns the task doing it on the launch coordinator; the model is up to date — its state
/// and its ``NavigationModel/facts`` — when the task ends.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Finishes modal launch step `step` (its screen's "done" action). A refusal is reported.
  ///
  /// - Returns: The task doing it on the launch coordinator; await its value to know the
  ///   outcome (`nil` when refused). The model is up to date when it ends.
  @discardableResult
  public func finish(_ step: StepID) -> Task<StepRequestOutcome?, Never> {
    request(step) { launch throws(StepRequestError) in try await launch.finish(step) }
  }

  /// Cancels launch step `step`. A refusal is reported.
  ///
  /// - Returns: The task doing it; see ``finish(_:)``.
  @discardableResult
  public func cancel(_ step: StepID) -> Task<StepRequestOutcome?, Never> {
    request(step) { launch throws(StepRequestError) in try await launch.cancel(step) }
  }

  /// Sets launch facts: a gate whose condition stops holding ends, and the steps and actions
  /// that read them see the new values.
  ///
  /// - Returns: The task doing it; ``facts`` holds the new values when it ends.
  @discardableResult
  public func setFacts(_ changes: Facts) -> Task<Void, Never> {
    Task {
      guard let launch else { return }
      await launch.setFacts(changes)
      await syncFacts()
      refresh()
    }
  }

  /// Tells the launch coordinator that modal `modal` is on screen: call it when its
  /// presentation animation ends (a SwiftUI sheet's content `onAppear`, UIKit's `present`
  /// completion). Only a coordinator created with `waitsForHandshakes: true` waits for it;
  /// confirming every modal, the app's own included, is fine.
  ///
  /// - Returns: The task telling it; its value says whether the coordinator was waiting for
  ///   this one.
  @discardableResult
  public func presentationFinished(_ modal: ModalID) -> Task<Bool, Never> {
    Task {
      guard let launch else { return false }
      let awaited = await launch.presentationFinished(modal)
      await syncFacts()
      refresh()
      return awaited
    }
  }

  /// Tells the launch coordinator that modal `modal` has gone from the screen: call it when
  /// its dismissal animation ends (SwiftUI's `onDismiss`, UIKit's `dismiss` completion). The
  /// next launch modal presents only then, when the coordinator waits for hand-shakes.
  ///
  /// - Returns: The task telling it; see ``presentationFinished(_:)``.
  @discardableResult
  public func dismissalFinished(_ modal: ModalID) -> Task<Bool, Never> {
    Task {
      guard let launch else { return false }
      let awaited = await launch.dismissalFinished(modal)
      await syncFacts()
      refresh()
      return awaited
    }
  }

  /// Confirms whatever dismissal the launch coordinator waits for: for SwiftUI's
  /// `onDismiss:`, which does not say which modal went.
  ///
  /// - Returns: The task telling it; its value says whether a dismissal was awaited.
  @discardableResult
  public func dismissalFinished() -> Task<Bool, Never> {
    Task {
      guard let launch, case .dismissal(let modal)? = await launch.awaitedHandshake else {
        return false
      }
      let awaited = await launch.dismissalFinished(modal)
      await syncFacts()
      refresh()
      return awaited
    }
  }

  private func request(
    _ step: StepID,
    _ body:
      @escaping @Sendable (InteractionCoordinator<Route>) async throws(StepRequestError) ->
      StepRequestOutcome
  ) -> Task<StepRequestOutcome?, Never> {
    Task {
      guard let launch else {
        report(.step(.unknownStep(step, known: [])))
        return nil
      }
      do throws(StepRequestError) {
        let outcome = try await body(launch)
        await syncFacts()
        refresh()
        return outcome
      } catch {
        refresh()
        report(.step(error))
        return nil
      }
    }
  }
}
