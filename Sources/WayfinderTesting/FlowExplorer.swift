public import Wayfinder
public import WayfinderProperties

/// Explores an app built on the flow runtime — generated routes or your own `FlowRoute` enum —
/// at random, from your unit tests: runs of random commands from a fresh launch — what a user can
/// do on the screen they see (taps among the screen's actions, back where the rules allow it —
/// now and then as a back gesture, begun where the core lets one begin and then completed or
/// cancelled — deep links, time, background and foreground, relaunch, and windows opened,
/// switched and closed in an app with several; nothing touched in the background, as
/// `UserInputs` says), what the world does (each fact set to one of the `factValues` you
/// declare), and the commands your own generator draws; steps run and cancelled only when
/// `inputs` holds `InputKind.host` — with the engine's
/// invariants (of the state, of the sequence, of the two agreeing, and that each transition did
/// what its command says) and your properties checked after each; the first break is shrunk to
/// the shortest run that breaks it the same way, and the seed replays everything.
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
  /// The values each fact may be set to: what the world does to the app (`InputKind.world`).
  public let factValues: [String: [FactValue]]
  /// What must hold after every command.
  public let properties: [FlowProperty]
  /// The app's own commands: given the state, draws one (or `nil` to leave the turn to the
  /// built-in mix). Drawn for about one command in five when given, whatever ``inputs`` says.
  public let generator: Generator?
  /// The kinds of the built-in commands drawn: by default a user's and the world's
  /// (`InputKind.byDefault`); with `InputKind.host`, steps run and cancelled too.
  public let inputs: Set<InputKind>
  /// `factValues` in name order, so that a seed draws the same fact every time.
  private let facts: [(name: String, values: [FactValue])]

  /// Draws a command of the app's own from the state on screen, with the exploration's random
  /// numbers (so the seed replays it).
  public typealias Generator =
    @Sendable (NavigationState<Route>, inout SeededRandomNumberGenerator) -> Command?

  /// An explorer of `program`.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - deepLinks: The deep links to open, good and bad.
  ///   - factValues: The values each fact may be set to.
  ///   - properties: What must hold after every command.
  ///   - generator: Commands of the app's own, drawn beside the built-in ones.
  ///   - inputs: The kinds of the built-in commands drawn.
  public init(
    program: FlowProgram<Route>, deepLinks: [String] = [], factValues: [String: [FactValue]] = [:],
    properties: [FlowProperty] = [], generator: Generator? = nil,
    inputs: Set<InputKind> = InputKind.byDefault
  ) {
    self.inputs = inputs
    self.program = program
    self.deepLinks = deepLinks
    self.factValues = factValues
    self.properties = properties
    self.generator = generator
    facts = factValues.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Explores `runs` runs of `length` commands from `seed`.
  public func explore(seed: UInt64, runs: Int = 100, length: Int = 50) -> Result {
    var random = SeededRandomNumberGenerator(seed: seed)
    // Whether a back is played as a gesture, and how a gesture ends, come from numbers of
    // their own, so that the other draws of a seed stay as they were before gestures.
    var gestures = SeededRandomNumberGenerator(seed: seed ^ 0x6765_7374_7572_6573)
    var result = Result(seed: seed, runs: 0, commands: 0)
    for run in 1...max(1, runs) {
      result.runs = run
      guard var app = Run(program, properties) else { break }
      var commands: [Command] = []
      var tries = 0
      while commands.count < length, tries < length * 20 {
        tries += 1
        let command = next(for: app, using: &random, gestures: &gestures)
        guard app.perform(command) != nil else { continue }
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

  /// What replaying a list of commands did.
  public struct Replay: Sendable {
    /// The commands that applied, up to the first break.
    public var applied: [Command]
    /// The commands the app refused (they changed nothing).
    public var refused: [Command]
    /// What broke — a property's name, or `invariant` — and the message; `nil` when
    /// everything held.
    public var broken: (name: String, message: String)?
    /// The navigation state at the end.
    public var state: NavigationState<Route>
    /// The facts at the end.
    public var facts: Facts
    /// The transitions the launch and the applied commands made, in order (a relaunch's cold
    /// launch, and what settling played after each, included): those the checks read.
    package var transitions: [StateTransition<Route>] = []
  }

  /// Replays `commands` from a fresh launch with the same checks as an exploration, stopping at
  /// the first break: pin a shrunk failure as a regression test, or play a run you wrote.
  /// O(commands).
  ///
  /// ```swift
  /// let replay = explorer.replay([.set("updateRequired", .bool(true)), .relaunch])
  /// #expect(replay.broken == nil)
  /// #expect(replay.state.topModal?.id == "forceUpdate")
  /// ```
  ///
  /// - Returns: `nil` when the program cannot launch (its steps are invalid).
  public func replay(_ commands: [Command]) -> Replay? {
    guard var app = Run(program, properties) else { return nil }
    var replay = Replay(
      applied: [], refused: [], state: app.life.state, facts: app.life.facts,
      transitions: app.launchTransitions)
    replay.broken = app.broken
    for command in commands where replay.broken == nil {
      if let transitions = app.perform(command) {
        replay.applied.append(command)
        replay.transitions += transitions
        replay.broken = app.broken
      } else {
        replay.refused.append(command)
      }
    }
    replay.state = app.life.state
    replay.facts = app.life.facts
    return replay
  }

  /// Replays `commands` from a fresh launch: the ones that applied, when it breaks `name`.
  private func replay(_ commands: [Command], breaking name: String) -> [Command]? {
    guard let replay = replay(commands), replay.broken?.name == name else { return nil }
    return replay.applied
  }

  private func next(
    for app: Run, using random: inout SeededRandomNumberGenerator,
    gestures: inout SeededRandomNumberGenerator
  ) -> Command {
    let user = app.inputs
    // The user's finger is down: the gesture ends before anything else is touched.
    if user.isSwiping, inputs.contains(.user) {
      return Bool.random(using: &gestures) ? .completeBack : .cancelBack
    }
    if let generator, Int.random(in: 0..<5, using: &random) == 0,
      let command = generator(app.life.state, &random)
    {
      return command
    }
    // Only an app with several windows draws for them, so a one-window app explores as it did.
    if program.windows == .multiple, Int.random(in: 0..<10, using: &random) == 0,
      let command = windowCommand(for: app.inputs, using: &random)
    {
      return command
    }
    // Drawn as before; a command that cannot be given now (a tap in the background, a host's
    // command not asked for) gives way to a wait.
    let command = draw(for: app, using: &random)
    guard allows(command, user) else { return wait(for: app, using: &random) }
    // Half the backs the core lets begin as a gesture are swiped.
    if command == .back, user.canSwipeBack, Bool.random(using: &gestures) { return .beginBack }
    return command
  }

  /// Whether `command` is of a kind asked for and a user could give it now.
  private func allows(_ command: Command, _ user: UserInputs<Route>) -> Bool {
    guard inputs.contains(command.kind) else { return false }
    switch command {
    case .tap: return user.canTap
    case .back: return user.canGoBack
    case .beginBack: return user.canSwipeBack
    case .completeBack, .cancelBack: return user.isSwiping
    case .open: return user.canOpenLinks
    case .background: return user.canGoToBackground
    case .foreground: return user.canComeToForeground
    case .wait, .relaunch, .set, .run, .cancel, .navigate: return true
    case .openWindow: return user.canOpenWindow()
    case .activateWindow(let scene): return user.windowsToActivate.contains(scene)
    case .closeWindow(let scene): return user.windowsToClose.contains(scene)
    }
  }

  /// A window opened (up to `UserInputs.exploredWindowLimit`), switched to or closed, among
  /// what the user can do now; `nil` when none can be.
  private func windowCommand(
    for user: UserInputs<Route>, using random: inout SeededRandomNumberGenerator
  ) -> Command? {
    var commands = user.canOpenWindow() ? [Command.openWindow] : []
    commands += user.windowsToActivate.map(Command.activateWindow)
    commands += user.windowsToClose.map(Command.closeWindow)
    return commands.randomElement(using: &random)
  }

  private func wait(for app: Run, using random: inout SeededRandomNumberGenerator) -> Command {
    if let deadline = app.life.interactions.nextDeadline, Bool.random(using: &random) {
      return .wait(deadline - app.life.interactions.now)
    }
    return .wait(.milliseconds(Int.random(in: 1...2_000, using: &random)))
  }

  private func draw(for app: Run, using random: inout SeededRandomNumberGenerator) -> Command {
    let labels = app.labels
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 45, let label = labels.randomElement(using: &random) { return .tap(label) }
    if roll < 63 { return wait(for: app, using: &random) }
    if roll < 72 { return .back }
    if roll < 82, let url = deepLinks.randomElement(using: &random) { return .open(url) }
    if roll < 90, let (fact, values) = facts.randomElement(using: &random),
      let value = values.randomElement(using: &random)
    {
      return .set(fact, value)
    }
    switch roll {
    case 90..<93: return .background
    case 93..<95: return .foreground
    case 95..<97: return program.stepOrder.randomElement(using: &random).map(Command.run) ?? .back
    case 97..<99:
      return program.stepOrder.randomElement(using: &random).map(Command.cancel) ?? .back
    default: return .relaunch
    }
  }
}
