extension AppLife {
  /// Performs `event`, all or nothing.
  ///
  /// - Returns: What it did — the transitions and the interaction events — stamped with the
  ///   life's ``time``.
  /// - Throws: ``AppRefusal`` saying why it was refused; then nothing changed.
  public mutating func perform(_ event: AppEvent<Route>) throws(AppRefusal) -> Output {
    switch event {
    case .openWindow, .activateWindow, .closeWindow:
      // Each refuses before it changes anything, so it applies in place: changing the other
      // windows in a copy would copy every window's state, O(windows) an event.
      return try apply(event).shifted(by: earlierTime)
    default:
      var copy = self
      let output = try copy.apply(event)
      self = copy
      return output.shifted(by: earlierTime)
    }
  }

  /// Lets the interaction sequence go on by itself while nothing but time can move it: a run
  /// is going, no step's modal waits for the user, the app is in the foreground, and a splash,
  /// piece of work or timeout is due. What a person watching would see, played at once; what
  /// the REPL's scripts, scenarios and exploration do after each event. O(due items).
  public mutating func settle() -> Output {
    interactions.settle(in: &state).shifted(by: earlierTime)
  }

  /// Applies `event` in place; the caller keeps a copy to drop on failure.
  private mutating func apply(_ event: AppEvent<Route>) throws(AppRefusal) -> Output {
    switch event {
    case .tap(let position):
      return try tap(position)
    case .navigate(let command):
      if case .open(let url) = command { chooseScene(for: url) }
      do throws(NavigationError) {
        return try interactions.apply(command, to: &state, rules: program.rules)
      } catch {
        throw .navigation(error)
      }
    case .setFacts(let facts):
      return interactions.setFacts(facts, in: &state)
    case .wait(let duration):
      // Refused, not cut short, so that what the life saves is what its next launch reads.
      let left = timeLeft
      guard duration <= left else { throw .clock(.pastLimit(duration: duration, left: left)) }
      return interactions.advance(by: duration, in: &state)
    case .background:
      guard !isInBackground else { return Output() }
      isInBackground = true
      backgroundedAt = promptTime
      return interactions.enterBackground(in: &state)
    case .foreground:
      // Coming back while already in the foreground (a scene becoming active again) runs the
      // sequence again too, merged by step, as a foreground always does.
      isInBackground = false
      backgroundedAt = nil
      do throws(InteractionPlanError) {
        return try interactions.enterForeground(of: program, in: &state)
      } catch {
        throw .launch(error)
      }
    case .relaunch(let origin):
      return try relaunch(from: origin)
    case .run(let ids):
      return try run(ids)
    case .cancel(let id):
      guard program.steps[id] != nil else { throw .unknownStep(id, known: program.stepOrder) }
      do throws(StepRequestError) {
        return try interactions.cancel(id, in: &state)
      } catch {
        throw .step(error)
      }
    case .finish(let id):
      do throws(StepRequestError) {
        return try interactions.finish(id, in: &state)
      } catch {
        throw .step(error)
      }
    case .cancelAll:
      return interactions.cancelAll(in: &state)
    case .presentationFinished(let id):
      return interactions.presentationFinished(id, in: &state)
    case .dismissalFinished(let id):
      return interactions.dismissalFinished(id, in: &state)
    case .workReturned(let id, let result):
      return interactions.workReturned(id, result, in: &state)
    case .timeoutFired(let id):
      return interactions.timeoutFired(id, in: &state)
    case .openWindow:
      return try openWindow()
    case .activateWindow(let scene):
      return try activateWindow(scene)
    case .closeWindow(let scene):
      return try closeWindow(scene)
    }
  }

  /// Takes the action at `position` of the screen on top, as one event of the runtime.
  private mutating func tap(_ position: Int) throws(AppRefusal) -> Output {
    let actions = self.actions
    guard actions.indices.contains(position) else {
      throw .noSuchAction(position: position, count: actions.count)
    }
    let action = actions[position]
    do throws(ActionRefusal) {
      return try interactions.perform(action, of: program, in: &state)
    } catch {
      throw .action(error)
    }
  }

  /// Starts the steps `ids` now; ended ones run again.
  private mutating func run(_ ids: [StepID]) throws(AppRefusal) -> Output {
    let steps: [InteractionStep<Route>]
    do throws(ActionRefusal) {
      steps = try program.steps(ids)
    } catch {
      if case .unknownStep(let id, let known) = error { throw .unknownStep(id, known: known) }
      throw .action(error)
    }
    do throws(InteractionPlanError) {
      return try interactions.enqueue(steps, in: &state)
    } catch {
      throw .launch(error)
    }
  }

  /// The app is killed and launched again from `origin`, restoring what this life saves.
  private mutating func relaunch(from origin: LaunchOrigin) throws(AppRefusal) -> Output {
    let elapsed = time
    var (fresh, output) = try Self.coldLaunch(
      program, from: origin, restoring: saved, waitsForHandshakes: waitsForHandshakes,
      timing: timing)
    fresh.earlierTime = elapsed
    self = fresh
    // On the new launch's clock, which starts at zero; `perform` stamps it with the time
    // that passed before.
    return output
  }
}
