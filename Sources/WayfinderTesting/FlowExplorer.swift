public import Wayfinder

/// Explores an app built on the flow runtime — generated routes or your own `FlowRoute` enum —
/// at random, from your unit tests: runs of random commands (taps among the screen's actions,
/// back, deep links, facts, time, background and foreground) from a fresh launch, with the
/// engine's invariants (of the state, of the sequence, of the two agreeing, and that each
/// transition did what its command says) and your properties checked after each; the first
/// break is shrunk to the shortest run that breaks it the same way, and the seed replays
/// everything.
///
/// ```swift
/// @Test func explorationKeepsTheProperties() throws {
///   let explorer = FlowExplorer(
///     program: DemoFlow.program(), deepLinks: ["demo://item/7", "demo://settings"],
///     factValues: ["updateRequired": [.bool(true), .bool(false)]],
///     properties: [FlowProperty("no item while launching", .never(try Condition(
///       parsing: #"screen == "item" && phase == "launching""#, facts: PropertyFacts.names)))])
///   let result = explorer.explore(seed: 42, runs: 200, length: 40)
///   #expect(result.failure == nil, "\(result)")
/// }
/// ```
///
/// O(runs × length) commands; shrinking replays a failing run O(n² log n) times at most.
public struct FlowExplorer<Route: FlowRoute>: Sendable {
  /// One command of an exploration.
  public enum Command: Hashable, Sendable, CustomStringConvertible {
    /// Take the action labelled so on the screen on top.
    case tap(String)
    /// Pop the visible stack.
    case back
    /// Open a deep link.
    case open(String)
    /// Set a fact.
    case set(String, FactValue)
    /// Let time pass.
    case wait(Duration)
    /// The app goes to the background.
    case background
    /// The app comes back: the launch sequence runs again.
    case foreground

    /// `tap Unlock`, `open demo://item/7`, `set updateRequired true`, `wait 500ms`.
    public var description: String {
      switch self {
      case .tap(let label): "tap \(label)"
      case .back: "back"
      case .open(let url): "open \(url)"
      case .set(let fact, let value): "set \(fact) \(value)"
      case .wait(let duration): "wait \(duration)"
      case .background: "background"
      case .foreground: "foreground"
      }
    }
  }

  /// What broke, and the shortest run found that breaks it the same way.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// A property's name, or `invariant`.
    public var broken: String
    /// What went wrong.
    public var message: String
    /// The run's commands up to the break.
    public var found: [Command]
    /// The shortest run found that breaks it the same way.
    public var shrunk: [Command]

    /// The message, then the shrunk commands, one per line.
    public var description: String {
      ([message, "shrunk from \(found.count) commands to \(shrunk.count):"]
        + shrunk.map { "  \($0)" }).joined(separator: "\n")
    }
  }

  /// What an exploration did.
  public struct Result: Sendable, CustomStringConvertible {
    /// The seed that replays it.
    public var seed: UInt64
    /// The runs done.
    public var runs: Int
    /// The commands applied (refused ones are not counted).
    public var commands: Int
    /// The first break, shrunk; `nil` when everything held.
    public var failure: Failure?

    /// `explored 200 runs, 8000 commands, seed 42`, and the failure if any.
    public var description: String {
      "explored \(runs) runs, \(commands) commands, seed \(seed)"
        + (failure.map { "\n\($0)" } ?? "")
    }
  }

  /// The app.
  public let program: FlowProgram<Route>
  /// The deep links to open, good and bad.
  public let deepLinks: [String]
  /// The values each fact may be set to.
  public let factValues: [String: [FactValue]]
  /// What must hold after every command.
  public let properties: [FlowProperty]
  /// `factValues` in name order, so that a seed draws the same fact every time.
  private let facts: [(name: String, values: [FactValue])]

  /// An explorer of `program`.
  public init(
    program: FlowProgram<Route>, deepLinks: [String] = [], factValues: [String: [FactValue]] = [:],
    properties: [FlowProperty] = []
  ) {
    self.program = program
    self.deepLinks = deepLinks
    self.factValues = factValues
    self.properties = properties
    facts = factValues.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Explores `runs` runs of `length` commands from `seed`.
  public func explore(seed: UInt64, runs: Int = 100, length: Int = 50) -> Result {
    var random = SeededRandomNumberGenerator(seed: seed)
    var result = Result(seed: seed, runs: 0, commands: 0)
    for run in 1...max(1, runs) {
      result.runs = run
      guard var app = App(program, properties) else { break }
      var commands: [Command] = []
      var tries = 0
      while commands.count < length, tries < length * 20 {
        tries += 1
        let command = next(for: app, using: &random)
        guard app.perform(command) else { continue }
        commands.append(command)
        result.commands += 1
        if let broke = app.broken {
          let shrunk = CommandShrinking.shrink(commands) { candidate in
            replay(candidate, breaking: broke.name)
          }
          result.failure = Failure(
            broken: broke.name, message: broke.message, found: commands, shrunk: shrunk)
          return result
        }
      }
    }
    return result
  }

  /// Replays `commands` from a fresh launch: the ones that applied, when it breaks `name`.
  private func replay(_ commands: [Command], breaking name: String) -> [Command]? {
    guard var app = App(program, properties) else { return nil }
    var applied: [Command] = []
    for command in commands where app.perform(command) {
      applied.append(command)
      if let broke = app.broken { return broke.name == name ? applied : nil }
    }
    return nil
  }

  private func next(for app: App, using random: inout SeededRandomNumberGenerator) -> Command {
    let labels = app.labels
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 45, let label = labels.randomElement(using: &random) { return .tap(label) }
    if roll < 65 {
      if let deadline = app.launch.nextDeadline, Bool.random(using: &random) {
        return .wait(deadline - app.launch.now)
      }
      return .wait(.milliseconds(Int.random(in: 1...2_000, using: &random)))
    }
    if roll < 75 { return .back }
    if roll < 85, let url = deepLinks.randomElement(using: &random) { return .open(url) }
    if roll < 95, let (fact, values) = facts.randomElement(using: &random),
      let value = values.randomElement(using: &random)
    {
      return .set(fact, value)
    }
    switch roll {
    case 95..<98: return .background
    default: return .foreground
    }
  }

  /// One run's app: the simulation, the state and the property monitor.
  private struct App {
    let program: FlowProgram<Route>
    var launch: LaunchSimulation<Route>
    var state: NavigationState<Route>
    var monitor: PropertyMonitor
    var inBackground = false
    var broken: (name: String, message: String)?

    init?(_ program: FlowProgram<Route>, _ properties: [FlowProperty]) {
      guard let (launch, state, _) = try? LaunchSimulation.launch(program) else { return nil }
      self.program = program
      self.launch = launch
      self.state = state
      monitor = PropertyMonitor(properties, version: program.version)
      settle()
      check()
    }

    /// Lets the launch play while only time can move it, as a scenario and the REPL do, so a
    /// run is not spent waiting for a splash.
    private mutating func settle() { _ = launch.settle(in: &state) }

    var labels: [String] {
      guard let route = state.visibleRoute else { return [] }
      return program.actions(on: route).map(\.label)
    }

    /// Performs `command`; `false` when the app refused it (nothing changed).
    mutating func perform(_ command: Command) -> Bool {
      let saved = (launch, state)
      let output: LaunchSimulation<Route>.Output
      do throws(any Error) {
        switch command {
        case .tap(let label):
          guard let route = state.visibleRoute,
            let action = program.actions(on: route).first(where: { $0.label == label })
          else { return false }
          output = try launch.perform(action, of: program, in: &state)
        case .back: output = try launch.apply(.pop(), to: &state, rules: program.rules)
        case .open(let url):
          output = try launch.apply(.open(url: url), to: &state, rules: program.rules)
        case .set(let fact, let value): output = launch.setFacts([fact: value], in: &state)
        case .wait(let duration): output = launch.advance(by: duration, in: &state)
        case .background:
          inBackground = true
          output = launch.enterBackground(in: &state)
        case .foreground:
          inBackground = false
          output = try launch.enterForeground(of: program, in: &state)
        }
      } catch {
        (launch, state) = saved
        return false
      }
      settle()
      check(output.transitions)
      return true
    }

    /// Checks the state, the sequence, the two agreeing, that each of the command's
    /// `transitions` kept its promise, and the properties.
    private mutating func check(_ transitions: [StateTransition<Route>] = []) {
      guard broken == nil else { return }
      var problems = transitions.flatMap { $0.contractViolations() }
      problems += state.invariantViolations() + launch.invariantViolations(with: state)
      if let problem = problems.first {
        broken = ("invariant", "the engine broke an invariant: \(problem)")
      } else if let violation = monitor.check(
        PropertyFacts.of(state, facts: launch.facts, inBackground: inBackground)
      ).first {
        broken = (violation.property, violation.description)
      }
    }
  }
}
