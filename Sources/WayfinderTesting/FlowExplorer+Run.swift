import Wayfinder
import WayfinderProperties

extension FlowExplorer {
  /// One run of an exploration: the app's life (``AppLife``), which performs every command as
  /// the event it is, and the checks that read it after each.
  struct Run {
    /// The app's life: where the user is, the interaction sequence, the facts, the prompt
    /// history and clock, the background, time.
    private(set) var life: AppLife<Route>
    /// What the cold launch and the play after it did, checked.
    let launchTransitions: [StateTransition<Route>]
    /// What broke — a property's name, or `invariant` — and the message; `nil` while
    /// everything holds.
    private(set) var broken: (name: String, message: String)?
    /// The properties, with what they remember of the state before (it lives across a
    /// relaunch, as the exploration does).
    private var monitor: PropertyMonitor

    /// A cold launch of `program` from its icon, played while only time can move it, and
    /// checked; `nil` when the program's steps cannot run.
    init?(_ program: FlowProgram<Route>, _ properties: [FlowProperty]) {
      guard let (launched, launchOutput) = try? AppLife.coldLaunch(program) else { return nil }
      var life = launched
      var output = launchOutput
      output.append(life.settle())
      self.life = life
      launchTransitions = output.transitions
      monitor = PropertyMonitor(properties, version: program.version)
      check(launchTransitions)
    }

    /// The labels of the actions of the screen on top, which a tap names.
    var labels: [String] { life.actions.map(\.label) }

    /// What a person can do to the app now.
    var inputs: UserInputs<Route> { UserInputs(life) }

    /// Performs `command` as the event it is, all or nothing, then lets the app play while only
    /// time can move it, as a scenario and the REPL do (so a run is not spent waiting for a
    /// splash), and checks what both did.
    ///
    /// - Returns: The transitions the command and the play after it made, checked; `nil` when
    ///   the app refused it (nothing changed).
    mutating func perform(_ command: Command) -> [StateTransition<Route>]? {
      guard let event = event(of: command), var output = try? life.perform(event) else {
        return nil
      }
      output.append(life.settle())
      let transitions = output.transitions
      check(transitions, command: command.description)
      return transitions
    }

    /// The event `command` is; `nil` for a tap on a label no action of the screen on top has.
    private func event(of command: Command) -> AppEvent<Route>? {
      switch command {
      case .tap(let label): life.actions.firstIndex { $0.label == label }.map { .tap($0) }
      case .back: .navigate(.back)
      case .beginBack: .navigate(.beginBack)
      case .completeBack: .navigate(.completeBack)
      case .cancelBack: .navigate(.cancelBack)
      case .open(let url): .navigate(.open(url: url))
      case .set(let fact, let value): .setFacts([fact: value])
      case .wait(let duration): .wait(duration)
      case .background: .background
      case .foreground: .foreground
      case .relaunch: .relaunch(from: .icon)
      case .run(let step): .run([step])
      case .cancel(let step): .cancel(step)
      case .navigate(let command): .navigate(command)
      case .openWindow: .openWindow
      case .activateWindow(let scene): .activateWindow(scene)
      case .closeWindow(let scene): .closeWindow(scene)
      }
    }

    /// Checks the state, the sequence, the two agreeing, the windows, that each of
    /// `transitions` kept its command's promise, and the properties, which read `command` as the command that led
    /// here.
    private mutating func check(_ transitions: [StateTransition<Route>], command: String = "") {
      guard broken == nil else { return }
      var problems = transitions.flatMap { $0.contractViolations() }
      problems += life.state.invariantViolations()
      problems += life.interactions.invariantViolations(with: life.state)
      problems += life.sceneInvariantViolations()
      if let problem = problems.first {
        broken = ("invariant", "the engine broke an invariant: \(problem)")
      } else if let violation = monitor.check(
        PropertyFacts.of(life, command: command, reading: monitor.names)
      ).first {
        broken = (violation.property, violation.description)
      }
    }
  }
}
