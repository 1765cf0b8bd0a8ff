import Testing
import Wayfinder

/// The engine hands what it records to any `TraceRecorder`, the app's own as well as
/// WayfinderRecording's `SessionRecorder`: each command with its transition, or its refusal,
/// redacted as the recorder says, with no trace writer in the engine.
@Suite struct TraceRecorderTests {
  /// A recorder that keeps the events it is handed, in order.
  final class EventList: TraceRecorder {
    let redaction: TraceRedaction
    private let events = Locked<[(event: TraceEvent, refusal: String?)]>([])

    init(redaction: TraceRedaction = TraceRedaction()) { self.redaction = redaction }

    func record(_ event: TraceEvent, refusal: String?) {
      events.withLock { $0.append((event, refusal)) }
    }

    func record(_ events: [TraceEvent]) {
      self.events.withLock { $0 += events.map { ($0, nil) } }
    }

    var recorded: [(event: TraceEvent, refusal: String?)] { events.withLock { $0 } }
  }

  @Test func aNavigatorHandsItsCommandsAndTransitionsToTheRecorder() throws {
    let navigator = Navigator(NavigationState(flow: "main", root: ScreenRoute("home")))
    let recorder = EventList(redaction: TraceRedaction(screens: ["item"]))
    navigator.startRecording(recorder)
    try navigator.send(.push(ScreenRoute("item", arguments: ["id": .int(7)])))
    #expect(throws: NavigationError.self) { try navigator.send(.popTo(ScreenRoute("nowhere"))) }
    #expect(navigator.recorder === recorder)
    navigator.stopRecording()
    #expect(navigator.recorder == nil)
    try navigator.send(.pop())

    let redacted = ScreenRoute("item", arguments: ["id": .string(TraceRedaction.placeholder)])
    #expect(recorder.recorded.map(\.event).count == 3)
    #expect(recorder.recorded.first?.event == .navigate(.push(redacted)))
    #expect(recorder.recorded.first?.refusal == nil)
    #expect(
      recorder.recorded.dropFirst().first?.event
        == .transition(
          command: #"push 'item(id: "<redacted>")'"#, screen: #"item(id: "<redacted>")"#))
    #expect(recorder.recorded.last?.event == .navigate(.popTo(ScreenRoute("nowhere"))))
    #expect(recorder.recorded.last?.refusal != nil)
  }
}
