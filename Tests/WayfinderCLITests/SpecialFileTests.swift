import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// `--state`, `--trace` and `--script` with links, FIFOs, pipes and devices.
@Suite struct SpecialFileTests {
  @Test func aDanglingLinkCreatesItsTargetAndStaysALink() async throws {
    let folder = try TemporaryFiles()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("state.json"), withDestinationPath: "saved.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("trace.jsonl"), withDestinationPath: "events.jsonl")
    let result = try await SpawnedProcess.run([
      "run", "--state", folder.path("state.json"), "--trace", folder.path("trace.jsonl"),
      "--script", try folder.write("tap Continue\n", to: "walk"),
    ])
    #expect(result.status == 0)
    for (link, target) in [("state.json", "saved.json"), ("trace.jsonl", "events.jsonl")] {
      let kind = try FileManager.default.attributesOfItem(atPath: folder.path(link))[.type]
      #expect(kind as? FileAttributeType == .typeSymbolicLink)
      #expect(FileManager.default.fileExists(atPath: folder.path(target)))
    }
  }

  @Test(arguments: ["--state", "--trace"])
  func devicesAreRefused(option: String) async throws {
    let result = try await SpawnedProcess.run(["run", option, "/dev/zero"])
    #expect(result.status == 64)
    let what = option == "--state" ? "Cannot keep state in" : "Cannot write the trace to"
    #expect(result.stderr.hasPrefix("Error: \(what) '/dev/zero': it is a device, not a file.\n"))
  }

  @Test(arguments: ["--state", "--trace"])
  func theNullDeviceTakesWhatIsWrittenAndKeepsNothing(option: String) async throws {
    let result = try await SpawnedProcess.run(
      ["run", option, "/dev/null"], descriptors: [0: .file("/dev/null", flags: O_RDONLY)])
    #expect(result.status == 0)
    #expect(result.stderr == "")
  }

  @Test(.enabled(if: geteuid() == 0, "only root can hand a file to another user"))
  func anotherUsersFileIsNeverReplaced() async throws {
    let folder = try TemporaryFiles()
    let file = try folder.write("keep me", to: "theirs.jsonl")
    try #require(chown(file, 1, 1) == 0)
    let result = try await SpawnedProcess.run(["run", "--trace", file])
    #expect(result.status == 64)
    #expect(result.stderr.contains("it is a file that belongs to another user."))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() async throws {
    let folder = try TemporaryFiles()
    let fifo = folder.path("trace.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    // The child holds the FIFO's reading end itself, on descriptor 3, so opening it for the
    // trace never waits; the few lines of the trace fit in the FIFO's buffer.
    let result = try await SpawnedProcess.run(
      ["run", "--trace", fifo, "--script", try folder.write("tap Continue\n", to: "walk")],
      descriptors: [3: .file(fifo, flags: O_RDONLY | O_NONBLOCK)])
    #expect(result.status == 0)
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
  }

  @Test func traceAndStateGoThroughInheritedPipes() async throws {
    let folder = try TemporaryFiles()
    let script = try folder.write("tap Continue\ntap 1\n", to: "walk")
    let result = try await SpawnedProcess.run(
      [
        "run", "--trace", "/dev/fd/3", "--state", "/dev/fd/4", "--script", script,
      ],
      shell: "exec 3>'\(folder.path("trace"))' 4>'\(folder.path("state"))'")
    #expect(result.status == 0)
    // Regular files behind /dev/fd/N are written as those files.
    #expect(
      try String(contentsOfFile: folder.path("trace"), encoding: .utf8).contains("step.start"))
    #expect(
      try String(contentsOfFile: folder.path("state"), encoding: .utf8).contains("secondary1"))
    let piped = try await SpawnedProcess.run(
      ["run", "--trace", "/dev/fd/3", "--script", script],
      shell: "exec 3>&1")
    #expect(piped.status == 0)
    #expect(piped.stdout.contains(#"{"t":0,"event":"step.start","step":"splash"}"# + "\n"))
  }

  @Test func aScriptCanComeFromAPipe() async throws {
    let result = try await SpawnedProcess.run(
      ["run", "--script", "/dev/fd/3"], shell: "exec 3<<'EOF'\ntap Continue\npath\nEOF\n:")
    #expect(result.status == 0)
    #expect(result.stdout.contains("* tab tab1: primary\n"))
    let folder = try TemporaryFiles()
    let refused = try await SpawnedProcess.run(["run", "--script", folder.root])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix("Error: Cannot read the script '\(folder.root)': it is a folder.\n"))
  }
}
