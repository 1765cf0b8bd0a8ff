/// Why an app's life refused to open, activate or close a window. Nothing changed.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The app declares one window (``WindowSupport/single``).
  case singleWindowApp
  /// No open window has this number.
  case noSuchWindow(SceneID, open: [SceneID])
  /// The last open window cannot close: an app keeps one.
  case lastWindow(SceneID)
  /// ``AppLife/windowLimit`` windows are open.
  case tooManyWindows(limit: Int)
  /// The step up may not cover the window's own modals, so the window cannot become the one
  /// the step shows in while it is up.
  case stepMayNotCover(SceneID, step: StepID, modals: [ModalID])

  /// A sentence for a person, saying what to do.
  public var description: String {
    switch self {
    case .singleWindowApp:
      "This app has one window. Declare `windows: multiple` in app.yaml to let it open more."
    case .noSuchWindow(let scene, let open):
      "There is no \(scene): the open windows are \(open.map { "\($0.number)" }.joined(separator: ", "))."
    case .lastWindow(let scene):
      "\(scene) is the last one open, and an app keeps one window. Open another first."
    case .tooManyWindows(let limit):
      "\(limit) windows are open, the most an app may have. Close one first."
    case .stepMayNotCover(let scene, let step, let modals):
      "\(scene) cannot become active while '\(step)' is up: it may not cover "
        + modals.map { "'\($0)'" }.joined(separator: ", ")
        + " there. Finish or dismiss '\(step)' first."
    }
  }
}
