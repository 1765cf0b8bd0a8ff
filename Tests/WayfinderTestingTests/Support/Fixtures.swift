import Testing
import Wayfinder
import WayfinderTesting

/// The screens of the test app: a tab bar of two tabs, launch screens and modals.
enum Page: Hashable, Sendable {
  case primary, secondary1, secondary2, tertiary
  case splash, passcode, whatsNew, cart, payment
  case item(id: Int)
}

extension TabID {
  static let tab1: TabID = "tab1"
  static let tab2: TabID = "tab2"
}

enum Fixtures {
  /// Home with two tabs: `tab1` at `primary` (selected), `tab2` at `secondary2`.
  static func tabs(phase: LaunchPhase<Page> = .home) throws -> NavigationState<Page> {
    try NavigationState(
      tabs: [NavigationTab(.tab1, root: .primary), NavigationTab(.tab2, root: .secondary2)],
      phase: phase)
  }

  /// Rules with `demo://item/{id}` leading to `secondary1 > item(id)` in `tab1`.
  static func rules() throws -> NavigationRules<Page> {
    var links = DeepLinkRouter<Page>()
    try links.add("demo://item/{id:int}") { parameters in
      parameters.int("id").map { DeepLinkTarget(tab: .tab1, path: [.secondary1, .item(id: $0)]) }
    }
    return NavigationRules(deepLinks: links)
  }

  /// A launch: a splash, config fetched after it, a passcode first by priority when enabled,
  /// and what's new once the config is in.
  static let launchSteps: [InteractionStep<Page>] = [
    .splash("splash", screen: .splash, duration: .milliseconds(500)),
    .background(
      "fetchConfig", lasting: .milliseconds(800), after: ["splash"],
      sets: ["configLoaded": .bool(true)]),
    .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }, priority: 100),
    .modal("whatsNew", screen: .whatsNew, after: ["fetchConfig"]),
  ]
}

/// A failure the testing helpers reported while a body ran.
struct RecordedIssue: Sendable, Equatable {
  var text: String
  var line: Int?
}

/// Runs `body`, which is expected to make the testing helpers fail, and returns every failure
/// they reported: its message and the line it points at. The failures are captured, not
/// recorded, so a passing run shows none of them.
func recordedIssues(_ body: () throws -> Void) rethrows -> [RecordedIssue] {
  try FailureReporter.capturing(body).map {
    RecordedIssue(text: $0.message, line: $0.sourceLocation.line)
  }
}

/// The texts of the issues `body` recorded.
func issueTexts(_ body: () throws -> Void) rethrows -> [String] {
  try recordedIssues(body).map(\.text)
}

/// The failures the testing helpers reported while `body`, which may await, ran.
func recordedIssues(
  _ body: nonisolated(nonsending) () async throws -> Void
) async rethrows -> [RecordedIssue] {
  try await FailureReporter.capturing(body).map {
    RecordedIssue(text: $0.message, line: $0.sourceLocation.line)
  }
}
