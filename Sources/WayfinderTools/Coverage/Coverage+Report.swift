extension Coverage {
  /// What `wayfinder test --coverage` prints under an app's summary line: the other criteria's
  /// summary, every reachable item not covered, every unreachable item with its reason, and
  /// each criterion under its minimum in `gates`.
  ///
  /// ```
  ///   when-outcomes 4/4 (100%), link-phases 20/20 (100%), step-pairs 10/11 (90.9%, 9 unreachable),
  /// …
  ///   not covered: step 'restoreCart' then 'cookieConsent'
  ///   unreachable: step 'loadCatalog' then 'launchScreen': 'loadCatalog' comes after
  /// 'launchScreen'
  ///   step-pairs 90.9% is under the minimum of 100%
  /// ```
  public func report(gates: [CoverageCriterion: Double] = [:]) -> [String] {
    var lines = ["  " + criteriaSummary]
    for criterion in CoverageCriterion.allCases {
      lines += missing(of: criterion).map { "  not covered: \($0)" }
    }
    for criterion in CoverageCriterion.allCases {
      lines += unreachable(of: criterion).map { "  unreachable: \($0)" }
    }
    return lines + shortfalls(gates).map { "  " + $0 }
  }

  /// A sentence for each criterion under its minimum in `gates`, in criterion order:
  /// `edges 94.1% is under the minimum of 100%`.
  package func shortfalls(_ gates: [CoverageCriterion: Double]) -> [String] {
    gates.keys.sorted().compactMap { criterion in
      guard let minimum = gates[criterion] else { return nil }
      let wanted = Self.format(minimum)
      if uncounted[criterion] != nil {
        return "\(criterion.name) is not counted, so it cannot meet the minimum of \(wanted)"
      }
      let percentage = percentage(of: criterion)
      guard percentage < minimum else { return nil }
      return "\(criterion.name) \(Self.format(percentage)) is under the minimum of \(wanted)"
    }
  }
}
