import Foundation
import Wayfinder
internal import WayfinderFlowFiles

/// What each operation beyond push, pop and present costs against the depth of the stack it
/// acts on: on the home of ``DepthBenchmarks`` (20 tabs, the first 10, 1 000 or 100 000 screens
/// deep), each applied through `applying` to the same deep state, its `StateTransition` kept.
///
/// Goal: the same cost at every depth (≤ 2× depth 10's).
enum OperationDepthBenchmarks {
  typealias Screen = NavigationBenchmarks.Screen

  static func run() -> [BenchmarkRow] {
    operations.flatMap { name, command in
      DepthBenchmarks.rows(measuring: name, "transition kept") { depth in
        cost(of: command(depth), depth: depth)
      }
    }
  }

  /// Each operation, as it applies at a depth: a pop from three screens down, a screen moved
  /// from one below the top.
  static let operations: [(String, @Sendable (Int) -> NavigationCommand<Screen>)] = [
    ("setRoot", { _ in .setRoot(.profile) }),
    ("replaceTop", { _ in .replaceTop(.settings) }),
    ("popFrom", { depth in .popFrom(.list, at: (depth - 4) & ~1) }),
    ("pushNew", { _ in .pushNew(.settings) }),
    ("bringToFront", { _ in .bringToFront(.detail) }),
    ("back", { _ in .back }),
    ("presentOrReveal", { _ in .presentOrReveal(.flow(.cart, id: "cart")) }),
    ("addTab", { _ in .addTab(NavigationTab("extra", root: .home), at: 1) }),
    ("removeTab", { _ in .removeTab("tab19") }),
    ("transaction", { _ in .transaction([.push(.settings), .pop(), .replaceTop(.edit)]) }),
  ]

  /// The seconds of `command` applied to the state of `depth`, one figure a round.
  static func cost(of command: NavigationCommand<Screen>, depth: Int) -> Sample {
    DepthBenchmarks.cost(of: command, on: DepthBenchmarks.state(depth: depth))
  }
}
