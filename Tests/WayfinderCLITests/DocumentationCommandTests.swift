import Foundation
import Testing
import WayfinderFixtures

/// The command lines the READMEs and the articles show run as shown, and the figures they quote
/// from a run of the tool are what it prints now.
@Suite struct DocumentationCommandTests {
  /// Command lines of the documentation that are not `wayfinder` and where each is checked.
  static let otherCommands: [String: String] = [
    "swift test": "the package's own test run",
    "swift test --package-path Examples/DemoApp": ".ci/examples",
    "swift run --package-path Examples/DemoApp demo-walk": ".ci/examples",
    "swift package generate-documentation --target Wayfinder": ".ci/docs",
    ".ci/docs": "CI runs it",
    "swift package --allow-writing-to-directory docs generate-documentation --target Wayfinder --disable-indexing --output-path docs":
      ".ci/docs builds the same archive; this writes it to a folder",
    "python3 -m http.server -d docs": "a web server, not a part of the package",
  ]

  /// Every `wayfinder` command line of the documentation: its arguments, what follows `#`
  /// left out, and up to a pipe or a redirection (what the command prints is not kept).
  static func commands() throws -> [String] {
    var commands: [String] = []
    for sample in try MarkdownSample.all() where sample.kind == .shell {
      var lines = sample.text.split(separator: "\n").map(String.init)[...]
      while let first = lines.popFirst() {
        var line = first
        // A line that ends in `\` goes on in the next.
        while line.hasSuffix("\\"), let next = lines.popFirst() {
          line = String(line.dropLast()) + next.trimmingCharacters(in: .whitespaces)
        }
        if line.hasPrefix("#") { continue }
        if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
        if let end = line.firstIndex(where: { "|>".contains($0) }) {
          line = String(line[..<end])
        }
        commands.append(line.split(separator: " ").joined(separator: " "))
      }
    }
    return commands
  }

  /// The arguments of every `swift run wayfinder` line, each once: the documents show some
  /// command lines in more than one place.
  static func wayfinderArguments() throws -> [String] {
    var seen: Set<String> = []
    return try commands().filter { $0.hasPrefix("swift run wayfinder") }
      .map {
        String($0.dropFirst("swift run wayfinder".count)).trimmingCharacters(in: .whitespaces)
      }
      .filter { seen.insert($0).inserted }
  }

  @Test func everyOtherCommandLineIsCheckedElsewhere() throws {
    for command in try Self.commands() where !command.hasPrefix("swift run wayfinder") {
      #expect(Self.otherCommands[command] != nil, "'\(command)' is checked nowhere")
    }
  }

  /// A copy of the package's `Flows` in a folder of its own, where a command may write, with a
  /// recorded session of the demo as `session.jsonl` for the commands that read one.
  static func workspace() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("Flows"),
      to: folder.appendingPathComponent("Flows"))
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("Tests/Corpus/replay/demo-session.jsonl"),
      to: folder.appendingPathComponent("session.jsonl"))
    return folder
  }

  /// Runs `wayfinder arguments` in `folder`, nothing on its standard input.
  static func run(_ arguments: [String], in folder: URL) async throws -> SpawnedProcess.Result {
    try await SpawnedProcess.run(arguments, shell: "cd '\(folder.path)'")
  }

  /// Each line runs as written; an exploration in `swift test` plays 20 runs (a later
  /// `--runs` wins), and as written with `WAYFINDER_FULL_PROPERTIES=1` (see ``PropertyRuns``).
  /// A `diff` of revisions runs in a repository whose last commit changed nothing, and a
  /// `diff` may say that something changed (status 1).
  @Test(arguments: try wayfinderArguments())
  func theCommandRunsAsShown(_ line: String) async throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = line.split(separator: " ").map(String.init)
    let sampled =
      arguments.contains("--explore") && !PropertyRuns.isFull ? ["--runs", "20"] : []
    let git = "git -c user.name=Wayfinder -c user.email=wf@example.invalid -c commit.gpgsign=false"
    let repository =
      arguments.contains("--from")
      ? " && git init -q && git add -A && \(git) commit -q -m one"
        + " && \(git) commit -q --allow-empty -m two" : ""
    let result = try await SpawnedProcess.run(
      arguments + sampled, shell: "cd '\(folder.path)'" + repository)
    // Drawing svg or png needs Graphviz's dot, which says so when it is missing.
    let drawing = arguments.contains("svg") || arguments.contains("png")
    let changed = arguments.first == "diff" && result.status == 1
    #expect(
      result.status == 0 || (drawing && result.status == 69) || changed,
      "wayfinder \(line): status \(result.status)\n\(result.stderr)")
  }

  @Test func theReadmesCheckOutputIsWhatCheckPrints() async throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = folder.appendingPathComponent("Flows/demo/app.yaml").path
    let text = try String(contentsOfFile: flow, encoding: .utf8)
    try text.replacingOccurrences(
      of: "{ label: Go to Tertiary, push: tertiary }",
      with: "{ label: Go to Tertiary, push: tertary }"
    ).write(toFile: flow, atomically: true, encoding: .utf8)
    // Both streams in one file, in the order they are written.
    let result = try await SpawnedProcess.run(
      ["check", "Flows/demo"], shell: "cd '\(folder.path)' && exec 2>&1")
    let sample = try #require(
      try MarkdownSample.samples(in: "README.md").first {
        $0.kind == .output && $0.text.hasPrefix("Flows/demo/app.yaml:")
      })
    let printed = result.stdout
    #expect(printed == sample.text + "\n", "README.md:\(sample.line)")
    #expect(result.status == 1)
  }
}
