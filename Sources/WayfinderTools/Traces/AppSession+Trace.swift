public import Wayfinder
public import WayfinderFlowFiles

extension AppSession {
  /// Performs the input of a trace entry, as the session's commands are performed: applied to
  /// a copy and kept only when it succeeds, then, when `settling`, the launch goes on while
  /// only time can move it (``settle()``).
  ///
  /// Inputs the REPL has a command for are those commands; the others are what an app does
  /// that the REPL does not (push a route, finish a step, suspend), performed through the
  /// same runtime. Hand-shakes matter to a session started with `waitsForHandshakes`, and are
  /// ignored by one without, as a coordinator's are. `launch` and
  /// outcomes are no inputs of a running session: the replay starts a session for a launch
  /// or a restore, and reaches a move's point itself.
  ///
  /// - Parameters:
  ///   - event: The input.
  ///   - settling: Whether the launch then goes on while only time can move it.
  /// - Returns: What it did.
  /// - Throws: `SessionError` saying why it was refused; nothing changed then.
  public mutating func perform(
    recorded event: TraceEvent, settling: Bool
  ) throws(SessionError) -> SessionOutput {
    var copy = self
    var output = SessionOutput()
    switch event {
    case .tap(_, let label):
      output = try copy.perform(SessionCommand.tap(.label(label)), settling: false)
    case .navigate(.open(let url)):
      output = try copy.perform(SessionCommand.open(url), settling: false)
    case .navigate(let command):
      output = SessionOutput(try copy.navigate(command))
    case .setFacts(let facts):
      output = SessionOutput(try copy.live(.setFacts(facts)))
    case .finish(let step):
      output = SessionOutput(try copy.live(.finish(step)))
    case .cancel(let step):
      output = try copy.perform(SessionCommand.cancel(step.rawValue), settling: false)
    case .cancelAll: output = try copy.perform(SessionCommand.cancelAll, settling: false)
    case .run(let steps):
      output = try copy.perform(SessionCommand.run(steps.map(\.rawValue)), settling: false)
    case .merge(let ids):
      let steps: [InteractionStep<ScreenRoute>]
      do throws(ActionRefusal) {
        steps = try program.steps(ids)
      } catch {
        throw SessionError(error)
      }
      do throws(InteractionPlanError) {
        // The sequence run again by the app's own code, merged as a launch's run is.
        output = copy.stamped(
          SessionOutput(
            try copy.life.withInteractions { launch, state throws(InteractionPlanError) in
              try launch.run(steps, in: &state)
            }))
      } catch {
        throw .launch(error)
      }
    case .background: output = try copy.perform(SessionCommand.background, settling: false)
    case .foreground: output = try copy.perform(SessionCommand.foreground, settling: false)
    case .suspend:
      output = copy.stamped(
        SessionOutput(copy.life.withInteractions { launch, state in launch.suspend(in: &state) }))
    case .resume:
      output = copy.stamped(
        SessionOutput(copy.life.withInteractions { launch, state in launch.resume(in: &state) }))
    case .relaunch(let source, let link):
      output = try copy.perform(
        SessionCommand.relaunch(from: LaunchOrigin(source, link: link)), settling: false)
    case .wait(let duration):
      output = try copy.perform(SessionCommand.wait(duration), settling: false)
    case .presentationFinished(let modal):
      output = SessionOutput(try copy.live(.presentationFinished(modal)))
    case .dismissalFinished(let modal):
      output = SessionOutput(try copy.live(.dismissalFinished(modal)))
    case .openWindow:
      output = try copy.perform(SessionCommand.window(.open), settling: false)
    case .activateWindow(let scene):
      output = try copy.perform(SessionCommand.window(.activate(scene.number)), settling: false)
    case .closeWindow(let scene):
      output = try copy.perform(SessionCommand.window(.close(scene.number)), settling: false)
    case .launch, .restore, .move, .line, .transition, .launchEvent, .dropped:
      break
    }
    if settling { output.append(contentsOf: copy.settle()) }
    self = copy
    return output
  }
}
