import WayfinderFlowFiles
import WayfinderTesting

/// One random case of the restore property: a ``RandomApp`` from a seed as the old version,
/// and the same app after one to three ``FlowEdit``s as the new one.
struct RestoreEditCase: Sendable, CustomStringConvertible {
  let seed: UInt64
  let edits: [FlowEdit]

  init(seed: UInt64) {
    self.seed = seed
    var random = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15)
    edits = FlowEdit.random(of: RandomApp.yaml(seed: seed), using: &random)
  }

  init(seed: UInt64, edits: [FlowEdit]) {
    self.seed = seed
    self.edits = edits
  }

  var description: String {
    "seed \(seed): " + edits.map(\.description).joined(separator: "; ")
  }

  /// The old version's flow file.
  var oldYAML: String { RandomApp.yaml(seed: seed) }

  /// The new version's flow file: the old one with the edits made, in order.
  var newYAML: String { edits.reduce(oldYAML) { $1.applied(to: $0) } }

  /// The old version, or `nil` when the random app does not load (some do not).
  func oldVersion() -> FlowDefinition? { Self.load(oldYAML) }

  /// The new version, or `nil` when an edit left an app that does not load.
  func newVersion() -> FlowDefinition? { Self.load(newYAML) }

  private static func load(_ text: String) -> FlowDefinition? {
    let result = FlowLoader.load(sources: [FlowSource(path: "app.yaml", text: text)])
    return result.hasErrors ? nil : result.definition
  }

  /// Cases without one edit each, for shrinking.
  func shrunk() -> [RestoreEditCase] {
    edits.indices.map { index in
      var edits = edits
      edits.remove(at: index)
      return RestoreEditCase(seed: seed, edits: edits)
    }
  }
}
