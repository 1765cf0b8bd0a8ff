import PropertyBased
import Testing
import Wayfinder

/// Random lives of ``LifeApp`` with several windows — opening, closing and switching windows,
/// links to every window rule, taps, back gestures, the passcode turned on and off, background,
/// foreground and relaunches — checked after every event: no window shows the app while the
/// launch or the passcode is up; the app's interactions are only in the active window, one
/// prompt at a time; a link lands in exactly one window. 200 cases (60 in `swift test`).
@Suite(.hangLimit) struct AppScenesPropertyTests {
  typealias Life = AppLife<ScreenRoute>

  @Test func windowsKeepTheAppsInteractionsPromises() async {
    let program = LifeApp.program(restore: .stacks(within: nil), windows: .multiple)
    await propertyCheck(
      count: PropertyRuns.count(full: 200, sample: 60),
      input: SceneCase.generator(firstSeed: 4_000)
    ) { sceneCase in
      let problems = Self.play(sceneCase, in: program)
      #expect(problems.isEmpty, "\(sceneCase)\n\(problems.joined(separator: "\n"))")
    }
  }

  /// Plays `sceneCase` and returns what broke, or nothing.
  static func play(_ sceneCase: SceneCase, in program: FlowProgram<ScreenRoute>) -> [String] {
    var problems: [String] = []
    guard var (life, _) = try? Life.coldLaunch(program) else { return ["the launch failed"] }
    _ = life.settle()
    for (index, step) in sceneCase.steps.enumerated() {
      let event = step.sceneEvent(in: life)
      let before = life
      do {
        _ = try life.perform(event)
        _ = life.settle()
        if case .navigate(.open) = event {
          problems += linkProblems(before: before, after: life).map { "step \(index): \($0)" }
        }
      } catch {
        if life.saved != before.saved {
          problems.append("step \(index): the refused \(event) changed the life")
        }
      }
      problems += Self.problems(of: life).map { "step \(index) (\(event)): \($0)" }
    }
    return problems
  }

  /// What is wrong with how `life`'s windows show the app, now.
  static func problems(of life: Life) -> [String] {
    var problems = life.sceneInvariantViolations()
    problems += life.state.invariantViolations()
    problems += life.interactions.invariantViolations(with: life.state)
    let coversApp =
      life.state.phase.isLaunching
      || life.state.modals.contains {
        $0.interaction?.role == .gate
          || ($0.interaction?.role == .required && $0.style == .fullScreen)
      }
    for scene in life.scenes where scene != life.activeScene {
      if coversApp, life.cover(of: scene) == nil {
        problems.append("\(scene) shows the app while the launch or the passcode is up")
      }
      if !coversApp, life.cover(of: scene) != nil {
        problems.append("\(scene) is covered with nothing up")
      }
    }
    let prompts = life.scenes.flatMap { life.navigation(in: $0)?.modals ?? [] }.filter {
      $0.interaction != nil && $0.interaction?.step != "passcode"
    }
    if prompts.count > 1 { problems.append("\(prompts.count) prompts are up app-wide") }
    return problems
  }

  /// A link lands in exactly one window: every window but the one active after it is as it
  /// was, but for the app's part that moved with the user.
  static func linkProblems(before: Life, after: Life) -> [String] {
    var problems: [String] = []
    for scene in before.scenes where scene != after.activeScene {
      guard var old = before.navigation(in: scene), var new = after.navigation(in: scene) else {
        problems.append("\(scene) closed when a link opened")
        continue
      }
      old.phase = .home
      new.phase = .home
      old.pendingDeepLink = nil
      new.pendingDeepLink = nil
      old.interactionsPending = false
      new.interactionsPending = false
      old.backGesture = nil
      old.modals.removeAll { $0.interaction != nil }
      if old.home != new.home || old.modals.count < new.modals.count {
        problems.append("a link changed \(scene) as well as \(after.activeScene)")
      }
    }
    let opened = Set(after.scenes).subtracting(before.scenes)
    if opened.count > 1 { problems.append("a link opened \(opened.count) windows") }
    return problems
  }
}

/// A random life of windows: forty events, each chosen by a kind and made concrete by a number
/// against the life as it stands.
struct SceneCase: Sendable, CustomStringConvertible {
  var steps: [LifeStep]

  init(steps: [LifeStep]) { self.steps = steps }

  init(seed: UInt64) {
    var random = SplitMix(seed: seed)
    steps = (0..<40).map { _ in
      LifeStep(kind: Int(random.next() % 15), number: Int(random.next() % 1_000))
    }
  }

  var description: String { steps.map(\.description).joined(separator: "; ") }

  func shrunk() -> [SceneCase] {
    steps.indices.map { index in
      var steps = steps
      steps.remove(at: index)
      return SceneCase(steps: steps)
    }
  }

  static func generator(firstSeed: UInt64) -> Generator<SceneCase, [SceneCase]> {
    let seeds = SeedSequence(from: firstSeed)
    return Generator(run: { _ in SceneCase(seed: seeds.take()) }, shrink: { $0.shrunk() })
  }
}

extension LifeStep {
  /// The event this step is in a life with windows: kinds 9 and up are about windows, links
  /// to other windows and back gestures; the rest as in a life of one window.
  func sceneEvent(in life: AppLife<ScreenRoute>) -> AppEvent<ScreenRoute> {
    let scenes = life.scenes
    switch kind {
    case 9: return .openWindow
    case 10: return .activateWindow(scenes[number % scenes.count])
    case 11: return .closeWindow(scenes[number % scenes.count])
    case 12: return .navigate(.open(url: number % 2 == 0 ? "life://reading" : "life://compose"))
    case 13: return .navigate([.beginBack, .completeBack, .cancelBack][number % 3])
    case 14: return .activateWindow(SceneID(number % 8 + 1))
    default: return event(in: life)
    }
  }
}
