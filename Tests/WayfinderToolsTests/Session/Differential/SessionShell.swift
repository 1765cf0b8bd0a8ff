import Foundation
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The virtual-time shell: an `AppSession` over the app's flow files, given the commands of
/// the differential test as the REPL gives them.
struct SessionShell {
  /// What a command did: the refusal's words, if refused, and the events it caused.
  struct Outcome {
    var refusal: String?
    var events: [InteractionEvent] = []
  }

  private(set) var session: AppSession

  /// The app launched.
  static func start(_ definition: FlowDefinition) throws -> (SessionShell, [InteractionEvent]) {
    let (session, output) = try AppSession.start(definition)
    return (SessionShell(session: session), output.events)
  }

  var program: FlowProgram<ScreenRoute> { session.program }

  /// The session's offset from the launch's own clock: the time of earlier launches, which
  /// the session adds to its events after a relaunch.
  var earlierTime: Duration { session.time - session.launch.now }

  /// Performs `command`; `wait` goes through ``advance(by:)`` instead.
  mutating func apply(_ command: DifferentialCommand) -> Outcome {
    let sessionCommand: SessionCommand
    switch command {
    case .tap(let label): sessionCommand = .tap(.label(label))
    case .back: sessionCommand = .back
    case .pop: sessionCommand = .pop
    case .root: sessionCommand = .root
    case .dismiss: sessionCommand = .dismiss
    case .tab(let id): sessionCommand = .selectTab(id)
    case .open(let url): sessionCommand = .open(url)
    case .set(let fact, let value): sessionCommand = .set(fact: fact, value: value)
    case .wait(let duration): sessionCommand = .wait(duration)
    case .background: sessionCommand = .background
    case .foreground: sessionCommand = .foreground
    case .run(let step): sessionCommand = .run([step])
    case .cancel(let step): sessionCommand = .cancel(step)
    case .cancelAll: sessionCommand = .cancelAll
    case .relaunch(let origin), .coldLaunch(let origin):
      sessionCommand = .relaunch(from: origin)
    case .openWindow: sessionCommand = .window(.open)
    case .activateWindow(let number): sessionCommand = .window(.activate(number))
    case .closeWindow(let number): sessionCommand = .window(.close(number))
    case .saveAndRestore: return saveAndRestore()
    }
    do throws(SessionError) {
      return Outcome(events: try session.perform(sessionCommand, settling: false).events)
    } catch {
      return Outcome(refusal: Self.words(for: error, of: command))
    }
  }

  /// Lets `duration` pass; what the session does on `wait`.
  mutating func advance(by duration: Duration) -> [InteractionEvent] {
    do throws(SessionError) {
      return try session.perform(.wait(duration), settling: false).events
    } catch {
      return []  // a wait is never refused
    }
  }

  /// Saves the state, the facts and the other windows as JSON and resumes the app from them.
  private mutating func saveAndRestore() -> Outcome {
    do {
      let life = session.life
      let others = Dictionary(
        uniqueKeysWithValues: life.scenes.filter { $0 != life.activeScene }.compactMap { scene in
          life.navigation(in: scene).map { (scene, $0) }
        })
      let saved = try Self.roundTrip(
        Saved(
          state: session.state, facts: session.facts, activeScene: life.activeScene,
          otherScenes: others))
      let (resumed, output) = try AppSession.resume(
        session.definition, state: saved.state, facts: saved.facts,
        activeScene: saved.activeScene, otherScenes: saved.otherScenes)
      session = resumed
      return Outcome(events: output.events)
    } catch {
      return Outcome(refusal: "\(error)")
    }
  }

  /// What a save and restore keeps: the active window's state, the facts, and which window is
  /// active with every other one's state.
  struct Saved: Codable, Equatable {
    var state: NavigationState<ScreenRoute>
    var facts: Facts
    var activeScene: SceneID
    var otherScenes: [SceneID: NavigationState<ScreenRoute>]
  }

  /// `saved` encoded with `JSONEncoder` and decoded again; a value that does not come back
  /// equal is an error.
  static func roundTrip(_ saved: Saved) throws -> Saved {
    let decoded = try JSONDecoder().decode(Saved.self, from: try JSONEncoder().encode(saved))
    guard decoded == saved else {
      throw RoundTripError(description: "the saved state, facts or windows did not come back equal")
    }
    return decoded
  }

  /// The session's words for a refusal. Two differences between the shells are deliberate: a
  /// tap of a label the screen does not have — the REPL answers typed text (numbers, starts of
  /// labels) and the model a label a view passed, so both are reduced to the label — and a
  /// gate's refusal, where the session also names what lifts the gate (from the flow file's
  /// condition, which the model does not have), so it is reduced to the core's refusal.
  static func words(for error: SessionError, of command: DifferentialCommand) -> String {
    switch error {
    case .noActionLabelled, .nothingToTap, .noSuchAction:
      if case .tap(let label) = command { return noSuchAction(label) }
      return error.description
    case .gateHolds(let action, let hold):
      return NavigationError.gateHolds(step: StepID(hold.step), action: action).description
    default:
      return error.description
    }
  }

  /// The shared words for a tap of a label the screen on top does not have.
  static func noSuchAction(_ label: String) -> String { "no action labelled '\(label)' on screen" }

  var view: ShellView {
    var statuses: [StepID: StepStatus?] = [:]
    for id in program.stepOrder { statuses[id] = session.launch.status(of: id) }
    let actions = session.visibleActions.map { action in
      session.isAvailable(action) ? action.label : "\(action.label) (unavailable)"
    }
    let life = session.life
    let windows = life.scenes.map { scene in
      ShellView.Window(
        scene: scene, state: life.navigation(in: scene), cover: life.cover(of: scene))
    }
    return ShellView(
      state: session.state, facts: session.facts, statuses: statuses,
      presentedStep: session.launch.presentedStep, isSuspended: session.launch.isSuspended,
      actions: actions, now: session.launch.now, activeScene: life.activeScene, windows: windows)
  }
}

/// A saved state that did not come back as saved.
struct RoundTripError: Error, CustomStringConvertible {
  var description: String
}
