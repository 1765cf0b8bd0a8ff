internal import Wayfinder
public import WayfinderFlows
internal import WayfinderSession

/// Computes the shortest command sequences that show every screen and take every edge of an
/// app: each action of each screen, each tab (`tab ID`) and each deep link (`open URL`).
///
/// ```swift
/// let paths = PathGenerator(definition: app).generate()
/// print(paths.scenarioText())          // scenario files `wayfinder test` runs
/// ```
///
/// **How.** A breadth-first search over sessions, from the app as it launches with its own
/// facts, and from one launch variant per fact value that can change a launch condition (each
/// bool flipped, and every value a `set:`/`sets:` gives a fact). Each move — a tap on every
/// action of the screen on top, `dismiss` under a modal, `tab` for every tab, `open` for every
/// deep link — is performed on a copy of a real `AppSession` and settled as the REPL
/// settles it, so every path is one the app really takes. States are keyed by
/// `ExplorationKey` (screen on top, tab and modals, launch progress, facts), which bounds the
/// search by about screens × contexts even when the app has cycles; independent launch steps
/// are not told apart by how they ended, so their outcomes are not explored in every
/// combination. A move is skipped without being performed when its edge is already covered and
/// the state it would reach is predictably known (a push, `popToRoot` or tab switch at home).
///
/// Each edge or screen is covered first by the shortest sequence that reaches it. The sequences
/// kept are the fewest such shortest sequences, longest first, whose prefixes cover the rest.
///
/// **Cost and limits.** Exploring costs O(states × moves) sessions, each move a real command
/// (O(stack depth) to copy the state it changes); the explored tree takes O(states) memory, and
/// only the sessions of the search's frontier are held. Three limits bound it, and a result cut
/// by any of them says so in ``GeneratedPaths/limitsReached``: `maximumStates`, an estimate of
/// the memory held (`maximumMemory`), and the total length of the kept paths
/// (`maximumCommands`) — some apps need far more commands than states to cover (a chain of `n`
/// screens each with `popTo` its first needs `n²/2`), and those are cut to the budget, keeping
/// the paths that cover the most per command.
public struct PathGenerator: Sendable {
  /// Limits of the search.
  public struct Options: Sendable {
    /// The most states explored; past it, moves that would find new states are dropped and the
    /// result says it is truncated. Default 250 000.
    public var maximumStates: Int
    /// The most memory, in bytes, the search may hold by its own estimate (explored tree,
    /// visited keys and frontier sessions); past it, exploring stops and the result says so.
    /// Default 1 GiB.
    public var maximumMemory: Int
    /// The most commands the kept paths may add up to; past it, paths are dropped (those that
    /// cover least per command first) and the result says so. Default 10 000 000.
    public var maximumCommands: Int
    /// Whether to explore launch variants (facts changed before launch). Default `true`.
    public var launchVariants: Bool

    /// Creates options.
    public init(
      maximumStates: Int = 250_000, maximumMemory: Int = 1 << 30,
      maximumCommands: Int = 10_000_000, launchVariants: Bool = true
    ) {
      self.maximumStates = maximumStates
      self.maximumMemory = maximumMemory
      self.maximumCommands = maximumCommands
      self.launchVariants = launchVariants
    }
  }

  /// The app.
  public let definition: FlowDefinition
  /// Limits of the search.
  public var options: Options

  /// Creates a generator for `definition`.
  public init(definition: FlowDefinition, options: Options = Options()) {
    self.definition = definition
    self.options = options
  }

  /// Explores the app and returns the paths, selected within the command budget.
  public func generate() -> GeneratedPaths {
    var search = Search(generator: self)
    search.run()
    var result = search.result
    result.select()
    return result
  }
}

extension PathGenerator {
  /// One breadth-first search.
  struct Search {
    let generator: PathGenerator
    let moves: MoveTable
    var result: GeneratedPaths
    private var visited: [ExplorationKey: Int32] = [:]
    private var sessions: [AppSession?] = []
    /// The launch steps other steps wait for, whose outcome keys tell apart.
    private let awaited: Set<String>
    /// The estimated bytes the search holds (see ``Search/estimate(_:)``).
    private var heldBytes = 0

    init(generator: PathGenerator) {
      self.generator = generator
      moves = MoveTable(generator.definition)
      awaited = ExplorationKey.awaitedSteps(of: generator.definition)
      result = GeneratedPaths(
        definition: generator.definition, commandBudget: generator.options.maximumCommands)
    }

    /// A rough count of the bytes a held session takes: its routes (each a screen id and its
    /// arguments), plus a fixed part for launch, facts and bookkeeping. O(tabs + modals).
    static func estimate(_ session: AppSession) -> Int {
      let state = session.state
      let routes =
        state.home.tabs.reduce(0) { $0 + $1.stack.count }
        + state.modals.reduce(0) { $0 + $1.stack.count }
      return 1_024 + routes * 64
    }

    /// Bytes per explored state besides its session: the tree node, the visited key, and room
    /// for a few coverage items.
    static let bytesPerState = 512

    mutating func run() {
      guard let root = start(with: Facts()) else { return }
      add(root.session, parent: -1, step: .start, items: root.items)
      var head = 0
      while head < sessions.count {
        guard let session = sessions[head] else { break }
        sessions[head] = nil
        heldBytes -= Self.estimate(session)
        let view = MoveTable.View(session)
        for move in moves.moves(for: view) {
          let step = GeneratedPaths.Step.command(move.command, text: move.text)
          if let edge = move.edge,
            let predicted = moves.predictedKey(after: move, from: session, view: view),
            visited[predicted] != nil
          {
            // Known ground: performing the move would only cover its edge, if even that.
            if result.covered.contains(edge) { continue }
            if move.cannotFail {
              record(from: head, step: step, screen: predicted.screen, items: [edge])
              continue
            }
          }
          var next = session
          guard let output = try? next.perform(move.command, settling: true) else { continue }
          // A deep link counts once it has landed, which a gate or a launch may put off.
          var items = move.deepLink == nil ? (move.edge.map { [$0] } ?? []) : []
          items += AppSession.landedDeepLinks([output], in: generator.definition)
          // One transition ends where the session is; only a launch shows screens in between.
          if output.transitions.count > 1 {
            items += AppSession.shownScreens([output])
          }
          expand(from: head, to: next, step: step, items: items)
        }
        // Launch variants count as one step, after the default launch's own moves, so a tie
        // goes to the app as it launches by itself.
        if head == 0, generator.options.launchVariants {
          for facts in moves.launchVariants(of: generator.definition) {
            guard let variant = start(with: facts) else { continue }
            expand(from: 0, to: variant.session, step: .given(facts), items: variant.items)
          }
        }
        head += 1
      }
    }

    /// A session of the app launched with `facts` changed, settled.
    private func start(with facts: Facts) -> (session: AppSession, items: [CoverageItem])? {
      var initial = generator.definition.initialFacts
      initial.merge(facts)
      guard let started = try? AppSession.start(generator.definition, facts: initial) else {
        return nil
      }
      var session = started.0
      let output = started.1
      let settled = session.settle()
      return (session, AppSession.shownScreens([output, settled]))
    }

    /// Records that `step` from node `parent` led to `session`, exercising `items`.
    private mutating func expand(
      from parent: Int, to session: AppSession, step: GeneratedPaths.Step, items: [CoverageItem]
    ) {
      let key = ExplorationKey(session, awaited: awaited)
      if visited[key] == nil {
        if result.nodes.count >= generator.options.maximumStates {
          result.limitsReached.insert(.states)
        } else if heldBytes + Self.estimate(session) > generator.options.maximumMemory {
          result.limitsReached.insert(.memory)
        } else {
          add(session, parent: parent, step: step, items: items, key: key)
          return
        }
      }
      record(from: parent, step: step, screen: key.screen, items: items)
    }

    /// Records that `step` from node `parent` covered `items` and showed `screen`, reaching no
    /// new state.
    private mutating func record(
      from parent: Int, step: GeneratedPaths.Step, screen: String?, items: [CoverageItem]
    ) {
      let everything = Self.unique(items + (screen.map { [.screen($0)] } ?? []))
      let fresh = everything.filter { !result.covered.contains($0) }
      guard !fresh.isEmpty else { return }
      result.covered.formUnion(fresh)
      result.ends.append(
        GeneratedPaths.End(
          node: Int32(parent), extra: step, screen: screen, items: everything, fresh: fresh,
          depth: result.nodes[parent].depth + 1))
    }

    private mutating func add(
      _ session: AppSession, parent: Int, step: GeneratedPaths.Step, items: [CoverageItem],
      key: ExplorationKey? = nil
    ) {
      let index = result.nodes.count
      let key = key ?? ExplorationKey(session, awaited: awaited)
      visited[key] = Int32(index)
      heldBytes += Self.estimate(session) + Self.bytesPerState
      let everything = Self.unique(items + (key.screen.map { [.screen($0)] } ?? []))
      let fresh = everything.filter { !result.covered.contains($0) }
      result.covered.formUnion(fresh)
      let depth = parent < 0 ? 0 : result.nodes[parent].depth + 1
      result.nodes.append(
        GeneratedPaths.Node(
          parent: Int32(parent), step: step, screen: key.screen, items: everything, depth: depth))
      sessions.append(session)
      if !fresh.isEmpty {
        result.ends.append(
          GeneratedPaths.End(
            node: Int32(index), extra: nil, screen: nil, items: [], fresh: fresh, depth: depth))
      }
    }

    private static func unique(_ items: [CoverageItem]) -> [CoverageItem] {
      guard items.count > 1 else { return items }
      var seen: Set<CoverageItem> = []
      return items.filter { seen.insert($0).inserted }
    }
  }
}
