import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// Random runs of the ride sample, whose launch steps present whole flows, as exploration plays
/// them: after every command the modal rules hold — the engine's invariants, among them at
/// most one interaction modal, one alert and that on top, nothing over a gate — every started
/// step ends exactly once before it starts again, and the state saved then restored comes back
/// equal (but for an alert the app put up, which a restore drops).
@Suite struct ModalRulesPropertyTests {
  /// How many runs, of how many commands.
  static let runs = PropertyRuns.count(full: 400, sample: 40)
  static let length = 40

  @Test func randomRunsKeepTheModalRules() throws {
    let definition = try StepFlowSessionTests.ride()
    var generator = ExplorationGenerator(definition, seed: 1)
    for run in 0..<Self.runs {
      generator.reseed(UInt64(run) &* 7_919 &+ 17)
      var (session, _) = try AppSession.start(definition, facts: definition.initialFacts)
      _ = session.settle()
      var played: [String] = []
      var running = Self.running(session, definition)
      for index in 0..<Self.length {
        let step = generator.next(for: session)
        let before = session
        guard let output = try? session.performLeavingPartOnFailure(step.command, settling: true)
        else {
          session = before
          continue
        }
        played.append(step.text)
        let trail = "run \(run): " + played.joined(separator: " / ")
        // A cold launch ends the old process: its steps end with it, unreported.
        if case .relaunch = step.command { running = [] }
        for problem in session.state.invariantViolations()
          + session.launch.invariantViolations(with: session.state)
        {
          Issue.record("\(problem) after \(trail)")
        }
        for problem in Self.endsOnce(output.events, running: &running) {
          Issue.record("\(problem) after \(trail)")
        }
        if index % 5 == 0 {
          let saved = try SavedState(decoding: SavedState(session).encoded())
          let restored = try saved.restore(against: definition)
          // An alert the app put up is not brought back: the app asks again when it needs to.
          // Nor is a back gesture under way: the finger left the glass with the old process,
          // so it comes back as cancelled.
          var expected = session.state
          expected.modals.removeAll { $0.style.isDialog && $0.interaction == nil }
          expected.backGesture = nil
          #expect(restored.state == expected, "restore after \(trail)")
        }
      }
    }
  }

  /// The steps running in `session`: started, and not ended yet.
  static func running(_ session: AppSession, _ definition: FlowDefinition) -> Set<StepID> {
    Set(
      definition.launch.map { StepID($0.id) }.filter { session.launch.status(of: $0) == .running })
  }

  /// What `events` break of "a started step ends exactly once before it starts again", with
  /// `running` the steps started and not yet ended.
  static func endsOnce(_ events: [InteractionEvent], running: inout Set<StepID>) -> [String] {
    var problems: [String] = []
    for event in events {
      guard let step = event.step else { continue }
      switch event.kind {
      case .stepStarted:
        if !running.insert(step).inserted { problems.append("step '\(step)' started twice") }
      case .stepFinished, .stepFailed:
        if running.remove(step) == nil {
          problems.append("step '\(step)' ended by \(event.kind.name) but was not running")
        }
      case .stepSkipped, .stepCancelled:
        // A waiting step may be skipped or cancelled without having started.
        running.remove(step)
      default: break
      }
    }
    return problems
  }
}
