/// One step of the saved-state schema history: it turns a document of schema version `from`
/// into one of version `from + 1`, on the plain JSON tree, so no Swift type for an old shape
/// has to be kept.
///
/// Steps are chained by ``upgrade(_:from:warnings:)``: a document written by the oldest build
/// goes through every step in order.
struct SavedStateMigration: Sendable {
  /// The schema version this step reads.
  var from: Int
  /// What changed in the schema, for people reading the history.
  var summary: String
  /// Edits the document in place; adds a warning for anything it cannot carry over.
  var migrate:
    @Sendable (inout DocumentNode, inout [RestoreWarning]) throws(SavedStateError) -> Void

  /// Applies the step, then records the new schema version in the document.
  func apply(to document: DocumentNode, warnings: inout [RestoreWarning]) throws(SavedStateError)
    -> DocumentNode
  {
    var document = document
    try migrate(&document, &warnings)
    document["schemaVersion"] = .int(from + 1)
    return document
  }

  /// Every step, oldest first: step `i` reads schema version `i + 1`.
  static let all: [SavedStateMigration] = [.version1To2, .version2To3]

  /// Runs the steps that take `document`, of schema version `version`, to the current version.
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` when the document does not have the shape of
  ///   its version; ``SavedStateError/newerSchema(found:supported:)`` for a version from the
  ///   future; ``SavedStateError/invalidSchemaVersion(_:)`` for one below 1.
  static func upgrade(
    _ document: DocumentNode, from version: Int, warnings: inout [RestoreWarning]
  ) throws(SavedStateError) -> DocumentNode {
    let current = SavedState.currentSchemaVersion
    guard version >= 1 else { throw .invalidSchemaVersion("\(version)") }
    guard version <= current else { throw .newerSchema(found: version, supported: current) }
    var document = document
    for step in all where step.from >= version {
      document = try step.apply(to: document, warnings: &warnings)
    }
    return document
  }
}
