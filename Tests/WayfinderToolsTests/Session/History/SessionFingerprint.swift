import WayfinderFlowFiles
@testable import WayfinderTools

/// Every stored property of a session — the navigation state, the facts, the interaction
/// machine with its schedule, generations and clock, the background flag, the time of earlier
/// launches — written out through `Mirror`, private ones included, the app's definition and
/// program left out wherever they are held (they never change, and writing the program out at
/// every step cost most of the property test's time). Two sessions with the same fingerprint
/// behave the same from then on.
///
/// Dictionaries and sets are written in sorted order: two equal ones built apart may keep their
/// entries in different orders (each storage has its own hash seed).
enum SessionFingerprint {
  static func of(_ session: AppSession) -> String {
    Mirror(reflecting: session).children
      .filter { !unchanging.contains($0.label ?? "") }
      .map { "\($0.label ?? "_"): " + text($0.value, depth: 0) }
      .joined(separator: "\n")
  }

  /// The labels of what a session never changes: the app's definition and program.
  private static let unchanging: Set<String> = ["definition", "program"]

  private static func text(_ value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    guard depth < 60 else { return "(too deep)" }
    if mirror.children.isEmpty { return String(describing: value) }
    var parts = mirror.children.filter { !unchanging.contains($0.label ?? "") }.map { child in
      (child.label.map { $0 + ": " } ?? "") + text(child.value, depth: depth + 1)
    }
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
    return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
  }
}
