public import WayfinderPersistence

/// A break of one of the current version's properties, or of an invariant of the engine, in
/// states of the previous version restored in it: the first state that breaks it, written out,
/// and how many more break it the same way.
public struct RestoreCheckFailure: Hashable, Sendable, CustomStringConvertible {
  /// What broke: a property's name, or `invariant`.
  public var broken: String
  /// What went wrong, as the check says it.
  public var message: String
  /// The way through the previous version that led to the first state, or its state file.
  public var source: RestoreSource
  /// Where the user was in the previous version.
  public var place: RestorePlace
  /// What the properties read in the first state restored (`screen: "details"`, `tab: "tab1"`,
  /// the facts), as it broke.
  public var restored: [String]
  /// What restoring the first state changed, one line each.
  public var warnings: [RestoreWarning]
  /// How many states break it the same way, the first included.
  public var count: Int
  /// The ways to a few more of them.
  public var others: [RestoreSource]

  /// How many other ways a failure keeps.
  public static let otherLimit = 2

  /// The message and the count, then the way there, the restored state, what restoring
  /// changed and the other ways, indented:
  ///
  /// ```
  /// property 'details opens over tab 2' broke: tab == "more" does not hold while modal == "details" (24 states)
  ///   previous version: tap Continue; open demo://details (on 'details' in modal 'details' over tab 'tab2')
  ///   restored: screen: "details"; modal: "details"; tab: "tab1"; phase: "home"; …
  ///   Restored state: tab 'tab2' no longer exists; its screens are dropped and tab 'tab1' is selected.
  ///   also: dismiss; open demo://details
  /// ```
  public var description: String {
    var lines = [message + (count == 1 ? " (1 state)" : " (\(count) states)")]
    lines.append("  previous version: \(source) (on \(place))")
    lines.append("  restored: " + restored.joined(separator: "; "))
    lines += warnings.map { "  \($0)" }
    lines += others.map { "  also: \($0)" }
    return lines.joined(separator: "\n")
  }
}
