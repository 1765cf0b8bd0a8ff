@testable import WayfinderTools

/// Every stored property of a session — the navigation state, the facts, the interaction
/// machine with its schedule, generations and clock, the background flag, the time of earlier
/// launches — written out through `Mirror`, private ones included, the app's definition and
/// program left out (they never change). Two sessions with the same fingerprint behave the
/// same from then on.
///
/// Dictionaries and sets are written in sorted order: two equal ones built apart may keep their
/// entries in different orders (each storage has its own hash seed).
enum SessionFingerprint {
  static func of(_ session: AppSession) -> String {
    Mirror(reflecting: session).children
      .filter { $0.label != "definition" && $0.label != "program" }
      .map { "\($0.label ?? "_"): " + text($0.value, depth: 0) }
      .joined(separator: "\n")
  }

  private static func text(_ value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    guard depth < 60 else { return "(too deep)" }
    if mirror.children.isEmpty { return String(describing: value) }
    var parts = mirror.children.map { child in
      (child.label.map { $0 + ": " } ?? "") + text(child.value, depth: depth + 1)
    }
    if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
    return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
  }
}
