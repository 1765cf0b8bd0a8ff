internal import Wayfinder
import WayfinderProperties

/// What a property read, as lines: the state before and after the command that broke it, so a
/// failure's −/+ shows what changed.
enum PropertyReport {
  /// `screen: item`, `modal: passcode`, `tab: tab1`, `phase: home`, `linkHeld: false` (with
  /// `windows: 2` and `covered: true` when several windows are open), then the facts and the visible screen's arguments, in name order. O(facts log facts), the names
  /// sorted.
  static func lines(of session: AppSession) -> [String] {
    let facts = session.propertyFacts
    let state = ["screen", "modal", "tab", "phase", "linkHeld", "background"]
    // The windows only where there are several, so a one-window app's report is as it was.
    let windows = facts["windows"].map { $0 != .int(1) } == true ? ["windows", "covered"] : []
    var lines = (state + windows).map { "\($0): \(facts[$0]?.description ?? "")" }
    // `presented.` and `inStack.` names would list every modal up and every screen stacked.
    let rest = facts.names.filter {
      PropertyFacts.names[$0] == nil && !PropertyFacts.isMembership($0)
    }
    lines += rest.map { "\($0): \(facts[$0]?.description ?? "")" }
    return lines
  }
}
