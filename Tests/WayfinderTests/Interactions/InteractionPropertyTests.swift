import PropertyBased
import Testing
@testable import Wayfinder

/// Interleavings of launch, foreground, background, deep links, dismissals, tab switches,
/// enqueues, cancels, cancel-alls, user finishes, fact changes and time, checked after every
/// call and every transition (see ``SimulationShell``). Cases come from the seeds 1, 2, 3…, so
/// every run checks the same ones; a failing case is shrunk by dropping events and steps while
/// it still fails, and printed.
@Suite(.hangLimit) struct InteractionPropertyTests {
  /// 5,000 cases in five batches that run in parallel (1,000 in `swift test`: each batch's
  /// first 200; see ``PropertyRuns``).
  @Test(arguments: 0..<5) func rulesHoldOverSimulatedInterleavings(batch: UInt64) async {
    let cases = InteractionCase.generator(firstSeed: 1 + batch * 1000)
    await propertyCheck(count: PropertyRuns.count(full: 1000, sample: 200), input: cases) {
      testCase in
      let report = await offThePool {
        let shell = SimulationShell.play(testCase)
        return shell.failures.isEmpty ? nil : shell.report(testCase)
      }
      #expect(report == nil, "\(report ?? "")")
    }
  }

  @Test func rulesHoldThroughNavigatorAndCoordinator() async {
    await propertyCheck(count: 200, input: InteractionCase.generator(firstSeed: 100_001)) {
      testCase in
      let problems = await Lockstep.play(testCase)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }
}

/// Hands out consecutive seeds.
final class SeedSequence: Sendable {
  private let next: Locked<UInt64>

  init(from first: UInt64) { next = Locked(first) }

  func take() -> UInt64 {
    next.withLock { next in
      defer { next += 1 }
      return next
    }
  }
}

extension InteractionCase {
  /// Cases from consecutive seeds starting at `firstSeed` (the checker's own random numbers are
  /// not used, so a run is the same every time), shrinking with ``shrunk()``.
  /// With `flows`, every modal step's and gate's modal is a flow the user pushes inside.
  static func generator(
    firstSeed: UInt64, flows: Bool = false
  ) -> Generator<InteractionCase, [InteractionCase]> {
    let seeds = SeedSequence(from: firstSeed)
    return Generator(
      run: { _ in InteractionCase(seed: seeds.take(), flows: flows) }, shrink: { $0.shrunk() })
  }
}
