public import Wayfinder

/// Where a state a restore analysis restored came from: a way through the old version of the
/// app, or a state file.
public enum RestoreSource: Hashable, Sendable, CustomStringConvertible {
  /// Launching the old version with `facts` changed (none: its own facts), then `commands`, as
  /// the REPL and scenario files write them.
  case path(facts: Facts, commands: [String])
  /// The state file at this path.
  case file(String)

  /// `given facts: { passcodeEnabled: true }; tap Unlock; tap Show details`, `launch` for the
  /// launch alone, or `state file 'old.json'`.
  public var description: String {
    switch self {
    case .file(let path): return "state file '\(path)'"
    case .path(let facts, let commands):
      var parts: [String] = []
      if !facts.values.isEmpty {
        let written = facts.names.compactMap { name in facts[name].map { "\(name): \($0)" } }
        parts.append("given facts: { " + written.joined(separator: ", ") + " }")
      }
      parts += commands
      return parts.isEmpty ? "launch" : parts.joined(separator: "; ")
    }
  }
}
