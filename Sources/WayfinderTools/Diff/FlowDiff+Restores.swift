public import WayfinderFlowFiles

extension FlowDiff {
  /// Adds what the change does to users' saved states — every state `old` reaches, restored in
  /// `new` (``RestoreAnalysis``) — as a section of notes titled *Saved states*, when the flows
  /// changed and some state moves or is refused. `wayfinder diff` does this for text and JSON.
  /// O(states `old` reaches × moves), bounded as `paths` is.
  ///
  /// - Parameters:
  ///   - old: The version users have.
  ///   - new: The version about to ship.
  public mutating func addRestores(from old: FlowDefinition, to new: FlowDefinition) {
    guard !isEmpty else { return }
    let report = RestoreAnalysis(old: old, new: new).analyze()
    guard !report.isUnchanged else { return }
    let lines = report.text.split(separator: "\n").map(String.init)
    sections.append(Section(name: "restores", title: "Saved states", notes: lines))
  }
}
