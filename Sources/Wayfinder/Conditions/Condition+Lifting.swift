extension Condition {
  /// The facts the condition reads, each once, in the order they first appear (`version` is
  /// the app's, not a fact). O(size of the condition).
  ///
  /// ```swift
  /// try Condition(parsing: "!loggedIn || lastSeenVersion < version", facts: types).factNames
  /// // ["loggedIn", "lastSeenVersion"]
  /// ```
  public var factNames: [String] {
    var names: [String] = []
    var seen: Set<String> = []
    // Depth first, left to right, without recursion: a chain may hold many operands.
    var pending: [Condition] = [self]
    while let next = pending.popLast() {
      switch next {
      case .fact(let name):
        if seen.insert(name).inserted { names.append(name) }
      case .literal, .appVersion:
        break
      case .not(let operand):
        pending.append(operand)
      case .all(let operands), .any(let operands):
        pending += operands.reversed()
      case .compare(let lhs, _, let rhs):
        pending += [rhs, lhs]
      }
    }
    return names
  }

  /// The changes of one Boolean fact that would make the condition stop holding with `facts`:
  /// each Boolean fact it reads, set to the other value, when that alone makes it false. Empty
  /// when the condition does not hold, or no single Boolean fact lifts it (a comparison of
  /// versions, or two facts that must both change).
  ///
  /// What a gate waits for: `updateRequired` is lifted by `updateRequired = false`, and
  /// `!loggedIn && !guest` by `loggedIn = true` or `guest = true`. A Boolean fact with no value
  /// yet reads as `false`, so setting it to `true` is tried. O(facts read × size).
  ///
  /// - Parameters:
  ///   - facts: The facts now.
  ///   - version: The app's version, which the condition reads as `version`.
  /// - Returns: The fact and the value that lifts the condition, in the order the facts
  ///   first appear in it.
  public func lifts(facts: Facts, version: AppVersion) -> [(fact: String, value: FactValue)] {
    guard evaluate(facts: facts, version: version) else { return [] }
    var changes: [(fact: String, value: FactValue)] = []
    for name in factNames {
      let flipped: FactValue
      switch facts[name] {
      case .bool(let value)?: flipped = .bool(!value)
      case nil where readsAsBoolean(name): flipped = .bool(true)
      default: continue
      }
      var changed = facts
      changed[name] = flipped
      if !evaluate(facts: changed, version: version) { changes.append((name, flipped)) }
    }
    return changes
  }

  /// Whether `name` appears alone as a Boolean operand (`name`, `!name`, an operand of `&&` or
  /// `||`), not inside a comparison: a fact with no value is only known to be Boolean there.
  private func readsAsBoolean(_ name: String) -> Bool {
    var pending: [Condition] = [self]
    while let next = pending.popLast() {
      switch next {
      case .fact(let fact) where fact == name: return true
      case .not(let operand): pending.append(operand)
      case .all(let operands), .any(let operands): pending += operands
      case .fact, .literal, .appVersion, .compare: break
      }
    }
    return false
  }
}
