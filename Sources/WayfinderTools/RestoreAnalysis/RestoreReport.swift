public import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// What a ``RestoreAnalysis`` found: how many saved states the new version of an app restores
/// unchanged, moves or refuses, and the groups of those that change, with a text rendering
/// (``text``) and JSON (``json()``). A report is a value: another report may show it as one of
/// its sections.
public struct RestoreReport: Sendable {
  /// One version of the app, as the report names it.
  public struct Version: Hashable, Sendable, CustomStringConvertible {
    /// The app's name (`app:`).
    public var app: String
    /// Its version (`version:`).
    public var version: String
    /// What its cold launches keep of where the user was (`restore:`).
    public var restoreRule: RestoreRule

    /// `Shop 3.2.1`.
    public var description: String { "\(app) \(version)" }
  }

  /// A change the new version makes to some states that moves no one — a tab still at its
  /// root removed, a fact dropped or reset, prompt history or steps it no longer has — and how
  /// many states it touches.
  public struct Note: Hashable, Sendable {
    /// What changes, as the restore warns of it.
    public var text: String
    /// How many states.
    public var count: Int
  }

  /// The version that saved the states.
  public var old: Version
  /// The version that restores them.
  public var new: Version
  /// How many states the search reached in the old version, each restored.
  public internal(set) var reached = 0
  /// The state files restored, in the order given.
  public internal(set) var files: [String] = []
  /// How many states the new version restores as the old one does.
  public internal(set) var unchanged = 0
  /// How many it restores elsewhere.
  public internal(set) var moved = 0
  /// How many it does not restore at all.
  public internal(set) var refused = 0
  /// The states that move or are refused, grouped: moved groups first, then refused ones;
  /// within each, the largest first.
  public internal(set) var groups: [RestoreGroup] = []
  /// Changes to the app's data, the most common first.
  public internal(set) var notes: [Note] = []
  /// The limits that cut the search short; empty when every state it can tell apart was
  /// restored.
  public internal(set) var limitsReached: Set<RestoreAnalysis.Limit> = []
  /// Where the memory limit stopped the search, when it did.
  public internal(set) var memoryStop: GeneratedPaths.MemoryStop?

  /// The ways the search found, for ``source(of:)`` and the examples.
  var tree = RestorePathTree()
  /// Each group's index in ``groups`` while states are added.
  private var groupIndex: [GroupKey: Int] = [:]
  /// The origins of each group's examples, written out by ``finish()``.
  private var exampleOrigins: [[RestoreCase.Origin]] = []
  private var noteIndex: [String: Int] = [:]

  init(old: FlowDefinition, new: FlowDefinition) {
    self.old = Version(
      app: old.app, version: old.version.description, restoreRule: old.restoreRule)
    self.new = Version(
      app: new.app, version: new.version.description, restoreRule: new.restoreRule)
  }

  /// How many states were restored: those reached and the files.
  public var states: Int { reached + files.count }

  /// Whether every state restores as before: none moves and none is refused.
  public var isUnchanged: Bool { moved == 0 && refused == 0 }

  /// Whether every state the search can tell apart was restored (no limit cut it short).
  public var isComplete: Bool { limitsReached.isEmpty }

  /// Where `restored` came from: the way through the old version that reached it, or its
  /// state file. O(the way's length).
  public func source(of restored: RestoreCase) -> RestoreSource {
    switch restored.origin {
    case .node(let node): tree.source(of: Int(node))
    case .file(let index): .file(files.indices.contains(index) ? files[index] : "")
    }
  }

  /// What groups states: where they were, how they came, and where they land or why not.
  private struct GroupKey: Hashable {
    var place: RestorePlace
    var arrival: RestoreArrival
    var landing: RestorePlace?
    var refusal: String?
  }

  /// Counts `restored` and adds it to its group and notes.
  mutating func add(_ restored: RestoreCase) {
    // What does not move the user is still told: all an unchanged state's warnings, the
    // data warnings of the others.
    let staysPut = restored.outcome == .unchanged
    for warning in restored.warnings where staysPut || !warning.isAboutNavigation {
      let text = warning.description
      if let index = noteIndex[text] {
        notes[index].count += 1
      } else {
        noteIndex[text] = notes.count
        notes.append(Note(text: text, count: 1))
      }
    }
    let key: GroupKey
    var dropped: [DroppedScreens] = []
    switch restored.outcome {
    case .unchanged:
      unchanged += 1
      return
    case .moved(let landing, let screens):
      moved += 1
      key = GroupKey(place: restored.place, arrival: restored.arrival, landing: landing)
      dropped = screens
    case .refused(let reason):
      refused += 1
      key = GroupKey(place: restored.place, arrival: restored.arrival, refusal: reason)
    }
    let index: Int
    if let known = groupIndex[key] {
      index = known
      groups[index].count += 1
    } else {
      index = groups.count
      groupIndex[key] = index
      groups.append(
        RestoreGroup(
          place: key.place, arrival: key.arrival, landing: key.landing, refusal: key.refusal,
          count: 1, dropped: [], reasons: [], examples: []))
      exampleOrigins.append([])
    }
    for screens in dropped {
      let ids = screens.routes.map { ScreenRoute($0.screen) }
      if let at = groups[index].dropped.firstIndex(where: { $0.owner == screens.owner }) {
        for id in ids where !groups[index].dropped[at].routes.contains(id) {
          groups[index].dropped[at].routes.append(id)
        }
      } else {
        var unique: [ScreenRoute] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        groups[index].dropped.append(DroppedScreens(owner: screens.owner, routes: unique))
      }
    }
    for warning in restored.warnings where warning.isAboutNavigation {
      let reason = warning.reason
      if !groups[index].reasons.contains(reason) { groups[index].reasons.append(reason) }
    }
    if exampleOrigins[index].count < RestoreGroup.exampleLimit {
      exampleOrigins[index].append(restored.origin)
    }
  }

  /// Writes out the groups' examples and puts the groups and notes in order.
  mutating func finish() {
    for index in groups.indices {
      groups[index].examples = exampleOrigins[index].map { origin in
        switch origin {
        case .node(let node): tree.source(of: Int(node))
        case .file(let file): .file(files.indices.contains(file) ? files[file] : "")
        }
      }
    }
    // Stable: among groups as large, the one found first (by the shorter way) comes first.
    let order = groups.indices.sorted { a, b in
      let left = (groups[a].refusal == nil ? 0 : 1, -groups[a].count, a)
      let right = (groups[b].refusal == nil ? 0 : 1, -groups[b].count, b)
      return left < right
    }
    groups = order.map { groups[$0] }
    groupIndex = [:]
    exampleOrigins = []
    notes = notes.enumerated().sorted {
      ($1.element.count, $0.offset) < ($0.element.count, $1.offset)
    }
    .map(\.element)
    noteIndex = [:]
  }
}
