public import Wayfinder
internal import Foundation

/// An app's saved life — navigation, facts, prompt history and clock, when the app was left,
/// a held deep link and the interactions still to come — as one versioned JSON document.
///
/// ```json
/// {
///   "schemaVersion": 3, "app": "Demo", "appVersion": "2.0",
///   "navigation": {
///     "phase": "home", "layout": "tabs", "selectedTab": "tab1",
///     "tabs": [{"id": "tab1", "root": {"screen": "primary"},
///               "path": [{"screen": "item", "arguments": {"id": 42}}]}],
///     "modals": []
///   },
///   "facts": {"lastSeenVersion": {"type": "version", "value": "2.0"}},
///   "promptsShown": {"review": [1700000000]}, "promptTime": 1700000600, "leftAt": 1700000500
/// }
/// ```
///
/// Routes are stored by screen id with their arguments (`FlowRoute.screenRoute`), whatever the
/// app's route type: a flow-file app's `ScreenRoute`, a generated route enum or a hand-written
/// one write the same document for the same place, so a state saved by one reads back in any
/// other. Documents of every older schema version are upgraded when decoded; a document from a
/// newer schema is refused, never misread. Turn a decoded document into a state that fits the
/// app as it is now with ``restore(for:)`` (any app, by its `FlowProgram` and route type), or,
/// with `WayfinderTools`, against a flow-file app's definition. Most callers use
/// ``StateStore``, which also reads and writes the file.
public struct SavedState: Hashable, Sendable {
  /// The schema version this build writes, and the newest it reads.
  public static let currentSchemaVersion = 3

  /// The name of the app the state belongs to (its flow files' `app:`).
  public var app: String
  /// The version of the app that saved it, as written.
  public var appVersion: String
  /// When it was saved, as the saver chose to write it (ISO 8601 is a good choice); `nil` keeps
  /// documents byte-for-byte reproducible.
  public var savedAt: String?
  /// The navigation, in the saved shape.
  package var navigation: SavedNavigation
  /// The facts by name.
  public var facts: [String: FactValue]
  /// When each prompt of the launch sequence showed, on the app's prompt clock: saved so a
  /// relaunch or a restored state keeps cooldowns and quotas. Written as `promptsShown`
  /// (seconds, by step: `{"review": [1700000000]}`), an optional member of schema 3 that
  /// older builds ignore; a document without it has shown nothing.
  public var promptHistory: PromptHistory
  /// Where the app's prompt clock stood when the state was saved, the time
  /// ``promptHistory`` is counted in: a session restored from it goes on from there, so a
  /// prompt shown at the end of the last session is not seen as shown in the future. Written
  /// as `promptTime` (seconds), an optional member of schema 3 left out when zero; a document
  /// without it stood at zero.
  public var promptTime: Duration
  /// Where the prompt clock stood when the user left the app (it went to the background), or
  /// `nil` when it was saved in the foreground: the restore rule's `within:` is measured from
  /// here (`SavedLife.leftAt`). Written as `leftAt` (seconds), an optional member of schema 3
  /// that older builds ignore; a document without it was saved in the foreground.
  public var leftAt: Duration?
  /// The steps of the interaction sequence that had not ended when the state was saved — a
  /// prompt the app asked for, up or waiting its turn — in the order the sequence knew them,
  /// so that they run again when the state is resumped
  /// (`FlowProgram.resumption(of:pendingSteps:)`). Written as `pendingSteps`
  /// (`["notifications"]`), an optional member of schema 3 that older builds ignore, left out
  /// when empty; a document without it had none still to come but the one whose modal is up.
  public var pendingSteps: [StepID]
  /// The window `navigation` is in, for an app with several (`activeWindow`).
  public var activeScene: SceneID = .first
  /// Every other open window, in order, with where the user was in it (`windows`); empty for an
  /// app with one window.
  package var otherScenes: [SavedWindow] = []
  /// The schema version the document was read from; ``currentSchemaVersion`` unless it was
  /// upgraded from an older one.
  public internal(set) var readSchemaVersion: Int
  /// What upgrading from an older schema could not carry over; reported again on restore.
  public internal(set) var migrationWarnings: [RestoreWarning]

  /// Captures everything the next launch needs of an app's life, each route as its
  /// `screenRoute`: its navigation (launch screen and held deep link included), facts, prompt
  /// history and clock, when it was left and the steps still to come. O(routes + history).
  ///
  /// ```swift
  /// let document = SavedState(life.saved, app: "Demo", appVersion: program.version)
  /// ```
  ///
  /// - Parameters:
  ///   - life: What the app's life saves (`AppLife.saved`), of any route type that flow files
  ///     can describe.
  ///   - app: The app's name, checked on restore.
  ///   - appVersion: The app's version.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  public init<Route: FlowRoute>(
    _ life: SavedLife<Route>, app: String, appVersion: AppVersion, savedAt: String? = nil
  ) {
    self.app = app
    self.appVersion = appVersion.description
    self.savedAt = savedAt
    self.navigation = SavedNavigation(life.navigation)
    self.facts = life.facts.values
    self.promptHistory = life.promptHistory
    self.promptTime = life.promptTime
    self.leftAt = life.leftAt
    self.pendingSteps = life.pendingSteps
    self.activeScene = life.activeScene
    self.otherScenes = life.otherScenes.keys.sorted().compactMap { scene in
      life.otherScenes[scene].map { SavedWindow(window: scene, navigation: SavedNavigation($0)) }
    }
    self.readSchemaVersion = Self.currentSchemaVersion
    self.migrationWarnings = []
  }

  /// Reads a document of any known schema version, upgrading an older one.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Throws: A ``SavedStateError`` naming what is wrong: empty, cut short, not JSON, not a
  ///   saved state, from a newer schema, or not the shape of its version.
  public init(decoding bytes: [UInt8]) throws(SavedStateError) {
    var warnings: [RestoreWarning] = []
    let (tree, version) = try Self.parse(bytes)
    var upgraded = try SavedStateMigration.upgrade(tree, from: version, warnings: &warnings)
    // The members that grow with use are read from the tree: the round trip below costs
    // microseconds an entry (ten times more in a debug build), which a file holding 100,000
    // of them turned into seconds.
    let shown = try upgraded.removeMember("promptsShown", at: "").map(Self.promptsShown(in:))
    let pending = try upgraded.removeMember("pendingSteps", at: "").map(Self.pendingSteps(in:))
    let document: Document
    do {
      // The migrated tree goes through JSON once more to reach the Codable shape.
      document = try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(upgraded))
    } catch {
      throw .malformed(DecodingErrorText.describe(error))
    }
    app = document.app
    appVersion = document.appVersion
    savedAt = document.savedAt
    navigation = document.navigation
    facts = document.facts
    promptHistory = try Self.promptHistory(shown ?? [:])
    promptTime = try Self.promptTime(document.promptTime)
    leftAt = try document.leftAt.map { seconds throws(SavedStateError) in
      try Self.promptTime(seconds, member: "leftAt")
    }
    pendingSteps = pending ?? []
    activeScene = SceneID(document.activeWindow ?? 1)
    otherScenes = document.windows ?? []
    readSchemaVersion = version
    migrationWarnings = warnings
  }

  /// The document as pretty-printed JSON with sorted keys, ending in a newline; or, when
  /// `compact`, as one line of JSON with no newline, as a trace's `restore` entry holds it.
  ///
  /// - Parameter compact: Whether to leave out the indentation and line breaks.
  /// - Returns: The document's bytes, UTF-8.
  /// - Throws: ``SavedStateError/unencodable(_:)`` for an argument JSON cannot hold, such as
  ///   an infinite number, or a prompt time past the clock's range (`ClockRange`), which
  ///   the reader would refuse.
  public func encoded(compact: Bool = false) throws(SavedStateError) -> [UInt8] {
    try checkPromptTimes()
    let document = Document(
      schemaVersion: Self.currentSchemaVersion, app: app, appVersion: appVersion,
      savedAt: savedAt, navigation: navigation, facts: facts,
      promptsShown: promptHistory.isEmpty ? nil : Self.promptsShown(promptHistory),
      promptTime: promptTime == .zero ? nil : promptTime.inSeconds, leftAt: leftAt?.inSeconds,
      pendingSteps: pendingSteps.isEmpty ? nil : pendingSteps.map(\.rawValue),
      activeWindow: otherScenes.isEmpty ? nil : activeScene.number,
      windows: otherScenes.isEmpty ? nil : otherScenes)
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      compact
      ? [.sortedKeys, .withoutEscapingSlashes]
      : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(document)) + (compact ? [] : [0x0A])
    } catch {
      throw .unencodable(String(describing: error))
    }
  }

  /// How deep arrays and objects may nest in a state file; saved state nests a few levels,
  /// and Foundation's decoder, which reads the document after its migrations, traps on nesting
  /// past 512.
  static let depthLimit = 500

  /// The JSON tree and its schema version, or what is wrong with the bytes.
  static func parse(_ bytes: [UInt8]) throws(SavedStateError) -> (DocumentNode, Int) {
    guard bytes.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { throw .empty }
    guard String(validUTF8: bytes) != nil else {
      throw .notJSON("it is not UTF-8 text")
    }
    let parsed: DocumentNode?
    do {
      parsed = try JSONParser.parse(bytes, depthLimit: depthLimit)
    } catch {
      switch error.cause {
      case .endOfInput: throw .truncated
      case .unexpected(let character, let line, let column):
        throw .notJSON("unexpected \(character) at line \(line), column \(column)")
      case .tooDeep: throw .notJSON("arrays and objects nest too deeply")
      case .duplicateKeys(let keys):
        throw .malformed(
          "duplicate key '\(keys.joined(separator: "', '"))' at line \(error.line), "
            + "column \(error.column)")
      }
    }
    // Blank text (a byte order mark and nothing else, say) holds no document.
    guard let tree = parsed else { throw .empty }
    guard case .mapping = tree else {
      throw .notSavedState("its JSON is \(tree.kind), not an object")
    }
    guard let version = tree["schemaVersion"] else {
      throw .notSavedState("it has no 'schemaVersion'")
    }
    guard case .int(let number)? = version.value else {
      let described = version.value.flatMap { value -> String? in
        if case .string(let text) = value { return "the string '\(text)'" }
        return nil
      }
      throw .invalidSchemaVersion(described ?? version.kind)
    }
    return (tree, number)
  }

  /// The document's shape in the current schema.
  private struct Document: Codable {
    var schemaVersion: Int
    var app: String
    var appVersion: String
    var savedAt: String?
    var navigation: SavedNavigation
    var facts: [String: FactValue]
    var promptsShown: [String: [Double]]?
    var promptTime: Double?
    var leftAt: Double?
    var pendingSteps: [String]?
    var activeWindow: Int?
    var windows: [SavedWindow]?
  }

  /// The most seconds a prompt time (a showing, the prompt clock) may be, either side of the
  /// epoch: the engine's clock range (`ClockRange`), which ``encoded()`` keeps to as well,
  /// so a document this build writes is one it reads.
  static let promptTimeLimit = Double(ClockRange.limitInSeconds)

  /// The history a document's `promptsShown` holds. O(times).
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` for a time out of range.
  static func promptHistory(_ shown: [String: [Double]]) throws(SavedStateError) -> PromptHistory {
    var showings: [StepID: [Duration]] = [:]
    for (step, times) in shown {
      for (index, time) in times.enumerated() where !(abs(time) <= promptTimeLimit) {
        throw .malformed("'promptsShown.\(step)[\(index)]' is \(time), out of range")
      }
      showings[StepID(rawValue: step)] = times.map { Duration.seconds($0) }
    }
    return PromptHistory(showings)
  }

  /// The prompt clock a document's `promptTime` (or another `member` on the prompt clock)
  /// holds; zero when it has none.
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` for a time out of range.
  static func promptTime(
    _ seconds: Double?, member: String = "promptTime"
  ) throws(SavedStateError) -> Duration {
    guard let seconds else { return .zero }
    guard abs(seconds) <= promptTimeLimit else {
      throw .malformed("'\(member)' is \(seconds), out of range")
    }
    return .seconds(seconds)
  }

  /// Refuses to write a prompt time the reader refuses: one past the clock's range, which a
  /// session's clock never reaches but a history or clock built by hand may. O(times).
  private func checkPromptTimes() throws(SavedStateError) {
    guard ClockRange.contains(promptTime) else {
      throw .unencodable("'promptTime' is past the clock's range (\(ClockRange.limitInSeconds)s)")
    }
    if let leftAt, !ClockRange.contains(leftAt) {
      throw .unencodable("'leftAt' is past the clock's range (\(ClockRange.limitInSeconds)s)")
    }
    for (step, times) in promptHistory.showings where !times.allSatisfy(ClockRange.contains) {
      throw .unencodable(
        "'promptsShown.\(step)' is past the clock's range (\(ClockRange.limitInSeconds)s)")
    }
  }

  /// A history as a document's `promptsShown`. O(times).
  static func promptsShown(_ history: PromptHistory) -> [String: [Double]] {
    var shown: [String: [Double]] = [:]
    for (step, times) in history.showings { shown[step.rawValue] = times.map(\.inSeconds) }
    return shown
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  fileprivate var inSeconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
