import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// What reads a trace once — `replay`, `test --from-trace`, `inspect` without `--follow`,
/// `graph --highlight` — reads it the one strict way: a FIFO, a device or a folder is refused
/// by what it is, never waited on, and what `replay` refuses the others refuse too.
@Suite struct TraceInputTests {
  /// Each one-shot reader of `trace`.
  static func readers(of trace: String) -> [[String]] {
    [
      ["replay", trace, "--app", "Flows/demo"],
      ["test", "Flows/demo", "--from-trace", trace, "--output", "/dev/null"],
      ["inspect", trace, "--app", "Flows/demo"],
      ["graph", "Flows/demo", "--highlight", trace],
    ]
  }

  @Test(arguments: readers(of: "PATH"))
  func aFIFOIsRefusedNotWaitedOn(reader: [String]) async throws {
    let folder = try TemporaryFiles()
    let fifo = folder.path("trace.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    // The child holds a writing end itself (descriptor 3): opening the FIFO to read would not
    // wait, but reading it would, for ever.
    let result = try await SpawnedProcess(
      reader.map { $0 == "PATH" ? fifo : $0 },
      descriptors: [0: .input(""), 3: .file(fifo, flags: O_RDWR | O_NONBLOCK)]
    ).result()
    let message = "Cannot read the trace '\(fifo)': it is a FIFO, not a file.\n"
    if reader[0] == "graph" {
      #expect(result.status == 1)
      #expect(result.stderr == message)
    } else {
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("Error: " + message))
    }
  }

  @Test func aFolderIsSaidToBeOne() async throws {
    let folder = try TemporaryFiles()
    let result = try await SpawnedProcess(
      ["replay", folder.root, "--app", "Flows/demo"], descriptors: [0: .input("")]
    ).result()
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("Error: Cannot read the trace '\(folder.root)': it is a folder.\n"))
  }

  @Test func whatReplayRefusesEveryOneShotReaderRefuses() async throws {
    let folder = try TemporaryFiles()
    let session = try String(
      contentsOfFile: BinaryRunner.packageRoot.appendingPathComponent(
        "Tests/Corpus/replay/demo-session.jsonl"
      ).path, encoding: .utf8)
    let traces = [
      "empty.jsonl": "",
      "cut.jsonl": session.split(separator: "\n").prefix(19).joined(separator: "\n")
        + "\n{\"t\":1.3,\"event\":\"push\"",
    ]
    for (name, text) in traces {
      let path = try folder.write(text, to: name)
      let results = try await Self.readers(of: path).asyncMap {
        try await SpawnedProcess($0, descriptors: [0: .input("")]).result()
      }
      for (reader, result) in zip(Self.readers(of: path), results) {
        #expect(result.status == 1, "\(reader)")
        #expect(result.stderr == results[0].stderr, "\(reader)")
      }
      #expect(results[0].stderr.hasPrefix(path + ":"))
    }
    // A device too: the readers of a folder's kind of refusal.
    for result in try await Self.readers(of: "/dev/null").asyncMap({
      try await SpawnedProcess($0, descriptors: [0: .input("")]).result()
    }) {
      #expect(
        result.stderr.contains("Cannot read the trace '/dev/null': it is a device, not a file."))
    }
  }
}

extension Array {
  /// `transform` of each element, in order, one after another.
  fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
