import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder diff` on the generated apps (the loading benchmark's: twenty tabs, five actions a
/// screen) against an edited copy: the titles of one tab's screens changed, another tab's tab
/// switches retargeted, the deep link retargeted — changes in proportion to the app. What is
/// timed is the comparison alone (both outlines made, then compared), which `diff` does after
/// loading both versions: against loading one, and at 10,000 screens against 1,000, where a
/// linear cost is 10×. Each round times both sizes in turn, so that both see the same load of
/// the host.
enum DiffBenchmarks {
  static let rounds = 7
  static let sizes = [1_000, 10_000]

  /// One size's two versions, and its figures.
  private struct Case {
    var screens: Int
    var bytes: [UInt8]
    var old: FlowDefinition
    var new: FlowDefinition
    var diffs: [Double] = []
    var loads: [Double] = []
    var changes = 0
  }

  static func run() -> [BenchmarkRow] {
    var cases: [Case] = []
    for screens in sizes {
      let text = SyntheticApp.yaml(screens: screens)
      let edited = text.replacing("title: \"Screen 3.", with: "title: \"Display 3.")
        .replacing("switchTab: f6", with: "switchTab: f7")
        .replacing("path: [ { s0_1: { n:", with: "path: [ { s0_2: { n:")
      guard let old = load(text), let new = load(edited) else {
        return [
          BenchmarkRow(
            measure: "diff (\(screens) screens)", wayfinder: "-", failure: "the app did not load")
        ]
      }
      cases.append(Case(screens: screens, bytes: Array(text.utf8), old: old, new: new))
    }
    for _ in 0..<rounds {
      for index in cases.indices {
        let bytes = cases[index].bytes
        cases[index].loads.append(
          DefinitionBenchmarks.seconds {
            _ = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", bytes: bytes)])
          })
        let (old, new) = (cases[index].old, cases[index].new)
        var changes = 0
        cases[index].diffs.append(
          DefinitionBenchmarks.seconds { changes = FlowDiff(from: old, to: new).count })
        cases[index].changes = changes
      }
    }
    var rows: [BenchmarkRow] = []
    for item in cases {
      let diff = Sample(item.diffs)
      let expected = item.screens / 10 + 1
      rows.append(
        BenchmarkRow(
          measure:
            "diff / load + validate (\(item.screens) screens, \(item.screens * 5) actions; "
            + "\(item.changes) changes)",
          wayfinder: DefinitionBenchmarks.milliseconds(diff.median),
          baseline: "load \(DefinitionBenchmarks.milliseconds(Sample(item.loads).median))",
          sample: diff.over(Sample(item.loads)), format: Figure.times,
          goal: .ratio(.atMost, 1, "× the load"),
          failure: item.changes == expected ? nil : "\(item.changes) changes, not \(expected)"))
    }
    if let small = cases.first, let large = cases.last, cases.count > 1 {
      let load = Sample(large.loads).over(Sample(small.loads))
      rows.append(
        BenchmarkRow(
          measure:
            "diff at \(large.screens) screens / at \(small.screens) (linear: "
            + "\(large.screens / small.screens)×; the load grew "
            + Figure.times(load.median) + ")",
          wayfinder: DefinitionBenchmarks.milliseconds(Sample(large.diffs).median),
          baseline: "\(small.screens) screens: "
            + DefinitionBenchmarks.milliseconds(Sample(small.diffs).median),
          sample: Sample(large.diffs).over(Sample(small.diffs)), format: Figure.times,
          goal: .scaling(15, "× \(small.screens) screens")))
    }
    return rows
  }

  private static func load(_ text: String) -> FlowDefinition? {
    FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)]).definition
  }
}
