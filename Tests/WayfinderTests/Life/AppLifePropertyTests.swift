import PropertyBased
import Testing
import Wayfinder

/// Random lives of ``LifeApp`` — taps on what the screen offers, back, links, the passcode
/// turned on and off, time, background, foreground and relaunches from every source — under
/// each restore rule, checked after every event. Cases come from the seeds 1, 2, 3…, so every
/// run checks the same ones; a failing case is shrunk by dropping events, and printed.
@Suite(.hangLimit) struct AppLifePropertyTests {
  typealias Life = AppLife<ScreenRoute>

  static let rules: [RestoreRule] = [.home, .stacks(within: nil), .stacks(within: .seconds(1_800))]

  /// After any life, what it saves, cold-launched, asks for the passcode when it is on; a
  /// refused event changes nothing; the review prompt is never shown again within its cooldown,
  /// relaunches in between or not. 300 cases a rule (100 in `swift test`; see ``PropertyRuns``).
  @Test(arguments: 0..<3) func aLifeKeepsItsPromisesAcrossLaunches(rule: Int) async {
    let program = LifeApp.program(restore: Self.rules[rule])
    await propertyCheck(
      count: PropertyRuns.count(full: 300, sample: 100),
      input: LifeCase.generator(firstSeed: 1 + UInt64(rule) * 1000)
    ) { lifeCase in
      let problems = Self.play(lifeCase, in: program)
      #expect(problems.isEmpty, "\(lifeCase)\n\(problems.joined(separator: "\n"))")
    }
  }

  /// Plays `lifeCase` and returns what broke, or nothing.
  static func play(_ lifeCase: LifeCase, in program: FlowProgram<ScreenRoute>) -> [String] {
    var problems: [String] = []
    guard var (life, _) = try? Life.coldLaunch(program) else { return ["the launch failed"] }
    _ = life.settle()
    var reviewShownAt: Duration?
    for (index, step) in lifeCase.steps.enumerated() {
      let event = step.event(in: life)
      let before = (life.saved, life.time, life.isInBackground)
      var asksForReview = false
      if case .tap(let position) = event, life.actions.indices.contains(position) {
        asksForReview =
          life.actions[position].label == "Rate us" && !life.isInBackground
          && life.state.topModal == nil
      }
      do {
        var output = try life.perform(event)
        output.append(life.settle())
        let started = output.events.contains { $0.step == "review" && $0.kind == .stepStarted }
        if asksForReview, started {
          if let shown = reviewShownAt, life.promptTime - shown < .seconds(86_400) {
            problems.append("step \(index): the review showed again within its cooldown")
          }
          reviewShownAt = life.promptTime
        }
      } catch {
        if (life.saved, life.time, life.isInBackground) != before {
          problems.append("step \(index): the refused \(event) changed the life")
        }
      }
      // Up, or waiting for its turn behind a modal that was up when the app left.
      let asked =
        life.state.modals.contains { $0.id == "passcode" }
        || life.interactions.status(of: "passcode").map { !$0.hasEnded } ?? false
      if case .relaunch = event, life.facts.isTrue("passcodeEnabled"), !asked {
        problems.append("step \(index): a relaunch did not ask for the passcode")
      }
      if case .foreground = event, before.2, life.facts.isTrue("passcodeEnabled"), !asked {
        problems.append("step \(index): coming back to the foreground did not ask")
      }
    }
    guard var (next, _) = try? Life.coldLaunch(program, restoring: life.saved) else {
      return problems + ["the cold launch from the save failed"]
    }
    _ = next.settle()
    if life.facts.isTrue("passcodeEnabled"),
      !next.state.modals.contains(where: { $0.id == "passcode" })
    {
      problems.append("a cold launch from the save did not ask for the passcode")
    }
    return problems
  }
}

/// One random life: a list of steps, each chosen by a number.
struct LifeCase: Sendable, CustomStringConvertible {
  var steps: [LifeStep]

  init(steps: [LifeStep]) { self.steps = steps }

  init(seed: UInt64) {
    var random = SplitMix(seed: seed)
    steps = (0..<40).map { _ in
      LifeStep(kind: Int(random.next() % 9), number: Int(random.next() % 1_000))
    }
  }

  var description: String { steps.map(\.description).joined(separator: "; ") }

  /// Cases without one step each, for shrinking.
  func shrunk() -> [LifeCase] {
    steps.indices.map { index in
      var steps = steps
      steps.remove(at: index)
      return LifeCase(steps: steps)
    }
  }

  static func generator(firstSeed: UInt64) -> Generator<LifeCase, [LifeCase]> {
    let seeds = SeedSequence(from: firstSeed)
    return Generator(run: { _ in LifeCase(seed: seeds.take()) }, shrink: { $0.shrunk() })
  }
}

/// One event of a random life, chosen by `kind` and made concrete by `number` against the life
/// as it stands when it is played.
struct LifeStep: Sendable, CustomStringConvertible {
  var kind: Int
  var number: Int

  /// The event this step is in `life`: taps are the most common.
  func event(in life: AppLife<ScreenRoute>) -> AppEvent<ScreenRoute> {
    switch kind {
    case 0, 1, 2: .tap(life.actions.isEmpty ? 0 : number % life.actions.count)
    case 3: .navigate(.pop())
    case 4: .navigate(.open(url: "life://article"))
    case 5: .setFacts(["passcodeEnabled": .bool(number % 2 == 0)])
    case 6: .wait(.seconds([1, 60, 1_200, 3_600, 90_000][number % 5]))
    case 7: number % 2 == 0 ? .background : .foreground
    default:
      .relaunch(
        from: [.icon, .notification, .shortcut(nil), .link("life://article"), .named("widget")][
          number % 5])
    }
  }

  var description: String { "\(kind)/\(number)" }
}

/// A small, fast generator of random numbers from a seed.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
