import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderTools
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
import WayfinderTesting

/// Standard output and standard error, kept in memory; a test can wait for text to appear.
/// Held output is written as ``Console`` writes it: on `flush()`, or before anything else.
@MainActor
final class MemoryOutput: OutputSink {
  private(set) var stdout = ""
  private(set) var stderr = ""
  /// Both streams as they would reach one pipe (`2>&1`).
  private(set) var merged = ""
  /// How many times standard output was written.
  private(set) var outputWrites = 0
  private var held = ""
  /// How many writes to standard output succeed before it fails like a full disk; `nil` for
  /// never.
  var writesBeforeFailure: Int?
  private(set) var outputFailed = false
  private var waiters: [(until: (String) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
    []

  func hold(_ text: ConsoleText) {
    held += text.text
  }

  func flush() {
    guard !held.isEmpty else { return }
    let text = held
    held = ""
    writeOutput(text)
  }

  func write(_ text: ConsoleText, to stream: Console.Stream) {
    flush()
    let text = text.text
    guard stream == .output else {
      stderr += text
      merged += text
      return
    }
    writeOutput(text)
  }

  private func writeOutput(_ text: String) {
    if let remaining = writesBeforeFailure {
      guard remaining > 0 else {
        outputFailed = true
        return
      }
      writesBeforeFailure = remaining - 1
    }
    stdout += text
    merged += text
    outputWrites += 1
    let ready = waiters.filter { $0.until(stdout) }
    waiters.removeAll { $0.until(stdout) }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Returns once standard output satisfies `condition`.
  func wait(until condition: @escaping (String) -> Bool) async {
    guard !condition(stdout) else { return }
    await withCheckedContinuation { waiters.append((condition, $0)) }
  }
}

/// What one run of the REPL printed, and its exit status.
struct ReplRun {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// The REPL loop run in process, as `wayfinder run` runs it with piped input or a script: no
/// terminal, no color, virtual time unless told otherwise.
@MainActor
struct InProcessRepl {
  /// How the lines arrive.
  enum Input {
    /// Piped standard input, in pieces of at most this many bytes.
    case pipe(pieceSize: Int)
    /// A script file (`--script`).
    case script
  }

  var app: String?
  /// The app to run instead of one under `Flows/` (one with prompt policies set, say).
  var definition: FlowDefinition?
  var strict = false
  var width: Int?
  var ascii = false
  var input = Input.pipe(pieceSize: .max)
  var trace: String?
  /// The width a split home is shown at, as `--width compact|regular` says; `nil` to follow
  /// the width drawn at.
  var splitWidth: SplitWidth?

  /// The app `app` names under `Flows/` (the demo when there is only one choice).
  static func definition(app: String?) throws -> FlowDefinition {
    let loaded = FlowLoader.load(path: Fixtures.path("Flows"), app: app)
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  /// The reader `input` gives for `text`.
  func reader(_ text: String, output: MemoryOutput) -> PipedLineReader {
    switch input {
    case .script:
      return PipedLineReader(text: text, output: output)
    case .pipe(let size):
      let bytes = Array(text.utf8)
      let (pipe, continuation) = AsyncStream.makeStream(of: [UInt8].self)
      for start in stride(from: 0, to: bytes.count, by: max(size, 1)) {
        continuation.yield(Array(bytes[start..<min(start + size, bytes.count)]))
      }
      continuation.finish()
      return PipedLineReader(pipe: pipe, output: output)
    }
  }

  /// A loop over the app, reading from `reader`.
  func repl(
    reader: any LineReader, output: MemoryOutput, timeMode: Repl.TimeMode = .virtual,
    clock: any Clock<Duration> = InteractionTestClock(),
    onChange: @escaping (AppSession) -> Void = { _ in }
  ) throws -> Repl {
    let definition = try self.definition ?? Self.definition(app: app)
    let (session, started) = try AppSession.start(definition)
    let traceWriter = try trace.map { path throws(CLIError) in try TraceWriter(path: path) }
    return Repl(
      session: session, startOutput: started, reader: reader,
      options: RenderOptions(width: width ?? 64, charset: ascii ? .ascii : .unicode),
      fixedWidth: width ?? 64, trace: traceWriter, strict: strict, timeMode: timeMode,
      output: output, clock: clock, splitWidth: splitWidth, onChange: onChange)
  }

  /// Runs `script` to its end (or `quit`) on virtual time.
  func run(_ script: String, output: MemoryOutput = MemoryOutput()) async throws -> ReplRun {
    let repl = try repl(reader: reader(script, output: output), output: output)
    let status = await repl.run()
    return ReplRun(stdout: output.stdout, stderr: output.stderr, status: status)
  }
}

/// A temporary file's path, removed when the value goes.
final class TemporaryFile {
  let path: String

  init(_ name: String) {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(UUID().uuidString)-\(name)").path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
