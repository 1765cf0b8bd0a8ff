/// Which of the app's own modals — sheets and covers no interaction step presented — an
/// interaction step may present over.
///
/// At most one modal at a time is the rule of the interaction slot, and the slot counts every
/// modal on screen, the app's own included: a step that may not cover what the app shows waits
/// until the app has closed it, then presents. Gates cover anything by default — a forced update
/// cannot be held off by keeping a sheet open — and other steps nothing.
///
/// | The app shows | A step that covers it | A step that does not |
/// |---|---|---|
/// | nothing | presents | presents |
/// | its own sheet | presents over the sheet; the sheet cannot be closed while the step is up | waits until the sheet is closed |
/// | its own alert or confirmation dialog | closes the alert, then presents | waits until the alert is closed |
///
/// ```swift
/// var prompt = InteractionStep<AppRoute>.modal("rateApp", screen: .rateApp)
/// prompt.covers = .only(["settings"])   // may come up over Settings, waits for anything else
/// ```
public enum AppModalCover: Hashable, Sendable {
  /// None: the step waits until the app's modals are closed.
  case none
  /// Any modal the app presented.
  case any
  /// Only these modals; any other makes the step wait.
  case only(Set<ModalID>)

  /// Whether a step may present over `modals`, the app's modals on screen. O(modals).
  public func allows(_ modals: [ModalID]) -> Bool {
    guard !modals.isEmpty else { return true }
    switch self {
    case .none: return false
    case .any: return true
    case .only(let allowed): return modals.allSatisfy(allowed.contains)
    }
  }
}

extension NavigationState {
  /// The modals on screen that no interaction step presented: the app's own, bottom first.
  /// O(modals).
  public var appModalIDs: [ModalID] {
    modals.compactMap { $0.interaction == nil ? $0.id : nil }
  }
}
