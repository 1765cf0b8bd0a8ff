import Foundation
import Wayfinder

/// What a command on a split home costs against the depth of its detail column: a split of
/// sidebar, content and detail whose detail is 10, 1 000 or 100 000 screens deep, and a push
/// and a back on the detail, a selection in the content column (which clears that deep
/// detail), a width change and a push onto the content column under the detail, each through
/// `applying` to the same deep state, its `StateTransition` kept.
///
/// Goal: the same cost at every depth (≤ 2× depth 10's).
enum SplitDepthBenchmarks {
  typealias Screen = NavigationBenchmarks.Screen

  static func run() -> [BenchmarkRow] {
    operations.flatMap { name, command in
      DepthBenchmarks.rows(measuring: name, "split home, transition kept", home: "3 columns") {
        depth in cost(of: command, depth: depth)
      }
    }
  }

  static let operations: [(String, NavigationCommand<Screen>)] = [
    ("split: push on the detail", .push(.settings)),
    ("split: back", .back),
    ("split: select in the content column", .select(.list, in: .content)),
    ("split: set the width", .setWidth(.compact)),
    ("split: push onto the content column", .push(.profile, on: .column(.content))),
  ]

  /// A split whose detail column is `depth` screens deep (root included).
  static func state(depth: Int) -> NavigationState<Screen> {
    let split =
      (try? NavigationSplit(sidebar: "sidebar", content: "content", detail: "detail"))
    guard let split else { return NavigationState(flow: "main", root: .home) }
    var state = NavigationState<Screen>(split: split, sidebar: .home)
    try? state.apply(.select(.list, in: .content))
    try? state.apply(.select(.detail, in: .detail))
    state[tab: "detail"]?.path = (1..<depth).map { $0 % 2 == 1 ? .list : .detail }
    return state
  }

  /// The seconds of `command` applied to the split of `depth`, one figure a round.
  static func cost(of command: NavigationCommand<Screen>, depth: Int) -> Sample {
    DepthBenchmarks.cost(of: command, on: state(depth: depth))
  }
}
