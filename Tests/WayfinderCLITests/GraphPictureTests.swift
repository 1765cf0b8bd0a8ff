import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// `graph --format svg|png`: drawn by Graphviz's `dot` when it is installed, and a clear
/// message naming the package when it is not.
@Suite struct GraphPictureTests {
  private static var dotIsInstalled: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/dot")
    }
  }

  @Test(.enabled(if: dotIsInstalled, "Graphviz is not installed"))
  func svgIsDrawnByGraphviz() async throws {
    let result = try await BinaryRunner.run(["graph", "--format", "svg"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("<svg"))
    #expect(result.stdout.contains(">Primary View</text>"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test(arguments: ["svg", "png"])
  func withoutGraphvizTheMessageNamesThePackage(format: String) async throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-no-dot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try await BinaryRunner.run(
      ["graph", "--format", format], environment: ["PATH": empty.path])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Drawing the graph as \(format) needs Graphviz's 'dot', which is not installed. "
        + "Install the graphviz package (apt-get install graphviz, brew install graphviz), or "
        + "print the source with --format dot.\n")
  }

  /// An app of `screens` screens in a ring, one push each.
  static func ring(screens: Int) -> String {
    "app: Ring\nversion: \"1.0\"\nhome: { flow: main }\nflows:\n  main:\n    title: Main\n"
      + "    root: s0\n    screens:\n"
      + (0..<screens).map {
        "      s\($0): { title: S\($0), actions: [ { label: Next, push: s\(($0 + 1) % screens) } ] }\n"
      }.joined()
  }

  /// A folder holding a `dot` that runs `body` (with `out` set to the file after `-o`), to go
  /// first on the `PATH`.
  static func fakeDot(_ body: String, in folder: TemporaryFiles) throws -> String {
    try FileManager.default.createDirectory(
      atPath: folder.path("bin"), withIntermediateDirectories: true)
    // Written through a close-on-exec descriptor: a child another test spawns meanwhile
    // must not inherit it open for writing, or running it fails with "Text file busy".
    let text = "#!/bin/sh\nfor a; do [ \"$prev\" = -o ] && out=$a; prev=$a; done\n\(body)\n"
    let script = open(folder.path("bin/dot"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    try #require(script >= 0)
    let written = text.utf8CString.withUnsafeBufferPointer {
      write(script, $0.baseAddress, $0.count - 1)
    }
    close(script)
    try #require(written == text.utf8.count)
    return folder.path("bin") + ":/usr/bin:/bin"
  }

  @Test func aGraphTooBigForGraphvizIsRefusedBeforeItRuns() async throws {
    let folder = try TemporaryFiles()
    let app = try folder.write(Self.ring(screens: 501), to: "ring.yaml")
    let path = try Self.fakeDot(
      "touch '\(folder.path("ran"))'; printf '<svg/>' > \"$out\"", in: folder)
    let refused = try await BinaryRunner.run(
      ["graph", app, "--format", "svg"], environment: ["PATH": path])
    #expect(refused.status == 1)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr
        == "Too big to draw as svg: 501 screens and 502 edges; Graphviz's 'dot' is given at most "
        + "500 screens and 2500 edges. Print the source with --format dot instead, draw one app "
        + "with --app, or raise the limit with --max-screens.\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("ran")))
    let raised = try await BinaryRunner.run(
      ["graph", app, "--format", "svg", "--max-screens", "600"], environment: ["PATH": path])
    #expect(raised.status == 0)
    #expect(raised.stdout == "<svg/>")
    let none = try await BinaryRunner.run(["graph", app, "--format", "svg", "--max-screens", "0"])
    #expect(none.status == 64)
    #expect(none.stderr.hasPrefix("Error: --max-screens must be at least 1, but was 0.\n"))
  }

  @Test func graphvizRunsWithinAMemoryAndATimeLimit() async throws {
    let folder = try TemporaryFiles()
    let path = try Self.fakeDot(
      "printf '<svg>%s KiB, %s s</svg>' \"$(ulimit -v)\" \"$(ulimit -t)\" > \"$out\"", in: folder)
    let result = try await BinaryRunner.run(
      ["graph", "--format", "svg"], environment: ["PATH": path])
    #expect(result.status == 0)
    #expect(result.stdout == "<svg>2097152 KiB, 60 s</svg>")
  }

  @Test func graphvizOutOfTimeIsSaid() async throws {
    let folder = try TemporaryFiles()
    let path = try Self.fakeDot("kill -XCPU $$", in: folder)
    let result = try await BinaryRunner.run(
      ["graph", "--format", "png"], environment: ["PATH": path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Graphviz's 'dot' ran out of time: it is given 60 seconds of processor time, and this "
        + "graph of 15 screens and 40 edges needs more. Print the source with --format dot "
        + "instead.\n")
  }

  /// Started by a program that ignores SIGCHLD — a setting its children inherit — `wayfinder`
  /// still learns how `dot` ended: the kernel would otherwise reap `dot` by itself, and every
  /// end, out of time or killed, read as "failed (status 0)".
  @Test func howGraphvizEndedIsKnownWhenChildSignalsWereIgnored() async throws {
    let folder = try TemporaryFiles()
    let path = try Self.fakeDot("kill -XCPU $$", in: folder)
    // Through bash: dash keeps SIGCHLD as it is when asked to ignore it.
    let result = try await SpawnedProcess(
      ["graph", "--format", "png"],
      shell: #"exec bash -c 'trap "" CHLD && exec "$0" "$@"' "$0" "$@""#,
      environment: ["PATH": path]
    ).result()
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("Graphviz's 'dot' ran out of time"), "\(result.stderr)")
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGQUIT])
  func aSignalEndsGraphvizAndRemovesItsFiles(signal: Int32) async throws {
    let folder = try TemporaryFiles()
    let started = folder.path("started")
    try #require(mkfifo(started, 0o600) == 0)
    let reader = open(started, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(reader >= 0)
    defer { close(reader) }
    // `dot` waits for the end of a FIFO that this test holds open for writing (read and write:
    // opening it never waits), so it never ends on its own while the test runs: a `dot` that
    // slept a fixed time ended by itself when the test waited longer than that for a thread,
    // and `wayfinder`, rightly, reported an empty picture. It ends with `wayfinder`, or when
    // the test closes the FIFO.
    let held = folder.path("held")
    try #require(mkfifo(held, 0o600) == 0)
    let holder = open(held, O_RDWR | O_CLOEXEC)
    try #require(holder >= 0)
    defer { close(holder) }
    let path = try Self.fakeDot("echo $$ > '\(started)'; exec cat '\(held)'", in: folder)
    try FileManager.default.createDirectory(
      atPath: folder.path("tmp"), withIntermediateDirectories: true)
    let process = try SpawnedProcess(
      ["graph", "--format", "svg"], environment: ["PATH": path, "TMPDIR": folder.path("tmp")])
    try #require(await SpawnedProcess.waitUntilReadable(reader), "dot started")
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = read(reader, &buffer, buffer.count)
    let said = String(decoding: buffer[..<max(count, 0)], as: UTF8.self)
    let dot = try #require(pid_t(said.trimmingCharacters(in: .whitespacesAndNewlines)))
    kill(process.pid, signal)
    let result = await process.result()
    #expect(result.status == 128 + signal, "stderr: \(result.stderr)")
    let dotRuns = kill(dot, 0) == 0
    #expect(!dotRuns, "dot ended with it")
    if dotRuns { kill(dot, SIGKILL) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")) == [])
  }
}
