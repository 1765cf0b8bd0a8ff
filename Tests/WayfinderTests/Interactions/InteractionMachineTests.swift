import Foundation
import Testing
@testable import Wayfinder

@Suite struct InteractionMachineTests {
  typealias Machine = InteractionMachine<String>

  static func starts(_ actions: [InteractionAction<String>]) -> [StepID] {
    actions.compactMap { if case .start(let id, _, _, _) = $0 { id } else { nil } }
  }

  static func events(_ actions: [InteractionAction<String>]) -> [String] {
    actions.compactMap {
      if case .emit(let kind, let step, _) = $0 {
        [kind.name, step?.rawValue].compactMap(\.self).joined(separator: " ")
      } else {
        nil
      }
    }
  }

  @Test func cancelThenEnqueueWaitsForTheCancelledModalToReallyEnd() throws {
    var machine = Machine()
    _ = try machine.run([.modal("a", screen: "a")], isLaunching: true)
    let a = try #require(machine.generation(of: "a"))
    let cancel = machine.cancelAll()
    #expect(cancel.contains { if case .cancel("a", a) = $0 { true } else { false } })
    let enqueue = try machine.run(
      [.modal("b", screen: "b"), .modal("c", screen: "c")], isLaunching: true
    ).actions
    #expect(Self.starts(enqueue).isEmpty)  // a is still on screen
    #expect(machine.modalSlot == "a")
    #expect(throws: StepRequestError.alreadyEnding("a")) { try machine.userFinished("a") }

    let returned = machine.stepReturned("a", generation: a, result: .finished([:]))
    #expect(Self.events(returned) == ["step.cancel a", "step.start b"])
    // A late, second report about a changes nothing: b keeps the slot and c waits.
    #expect(machine.stepReturned("a", generation: a, result: .finished([:])).isEmpty)
    #expect(machine.modalSlot == "b")
    #expect(machine.status(of: "c") == .waiting)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func conditionsAreEvaluatedWhenTheStepIsAboutToStart() throws {
    var machine = Machine(facts: ["passcodeEnabled": .bool(false)])
    _ = try machine.run(
      [
        .modal("blocker", screen: "blocker"),
        .modal("passcode", screen: "passcode", when: isTrue("passcodeEnabled")),
      ], isLaunching: true)
    // Enqueued while false; true by the time its turn comes.
    _ = machine.setFacts(["passcodeEnabled": .bool(true)])
    _ = try machine.userFinished("blocker")
    let blocker = try #require(machine.generation(of: "blocker"))
    let next = machine.stepReturned("blocker", generation: blocker, result: .finished([:]))
    #expect(Self.starts(next) == ["passcode"])
  }

  @Test func factsSetByAStepDecideLaterConditions() throws {
    var machine = Machine(facts: ["lastSeenVersion": .string("1.0")])
    let whatsNew: InteractionStep<String> = .modal(
      "whatsNew", screen: "whatsNew", when: { $0["lastSeenVersion"] != .string("2.0") },
      sets: ["lastSeenVersion": .string("2.0")])
    _ = try machine.run([whatsNew], isLaunching: true)
    _ = try machine.userFinished("whatsNew")
    let generation = try #require(machine.generation(of: "whatsNew"))
    _ = machine.stepReturned("whatsNew", generation: generation, result: .finished([:]))
    #expect(machine.facts["lastSeenVersion"] == .string("2.0"))
    // The sequence again over home: recorded after the modal completed, so it is not shown
    // again, and the run that ends is not a launch.
    let again = try machine.run([whatsNew], isLaunching: false).actions
    #expect(Self.events(again) == ["step.skip whatsNew", "run.finish"])
  }

  @Test func aStepCancelledWhileWaitingNeverStarts() throws {
    var machine = Machine()
    _ = try machine.run(
      [
        .modal("passcode", screen: "passcode"),
        .modal("contactInfo", screen: "contactInfo", after: ["passcode"]),
      ],
      isLaunching: true)
    _ = try machine.cancel("contactInfo")
    let passcode = try #require(machine.generation(of: "passcode"))
    _ = try machine.userFinished("passcode")
    let end = machine.stepReturned("passcode", generation: passcode, result: .finished([:]))
    #expect(Self.starts(end).isEmpty)
    #expect(end.contains { if case .finishLaunch = $0 { true } else { false } })
  }

  @Test func refusedPlansExplainThemselvesAndChangeNothing() throws {
    var machine = Machine()
    _ = try machine.run([.background("fetchConfig", lasting: .seconds(1))], isLaunching: true)
    func refusal(_ steps: [InteractionStep<String>]) -> String? {
      do {
        _ = try machine.run(steps, isLaunching: true)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      refusal([.modal("a", screen: "a"), .modal("a", screen: "a")])
        == "Launch step 'a' is declared twice.")
    #expect(
      refusal([.modal("whatsNew", screen: "w", after: ["fetchConfg"])])
        == "Launch step 'whatsNew' runs after 'fetchConfg', which is not a launch step. Did you mean 'fetchConfig'?"
    )
    #expect(
      refusal([.modal("a", screen: "a", after: ["b"]), .modal("b", screen: "b", after: ["a"])])
        == "Launch steps wait for each other in a cycle: 'a' → 'b' → 'a'.")
    #expect(machine.entries.count == 1)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func aLongChainOfSkippedStepsDoesNotRecurse() throws {
    var machine = Machine()
    let steps: [InteractionStep<String>] = (0..<20_000).map { index in
      .background(
        StepID("s\(index)"), after: index == 0 ? [] : [StepID("s\(index - 1)")],
        when: { _ in false }, work: { _ in [:] })
    }
    let actions = try machine.run(steps, isLaunching: true).actions
    #expect(Self.events(actions).last == "launch.finish")
    #expect(machine.unresolved == 0)
  }

  @Test func eventsEncodeAsTraceLines() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func line(_ event: InteractionEvent) throws -> String {
      String(decoding: try encoder.encode(event), as: UTF8.self)
    }
    #expect(
      try line(InteractionEvent(time: .milliseconds(500), kind: .stepStarted, step: "passcode"))
        == #"{"event":"step.start","step":"passcode","t":0.5}"#)
    #expect(
      try line(
        InteractionEvent(time: .seconds(2), kind: .stepSkipped(.condition), step: "whatsNew"))
        == #"{"event":"step.skip","reason":"condition","step":"whatsNew","t":2}"#)
    #expect(
      try line(
        InteractionEvent(
          time: .zero, kind: .launchFailed("launch step 'login' timed out"), step: nil))
        == #"{"event":"error","message":"launch step 'login' timed out","t":0}"#)
    #expect(
      InteractionEvent(time: .milliseconds(1250), kind: .stepTimedOut(.skip), step: "survey")
        .description
        == "1.250s step.timeout survey (skip)")
  }
}
