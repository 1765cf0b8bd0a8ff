import Wayfinder
import WayfinderTesting
import WayfinderFlowFiles
@testable import WayfinderTools

/// One random use of a session's clocks, made from a seed: where its prompt clock starts (at
/// zero, near either end of the range, anywhere in it), then waits of any length — up to what
/// is left, exactly that, or past it — relaunches, backgrounding, foregrounding (which shows
/// the prompts again) and taps on the prompts.
struct ClockCase: Sendable, CustomStringConvertible {
  enum Step: Sendable, Hashable, CustomStringConvertible {
    /// `wait` this long.
    case wait(Duration)
    /// `wait` for what is left of the clock's range (``AppSession/timeLeft``) plus `offset`,
    /// which may be negative (some of it) or positive (past the limit).
    case waitLeft(plus: Duration)
    case relaunch
    case background
    case foreground
    case tap(String)

    var description: String {
      switch self {
      case .wait(let duration): "wait \(duration)"
      case .waitLeft(let offset): "wait for what is left + \(offset)"
      case .relaunch: "relaunch"
      case .background: "background"
      case .foreground: "foreground"
      case .tap(let label): "tap \(label)"
      }
    }
  }

  let seed: UInt64
  let origin: Duration
  let steps: [Step]

  private static let day = Duration.seconds(86_400)
  private static let tenYears = day * 3_650

  init(seed: UInt64, origin: Duration, steps: [Step]) {
    self.seed = seed
    self.origin = origin
    self.steps = steps
  }

  init(seed: UInt64) {
    var random = WayfinderTesting.SeededRandomNumberGenerator(seed: seed)
    let limit = ClockRange.limitInSeconds * 1000
    let near = Self.tenYears.components.seconds * 2_000
    let origin: Int64 =
      switch Int.random(in: 0..<4, using: &random) {
      case 0: 0
      case 1: limit - Int64.random(in: 0...near, using: &random)
      case 2: -limit + Int64.random(in: 0...near, using: &random)
      default: Int64.random(in: -limit...limit, using: &random)
      }
    var steps: [Step] = []
    for _ in 0..<Int.random(in: 1...16, using: &random) {
      steps.append(Self.step(&random))
    }
    self.init(seed: seed, origin: .milliseconds(origin), steps: steps)
  }

  private static func step(_ random: inout WayfinderTesting.SeededRandomNumberGenerator) -> Step {
    switch Int.random(in: 0..<12, using: &random) {
    case 0..<2: .wait(.milliseconds(Int64.random(in: 1...86_400_000, using: &random)))
    case 2..<4: .wait(tenYears)
    case 4: .waitLeft(plus: .zero)
    case 5: .waitLeft(plus: .zero - .milliseconds(Int64.random(in: 1...86_400_000, using: &random)))
    case 6: .waitLeft(plus: .milliseconds(Int64.random(in: 1...2, using: &random)))
    case 7: .waitLeft(plus: tenYears)
    case 8: .relaunch
    case 9: Bool.random(using: &random) ? .background : .foreground
    default: .tap(Bool.random(using: &random) ? "Later" : "Not now")
    }
  }

  /// Smaller cases that may fail the same way: runs of steps left out.
  func shrunk() -> [ClockCase] {
    var candidates: [ClockCase] = []
    var size = steps.count / 2
    while size >= 1 {
      for start in stride(from: 0, to: steps.count, by: size) {
        var fewer = steps
        fewer.removeSubrange(start..<min(start + size, steps.count))
        candidates.append(ClockCase(seed: seed, origin: origin, steps: fewer))
      }
      size /= 2
    }
    return candidates
  }

  var description: String {
    "seed \(seed), prompt clock from \(origin): " + steps.map(\.description).joined(separator: "; ")
  }
}
