/// Whether the seeded defect named `defect` (a case of `EngineMutation`) is on for the current
/// task, and `condition` holds.
///
/// The mutation corpus measures how well exploration finds defects by breaking one rule at a
/// time. Its defects are compiled only when the package is built with
/// `WAYFINDER_SEEDED_DEFECTS=1` in the environment (`.ci/mutations`); in every other build this
/// is `false`, `condition` is never evaluated, and the optimiser removes the check, so a rule
/// reads `if let modal = modals.last, !seeded("tabUnderModal")` and behaves as the rule alone.
/// A name that is no case is never on: the corpus then reports its defect as not found.
@inlinable @inline(__always)
func seeded(_ defect: StaticString, when condition: @autoclosure () -> Bool = true) -> Bool {
  #if WAYFINDER_SEEDED_DEFECTS
    guard let active = EngineMutation.active, active.rawValue == defect.description else {
      return false
    }
    return condition()
  #else
    return false
  #endif
}
