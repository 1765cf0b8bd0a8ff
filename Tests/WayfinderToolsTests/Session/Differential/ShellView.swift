import Wayfinder
import WayfinderTesting

/// Everything one shell shows of the app after a command: what the differential test compares.
struct ShellView: Equatable {
  /// One open window: where the user is in it, and what covers it while another is active.
  struct Window: Equatable {
    var scene: SceneID
    /// `nil` when the shell has no state for a window it lists as open.
    var state: NavigationState<ScreenRoute>?
    var cover: SceneCover?
  }

  /// Where the app is.
  var state: NavigationState<ScreenRoute>
  /// The launch facts.
  var facts: Facts
  /// Every declared step with where it is (`nil`: no run declared it), in declaration order.
  var statuses: [StepID: StepStatus?]
  /// The step holding the modal slot.
  var presentedStep: StepID?
  /// Whether modals are held back (the app is in the background).
  var isSuspended: Bool
  /// The visible actions, each `label` or `label (unavailable)`.
  var actions: [String]
  /// The launch's time.
  var now: Duration
  /// The window the user is in: ``state`` is its state.
  var activeScene: SceneID
  /// Every open window, in the order they opened, the active one included.
  var windows: [Window]

  /// The lines that differ from `other`, each naming the field and both values.
  func differences(from other: ShellView, _ name: String, _ otherName: String) -> [String] {
    var lines: [String] = []
    func compare<Value: Equatable>(_ field: String, _ mine: Value, _ theirs: Value) {
      guard mine != theirs else { return }
      lines.append("\(field) differ\n  \(name): \(mine)\n  \(otherName): \(theirs)")
    }
    func compareStates(
      _ field: String, _ mine: NavigationState<ScreenRoute>?,
      _ theirs: NavigationState<ScreenRoute>?
    ) {
      guard mine != theirs else { return }
      let (mineText, theirsText) = (Self.text(mine), Self.text(theirs))
      // The dump leaves out what no test asserts; the whole value says where it differs then.
      let detail =
        mineText != theirsText
        ? (mineText, theirsText)
        : (mine.map { "\($0)" } ?? "no state", theirs.map { "\($0)" } ?? "no state")
      lines.append(
        "\(field) differ\n  \(name):\n\(Self.indented(detail.0))\n  \(otherName):\n"
          + Self.indented(detail.1))
    }
    compareStates("states", state, other.state)
    if facts != other.facts {
      lines.append(
        "facts differ\n  \(name): \(Self.text(facts))\n  \(otherName): \(Self.text(other.facts))")
    }
    for (step, status) in statuses.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      compare("statuses of '\(step)'", Self.text(status), Self.text(other.statuses[step] ?? nil))
    }
    compare("presented steps", presentedStep.map(\.rawValue), other.presentedStep.map(\.rawValue))
    compare("suspensions", isSuspended, other.isSuspended)
    compare("visible actions", actions, other.actions)
    compare("clocks", now, other.now)
    compare("active windows", activeScene, other.activeScene)
    compare("open windows", windows.map(\.scene), other.windows.map(\.scene))
    for window in windows {
      guard let theirs = other.windows.first(where: { $0.scene == window.scene }) else { continue }
      compare("covers of \(window.scene)", Self.text(window.cover), Self.text(theirs.cover))
      compareStates("states of \(window.scene)", window.state, theirs.state)
    }
    return lines
  }

  /// The view as text, for a failure message.
  var dump: String {
    let steps = statuses.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { "\($0.key): \(Self.text($0.value))" }.joined(separator: ", ")
    return """
        state:
      \(Self.indented(NavigationStateDump.text(of: state)))
        facts: \(Self.text(facts))
        steps: \(steps)
        presented: \(presentedStep.map(\.rawValue) ?? "none"), suspended: \(isSuspended), \
      now: \(DifferentialCommand.exact(now))
        actions: \(actions)
        windows: \(windowsDump)
      """
  }

  /// The open windows, the active one marked, each other one with its cover and the screen on
  /// top of it.
  private var windowsDump: String {
    windows.map { window in
      let mark = window.scene == activeScene ? " (active)" : ""
      let top = window.state?.visibleRoute.map { "\($0)" } ?? "none"
      return "\(window.scene)\(mark): \(Self.text(window.cover)), on \(top)"
    }.joined(separator: "; ")
  }

  private static func text(_ state: NavigationState<ScreenRoute>?) -> String {
    state.map { NavigationStateDump.text(of: $0) } ?? "no state"
  }

  private static func text(_ cover: SceneCover?) -> String {
    cover.map(\.description) ?? "not covered"
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
      .joined(separator: "\n")
  }

  /// The facts sorted by name: `cartCount = 0, loggedIn = false`.
  private static func text(_ facts: Facts) -> String {
    facts.names.map { "\($0) = \(facts[$0].map(\.description) ?? "")" }.joined(separator: ", ")
  }

  private static func text(_ status: StepStatus?) -> String {
    status.map(\.description) ?? "not run"
  }
}
