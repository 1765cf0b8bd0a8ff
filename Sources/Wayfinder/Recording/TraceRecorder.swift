/// Where a navigator, and a launch coordinator over it, record what happens: each input as it
/// is decided and what followed, as ``TraceEvent``s, in the order the navigator applied them.
///
/// `SessionRecorder` (in WayfinderRecording) is the one an app attaches: it keeps the last
/// entries, stamps them with its clock and writes them as a trace. The engine only makes the
/// events, under the navigator's lock, with ``redaction`` applied, and hands them over; a
/// recorder must return at once (append, and leave encoding and writing to a task of its
/// own), since the navigator's lock is held meanwhile.
///
/// ```swift
/// import WayfinderRecording
///
/// navigator.startRecording(SessionRecorder(app: DemoFlow.app))
/// ```
public protocol TraceRecorder: AnyObject, Sendable {
  /// What to leave out of the events made for this recorder.
  var redaction: TraceRedaction { get }

  /// Records `event` now.
  ///
  /// - Parameters:
  ///   - event: What happened; its routes and facts already redacted.
  ///   - refusal: For an input the engine refused, its message.
  func record(_ event: TraceEvent, refusal: String?)

  /// Records several events at one moment, with no other entry between them: an input and
  /// what it did.
  func record(_ events: [TraceEvent])
}
