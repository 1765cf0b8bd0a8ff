import PropertyBased
import Testing
import Wayfinder
import WayfinderFixtures
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// Whatever a session does to its clocks (``ClockCase``), the state it saves is one the state
  /// file reader reads back, and a wait it refuses is one past the clock's range that changes
  /// nothing. Cases come from the seeds 1, 2, 3…, so every run checks the same ones; a failing
  /// case is shrunk by leaving steps out, and printed.
  @Suite(.hangLimit) struct SavedClockPropertyTests {
    @Test func whatASessionSavesItsNextStartReads() async throws {
      let definition = try #require(PromptApp.definition())
      let seeds = Locked<UInt64>(1)
      let cases = Generator<ClockCase, [ClockCase]>(
        run: { _ in
          ClockCase(
            seed: seeds.withLock { next in
              defer { next += 1 }
              return next
            })
        },
        shrink: { $0.shrunk() })
      await propertyCheck(count: 200, input: cases) { testCase in
        let problem = Self.play(testCase, definition)
        #expect(problem == nil, "\(testCase): \(problem ?? "")")
      }
    }

    @Test func theStoreReadsBackASessionSavedAtTheLimit() throws {
      let definition = try #require(PromptApp.definition())
      var (session, _) = try AppSession.start(
        definition, promptTime: ClockRange.limit - .milliseconds(1_500))
      _ = try session.perform(.tap(.label("Later")), settling: true)
      _ = try session.perform(.wait(session.timeLeft), settling: true)
      _ = try session.perform(.tap(.label("Not now")), settling: true)
      #expect(session.promptTime == ClockRange.limit)
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("limit.json"))
      try store.save(session)
      let restored = try #require(store.restore(for: definition).restored)
      #expect(restored.promptTime == ClockRange.limit)
      #expect(restored.promptHistory == session.promptHistory)
    }

    /// Plays `testCase`; what went wrong, or `nil`.
    static func play(_ testCase: ClockCase, _ definition: FlowDefinition) -> String? {
      var session: AppSession
      do {
        (session, _) = try AppSession.start(definition, promptTime: testCase.origin)
      } catch {
        return "the session does not start: \(error)"
      }
      _ = session.settle()
      if let problem = roundTrip(session, definition) { return "at the start: \(problem)" }
      for (index, step) in testCase.steps.enumerated() {
        if let problem = perform(step, on: &session) ?? roundTrip(session, definition) {
          return "after step \(index + 1), \(step): \(problem)"
        }
      }
      return nil
    }

    /// Performs `step`; what went wrong, or `nil`.
    private static func perform(_ step: ClockCase.Step, on session: inout AppSession) -> String? {
      let before = session
      let command: SessionCommand
      var pastLimit: Bool?
      switch step {
      case .wait(let duration):
        command = .wait(duration)
        pastLimit = duration > session.timeLeft
      case .waitLeft(let offset):
        command = .wait(max(session.timeLeft + offset, .zero))
        pastLimit = offset > .zero
      case .relaunch: command = .relaunch(from: .icon)
      case .background: command = .background
      case .foreground: command = .foreground
      case .tap(let label): command = .tap(.label(label))
      }
      do throws(SessionError) {
        _ = try session.perform(command, settling: true)
        if pastLimit == true { return "a wait past the limit was let through" }
      } catch {
        // A tap on a prompt that is not up, say, is refused too: not about time.
        guard case .clock = error else { return nil }
        if pastLimit != true { return "a wait within the limit was refused" }
        guard session.time == before.time, session.promptTime == before.promptTime,
          session.state == before.state
        else { return "the refused wait changed the session" }
      }
      guard ClockRange.contains(session.promptTime), session.time <= ClockRange.limit else {
        return "the clock stands at \(session.time) (prompts: \(session.promptTime))"
      }
      return nil
    }

    /// Saves `session` as a state file holds it and reads it back as the next start would;
    /// what went wrong, or `nil`.
    private static func roundTrip(_ session: AppSession, _ definition: FlowDefinition) -> String? {
      let bytes: [UInt8]
      do {
        bytes = try SavedState(session).encoded()
      } catch {
        return "the writer refused it: \(error)"
      }
      let restored: RestoredState<ScreenRoute>
      do {
        restored = try SavedState(decoding: bytes).restore(against: definition)
      } catch {
        return "the reader refused what the writer wrote: \(error)"
      }
      // A JSON number of seconds keeps the clock to a tenth of a millisecond at the limit.
      let drift = restored.promptTime - session.promptTime
      guard drift < .milliseconds(1), .zero - drift < .milliseconds(1) else {
        return "the prompt clock came back as \(restored.promptTime), not \(session.promptTime)"
      }
      guard Set(restored.promptHistory.showings.keys) == Set(session.promptHistory.showings.keys)
      else { return "the prompt history came back as \(restored.promptHistory)" }
      do {
        _ = try AppSession.resume(
          definition, state: restored.state, facts: restored.facts,
          promptHistory: restored.promptHistory, promptTime: restored.promptTime)
      } catch {
        return "the restored state does not resume: \(error)"
      }
      return nil
    }
  }
}
