internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

extension RestoreAnalysis {
  /// What the search tells states apart by: path generation's key, and how the state was
  /// reached.
  struct Key: Hashable {
    var state: ExplorationKey
    var arrival: RestoreArrival
  }

  /// One breadth-first search of the old version, restoring each state it finds as it finds
  /// it (see ``RestoreAnalysis`` for what it visits and what it costs).
  struct Search {
    let analysis: RestoreAnalysis
    let judge: RestoreJudge
    private let moves: MoveTable
    /// The launch steps other steps wait for, whose outcome keys tell apart.
    private let awaited: Set<String>
    private var budget: MemoryBudget
    private var visited: [Key: Int32] = [:]
    /// The sessions still to expand, by node; an expanded one is dropped.
    private var sessions: [AppSession?] = []
    private(set) var tree = RestorePathTree()
    private(set) var limitsReached: Set<Limit> = []
    private(set) var memoryStop: GeneratedPaths.MemoryStop?
    /// The depth of the node being expanded.
    private var depth: Int32 = 0

    init(analysis: RestoreAnalysis, judge: RestoreJudge) {
      self.analysis = analysis
      self.judge = judge
      moves = MoveTable(analysis.old)
      awaited = ExplorationKey.awaitedSteps(of: analysis.old)
      budget = MemoryBudget(
        limit: analysis.options.maximumMemory, probe: analysis.options.memoryProbe)
    }

    /// The bytes the next state allocates at once besides its own: the storage of each table
    /// that is full and doubles to take it. O(1).
    private var tableGrowth: Int {
      func doubling<Element>(_ array: [Element]) -> Int {
        array.count < array.capacity ? 0 : 2 * array.capacity * MemoryLayout<Element>.stride
      }
      var bytes = doubling(sessions) + doubling(tree.nodes)
      if visited.count >= visited.capacity {
        let entry = MemoryLayout<Key>.stride + MemoryLayout<Int32>.stride
        bytes += 2 * (visited.capacity * 4 / 3 + 1) * entry
      }
      return bytes
    }

    /// Runs the search, calling `found` with each new state restored in both versions.
    mutating func run(_ found: (RestoreCase) -> Void) {
      guard let root = start(with: Facts()) else { return }
      add(root, parent: -1, step: .start, arrival: .launch, found)
      var head = 0
      while head < sessions.count {
        guard let session = sessions[head] else { break }
        sessions[head] = nil
        depth = tree.depth(of: head)
        let view = MoveTable.View(session)
        for move in moves.moves(for: view) {
          let arrival = Self.arrival(after: move)
          if let predicted = moves.predictedKey(after: move, from: session, view: view),
            visited[Key(state: predicted, arrival: arrival)] != nil
          {
            continue
          }
          var next = session
          guard let output = try? next.performLeavingPartOnFailure(move.command, settling: true)
          else { continue }
          // A held link that lands with a tap (a gate lifted) builds the stack as a link does.
          let landed =
            arrival == .navigation
            && !AppSession.landedDeepLinks([output], in: analysis.old).isEmpty
          expand(
            from: head, to: next, step: .command(move.text), arrival: landed ? .link : arrival,
            found)
        }
        if head == 0, analysis.options.launchVariants {
          for facts in moves.launchVariants(of: analysis.old) {
            guard let variant = start(with: facts) else { continue }
            expand(from: 0, to: variant, step: .given(facts), arrival: .launch, found)
          }
        }
        head += 1
      }
    }

    /// How a move reaches the state it leads to, as far as the move tells: a link when it
    /// opens one (an action may), navigating otherwise. A move that lets a held link land is a
    /// link's too, which only performing it tells.
    private static func arrival(after move: MoveTable.Move) -> RestoreArrival {
      if move.deepLink != nil { return .link }
      if case .open? = move.action?.effect { return .link }
      return .navigation
    }

    /// A session of the old version launched with `facts` changed, settled.
    private func start(with facts: Facts) -> AppSession? {
      var initial = analysis.old.initialFacts
      initial.merge(facts)
      guard let started = try? AppSession.start(analysis.old, facts: initial) else { return nil }
      var session = started.0
      _ = session.settle()
      return session
    }

    /// Adds the state `session` is in, reached from node `parent` by `step`, unless it is known
    /// or a limit forbids it.
    private mutating func expand(
      from parent: Int, to session: AppSession, step: RestorePathTree.Step,
      arrival: RestoreArrival, _ found: (RestoreCase) -> Void
    ) {
      let key = Key(state: ExplorationKey(session, awaited: awaited), arrival: arrival)
      guard visited[key] == nil else { return }
      if tree.count >= analysis.options.maximumStates {
        limitsReached.insert(.states)
      } else if !budget.allowsGrowth(reserving: tableGrowth) {
        if memoryStop == nil {
          limitsReached.insert(.memory)
          memoryStop = GeneratedPaths.MemoryStop(
            limit: budget.limit, reading: budget.lastReading ?? 0, completeDepth: Int(depth),
            readings: budget.readings)
        }
      } else {
        add(session, parent: parent, step: step, arrival: arrival, found, key: key)
      }
    }

    /// Adds a node for `session`'s state and restores it.
    private mutating func add(
      _ session: AppSession, parent: Int, step: RestorePathTree.Step, arrival: RestoreArrival,
      _ found: (RestoreCase) -> Void, key: Key? = nil
    ) {
      let key = key ?? Key(state: ExplorationKey(session, awaited: awaited), arrival: arrival)
      let index = tree.add(parent: parent, step: step)
      visited[key] = Int32(index)
      sessions.append(session)
      found(judge.judge(SavedState(session), arrival: arrival, origin: .node(Int32(index))))
    }
  }
}
