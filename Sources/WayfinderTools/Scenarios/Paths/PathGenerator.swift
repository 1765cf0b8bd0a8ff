internal import Wayfinder
public import WayfinderFlowFiles

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
/// combination. One kind of move is not performed: a plain navigation at home (a push,
/// `popToRoot`, `popTo`, a tab, a deep link) whose outcome can be predicted from the state and
/// the core's rules and is a state already explored. It is skipped when its edge is already
/// covered, and otherwise, when it cannot fail, recorded as reaching the predicted screen.
/// Predictions are checked by a test that performs each one on the shipped apps, generated
/// apps and random apps.
///
/// Each edge or screen is covered first by the shortest sequence that reaches it. The sequences
/// kept are the fewest such shortest sequences, longest first, whose prefixes cover the rest.
///
/// **Cost and limits.** Exploring costs O(states × moves) sessions, each move a real command
/// (O(stack depth) to copy the state it changes); the explored tree takes O(states) memory, and
/// only the sessions of the search's frontier are held — but each is a whole session, launch
/// included, so an app whose launch has many steps holds tens of kilobytes per state. Three
/// limits bound it, and a result cut by any of them says so in
/// ``GeneratedPaths/limitsReached``: `maximumStates`; `maximumMemory`, checked against the
/// process's resident memory as the `memoryProbe` reads it (every few states, at every state
/// near the limit), never estimated; and the total length of the kept paths (`maximumCommands`) —
/// some apps need far
/// more commands than states to cover (a chain of `n` screens each with `popTo` its first needs
/// `n²/2`), and those are cut to the budget, keeping the paths that cover the most per command.
/// When memory stops the search, the sessions already held are still expanded (each freed as it
/// is), so the edges out of every state found are covered, and ``GeneratedPaths/memoryStop``
/// says where it stopped.
public struct PathGenerator: Sendable {
  /// Limits of the search.
  public struct Options: Sendable {
    /// The most states explored; past it, moves that would find new states are dropped and the
    /// result says it is truncated. Default 250 000.
    public var maximumStates: Int
    /// The most memory, in bytes, the process may hold while the search adds states, as
    /// `memoryProbe` reads it (by default the process's resident set size, so whatever else the
    /// process holds counts too); past it, no state is added, the sessions already held are
    /// expanded, and the result says so. Default ``defaultMaximumMemory``.
    public var maximumMemory: Int
    /// The most commands the kept paths may add up to; past it, paths are dropped (those that
    /// cover least per command first) and the result says so. Default 10 000 000.
    public var maximumCommands: Int
    /// Whether to explore launch variants (facts changed before launch). Default `true`.
    public var launchVariants: Bool
    /// What reads the memory `maximumMemory` limits. Default
    /// ``MemoryProbe/residentSetSize``; where it reads `nil`, memory is not limited.
    public var memoryProbe: MemoryProbe

    /// The default memory limit: 1 GiB, or half the memory available to the process
    /// (``MemoryProbe/availableMemory``: physical memory, a container's limit, or what an
    /// address-space limit leaves) when that is less; read once, when first used. Half leaves
    /// room for the rest of the machine, for the address space that is not resident, and for
    /// choosing and writing out the paths after the search, so that running out of memory
    /// never aborts the process; 1 GiB explores apps far larger than the 10 000-screen
    /// benchmark (130 MiB) without one run taking a large machine's memory.
    public static let defaultMaximumMemory: Int = {
      let cap = 1 << 30
      guard let available = MemoryProbe.availableMemory else { return cap }
      return max(1 << 20, min(cap, available / 2))
    }()

    /// Creates options.
    public init(
      maximumStates: Int = 250_000, maximumMemory: Int = Options.defaultMaximumMemory,
      maximumCommands: Int = 10_000_000, launchVariants: Bool = true,
      memoryProbe: MemoryProbe = .residentSetSize
    ) {
      self.maximumStates = maximumStates
      self.maximumMemory = maximumMemory
      self.maximumCommands = maximumCommands
      self.launchVariants = launchVariants
      self.memoryProbe = memoryProbe
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
    /// Holds the process to `maximumMemory`, reading its memory.
    private var budget: MemoryBudget
    /// The depth of the node being expanded.
    private var depth: Int32 = 0

    init(generator: PathGenerator) {
      self.generator = generator
      moves = MoveTable(generator.definition)
      awaited = ExplorationKey.awaitedSteps(of: generator.definition)
      budget = MemoryBudget(
        limit: generator.options.maximumMemory, probe: generator.options.memoryProbe)
      result = GeneratedPaths(
        definition: generator.definition, commandBudget: generator.options.maximumCommands)
    }

    /// The bytes the next state allocates at once besides its own: the storage of each table
    /// that is full and doubles to take it (the new storage is allocated while the old one is
    /// still held). O(1).
    private var tableGrowth: Int {
      func doubling<Element>(_ array: [Element]) -> Int {
        array.count < array.capacity ? 0 : 2 * array.capacity * MemoryLayout<Element>.stride
      }
      var bytes = doubling(sessions) + doubling(result.nodes)
      if visited.count >= visited.capacity {
        // Open addressing at most 3/4 full: about 4/3 buckets per entry, doubled.
        let entry = MemoryLayout<ExplorationKey>.stride + MemoryLayout<Int32>.stride
        bytes += 2 * (visited.capacity * 4 / 3 + 1) * entry
      }
      return bytes
    }

    mutating func run() {
      guard let root = start(with: Facts()) else { return }
      add(root.session, parent: -1, step: .start, items: root.items)
      var head = 0
      while head < sessions.count {
        guard let session = sessions[head] else { break }
        sessions[head] = nil
        depth = result.nodes[head].depth
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
        } else if !budget.allowsGrowth(reserving: tableGrowth) {
          if result.memoryStop == nil {
            result.limitsReached.insert(.memory)
            result.memoryStop = GeneratedPaths.MemoryStop(
              limit: budget.limit, reading: budget.lastReading ?? 0, completeDepth: Int(depth),
              readings: budget.readings)
          }
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
