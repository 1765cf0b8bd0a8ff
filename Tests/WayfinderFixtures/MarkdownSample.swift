import Foundation

/// A fenced code block of one of the package's Markdown documents, as a reader sees it.
package struct MarkdownSample: Sendable, CustomStringConvertible {
  /// The document, from the package root (`README.md`).
  package var file: String
  /// The line of the block's first line of code (the one after the opening fence), from 1.
  package var line: Int
  /// What follows the opening fence: `swift`, `yaml`, `sh`, or empty.
  package var language: String
  /// The block's lines, without the fences, joined by `\n`.
  package var text: String

  /// `file:line`, where the block's code starts.
  package var description: String { "\(file):\(line)" }

  /// The block's first line that is not blank and not an `import`: what names it in tables of
  /// samples, where a line number would move with every edit above it.
  package var key: String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("import ") } ?? ""
  }

  /// What a block holds, which says which test keeps it true.
  package enum Kind: Sendable, Equatable {
    /// Swift code (`SwiftSampleTests`).
    case swift
    /// A flow file or a part of one, or a generator configuration (`YAMLSampleTests`).
    case yaml
    /// Command lines (`DocumentationCommandTests`).
    case shell
    /// A REPL session: `› COMMAND` lines and what the binary prints (`DocumentationTranscriptTests`).
    case transcript
    /// A `wayfinder replay` session of the demo's recorded session: `› COMMAND` lines and
    /// what the binary prints, stops among it (`Entry N/M, line L: …`)
    /// (`DocumentationTranscriptTests`).
    case replay
    /// A scenario file (`DocumentationSampleTests`).
    case scenario
    /// A Mermaid graph.
    case graph
    /// What a tool or a library prints (`OutputSampleTests`).
    case output
  }

  /// What the block holds: from its language, or else from its lines.
  package var kind: Kind {
    let lines = text.split(separator: "\n").map(String.init)
    switch language {
    case "swift": return .swift
    case "yaml": return .yaml
    case "sh": return .shell
    case "mermaid": return .graph
    default: break
    }
    if !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix("swift ") }) { return .shell }
    if lines.contains(where: { $0.hasPrefix("› ") }) {
      let stops = lines.contains {
        $0.hasPrefix("Entry ") && $0.contains("/") && $0.contains(", line ")
      }
      return stops ? .replay : .transcript
    }
    let expects = lines.contains {
      $0.hasPrefix("scenario:") || $0.hasPrefix("given facts:") || $0.hasPrefix("expect ")
    }
    let excerpt = lines.contains { $0.trimmingCharacters(in: .whitespaces) == "…" }
    return expects && !excerpt ? .scenario : .output
  }

  /// The fenced blocks of `text`, the document at `file`.
  package static func samples(inText text: String, file: String) -> [MarkdownSample] {
    var samples: [MarkdownSample] = []
    var open: (line: Int, language: String, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        if let block = open {
          samples.append(
            MarkdownSample(
              file: file, line: block.line, language: block.language,
              text: block.lines.joined(separator: "\n")))
          open = nil
        } else {
          open = (index + 2, String(trimmed.dropFirst(3)), [])
        }
      } else {
        open?.lines.append(String(line))
      }
    }
    return samples
  }

  /// The fenced blocks of the document at `file`, from the package root.
  package static func samples(in file: String) throws -> [MarkdownSample] {
    samples(inText: try String(contentsOfFile: Fixtures.path(file), encoding: .utf8), file: file)
  }

  /// Every Markdown document the package ships, from the package root: the READMEs, the
  /// documents of `Docs/` and every article of every DocC catalog, in a stable order.
  package static func documents() throws -> [String] {
    let manager = FileManager.default
    var documents = ["README.md", "Flows/README.md"]
    let docs = try manager.contentsOfDirectory(atPath: Fixtures.path("Docs"))
    documents += docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    for example in try manager.contentsOfDirectory(atPath: Fixtures.path("Examples")).sorted() {
      let readme = "Examples/\(example)/README.md"
      if manager.fileExists(atPath: Fixtures.path(readme)) { documents.append(readme) }
    }
    for target in try manager.contentsOfDirectory(atPath: Fixtures.path("Sources")).sorted() {
      let catalog = "Sources/\(target)/\(target).docc"
      guard let articles = try? manager.contentsOfDirectory(atPath: Fixtures.path(catalog))
      else { continue }
      documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
    return documents
  }

  /// The fenced blocks of every document the package ships.
  package static func all() throws -> [MarkdownSample] {
    try documents().flatMap { try samples(in: $0) }
  }
}
