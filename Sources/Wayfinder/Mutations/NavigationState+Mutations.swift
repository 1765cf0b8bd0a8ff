extension NavigationState {
  /// Whether a seeded defect lets a deep link opened now land although this state holds links.
  /// Read only on the hold's branch.
  @usableFromInline
  var mutationLandsHeldLink: Bool {
    switch EngineMutation.active {
    case .linkPastGate?: presentedInteraction?.role == .gate
    case .linkDuringLaunch?: phase.isLaunching && presentedInteraction == nil
    default: false
    }
  }
}
