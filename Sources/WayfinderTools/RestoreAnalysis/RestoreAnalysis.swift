public import WayfinderFlowFiles
public import WayfinderPersistence

/// Shows, before a flow change ships, which users it moves when their saved state is restored:
/// every state reachable in the old version of an app, and any saved state files, restored in
/// the new version by the rule of the nearest valid stack (`SavedState.restore(against:)`),
/// against what the old version makes of them.
///
/// ```swift
/// let report = RestoreAnalysis(old: shipped, new: edited).analyze()
/// print(report.text)        // "Shop 3.2.1 → Shop 3.3.0: 52 saved states restored …"
/// if !report.isUnchanged { /* some users move, or start fresh */ }
/// ```
///
/// Each state has one ``RestoreOutcome``: unchanged; moved (where the user lands, which
/// screens are dropped — each stack keeps its longest part the new version allows); or
/// refused, and why (another app's state, or one the new version cannot hold at all). The
/// ``RestoreReport`` counts them and groups those that change by where the users were, how
/// they came there and where they land, with a few example ways there.
///
/// **Which states.** A breadth-first search of the old version, as `PathGenerator`'s: from its
/// launch with its own facts and from its launch variants, every tap, `dismiss`, tab and deep
/// link, each performed on a real session, the launch settled as the REPL settles it. Whole
/// states cannot all be visited (a push cycle makes stacks without end), so states are told
/// apart as path generation tells them — by the screen on top, the selected tab and the
/// modals, the launch's progress and the facts — and by how they were reached (at launch, by
/// a link, or by navigating): the stacks below the top are those of the shortest way there.
/// A move whose outcome the core's rules predict (a push, a tab at home) is not performed when
/// it leads to a state already found.
///
/// **Cost and limits.** O(states × moves) commands, each a copy of the session it changes, and
/// one restore in each version per state, O(its routes + tabs + facts) — the versions' stack
/// rules are worked out once. States number about screens × contexts × 3. The search holds
/// its tree, O(states), and the sessions of its frontier; the report holds its groups, a few
/// examples each. It stops at ``Options/maximumStates`` states, or when the process's memory
/// reaches ``Options/maximumMemory``, as path generation does, and the report says so
/// (``RestoreReport/limitsReached``).
public struct RestoreAnalysis: Sendable {
  /// Limits of the search, as path generation has them.
  public struct Options: Sendable {
    /// The most states of the old version restored. Default 250 000.
    public var maximumStates: Int
    /// The most memory, in bytes, the process may hold while the search adds states, as
    /// `memoryProbe` reads it. Default `PathGenerator.Options.defaultMaximumMemory`.
    public var maximumMemory: Int
    /// Whether to launch the old version with each launch variant too (facts changed before
    /// launch). Default `true`.
    public var launchVariants: Bool
    /// What reads the memory `maximumMemory` limits. Default `MemoryProbe.residentSetSize`.
    public var memoryProbe: MemoryProbe

    /// Creates options.
    public init(
      maximumStates: Int = 250_000,
      maximumMemory: Int = PathGenerator.Options.defaultMaximumMemory,
      launchVariants: Bool = true, memoryProbe: MemoryProbe = .residentSetSize
    ) {
      self.maximumStates = maximumStates
      self.maximumMemory = maximumMemory
      self.launchVariants = launchVariants
      self.memoryProbe = memoryProbe
    }
  }

  /// A limit that cut the search short.
  public enum Limit: String, Hashable, Sendable, Comparable, CaseIterable {
    /// ``Options/maximumStates`` states were restored.
    case states
    /// The process's memory reached ``Options/maximumMemory``.
    case memory

    /// In declaration order.
    public static func < (lhs: Limit, rhs: Limit) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// A state file to restore besides the states the search reaches: its path, as the report
  /// names it, and the state it holds (``read(stateFile:)``).
  public typealias SavedFile = (path: String, state: SavedState)

  /// The version that saved the states.
  public let old: FlowDefinition
  /// The version that restores them.
  public let new: FlowDefinition
  /// Limits of the search.
  public var options: Options

  /// An analysis of what `new` makes of the states `old` saves.
  ///
  /// - Parameters:
  ///   - old: The version users have, which saved their state.
  ///   - new: The version about to ship.
  ///   - options: Limits of the search of `old`.
  public init(old: FlowDefinition, new: FlowDefinition, options: Options = Options()) {
    self.old = old
    self.new = new
    self.options = options
  }

  /// Restores every state the search reaches in the old version, then each of `stateFiles`, in
  /// the new version, and reports what changes.
  ///
  /// - Parameters:
  ///   - stateFiles: Saved states to restore as well, such as files users sent in.
  ///   - visit: Called with each state as it is restored, reached states first, in the order
  ///     found (the shortest ways first), then the files in order.
  /// - Returns: The counts and the groups of what changes.
  public func analyze(
    stateFiles: [SavedFile] = [], visit: (RestoreCase) -> Void = { _ in }
  ) -> RestoreReport {
    let judge = RestoreJudge(old: old, new: new)
    var report = RestoreReport(old: old, new: new)
    var search = Search(analysis: self, judge: judge)
    search.run { found in
      report.add(found)
      visit(found)
    }
    report.reached = search.tree.count
    report.tree = search.tree
    report.limitsReached = search.limitsReached
    report.memoryStop = search.memoryStop
    for (index, file) in stateFiles.enumerated() {
      let found = judge.judge(file.state, arrival: .stateFile, origin: .file(index))
      report.add(found)
      visit(found)
    }
    report.files = stateFiles.map(\.path)
    report.finish()
    return report
  }
}
