/// Near-miss suggestions for names a person typed: "Did you mean 'secondary1'?".
package enum Suggestions {
  /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
  ///
  /// A candidate qualifies when its distance is at most a third of the longer name's length
  /// (at least 1) and it is not `name` itself. Ties go to the earlier candidate.
  package static func closest<C: Collection<String>>(to name: String, in candidates: C) -> String? {
    let typed = Array(name.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased().unicodeScalars)
      let limit = max(1, max(typed.count, other.count) / 3)
      let distance = editDistance(typed, other)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
  /// adjacent characters each cost 1.
  package static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
