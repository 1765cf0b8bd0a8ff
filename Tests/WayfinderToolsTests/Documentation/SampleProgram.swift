import Foundation
import Testing
import WayfinderFixtures

/// The Swift samples of one document as source files: each sample (with the samples that
/// continue it) in a file and a type of its own, its statements in an asynchronous throwing
/// function after the values it takes as given, and `#sourceLocation` lines so that the
/// compiler's messages name the document's own lines.
struct SampleProgram {
  /// A sample and how it is checked.
  typealias Pair = (sample: MarkdownSample, check: SwiftSampleCheck)

  /// The source files of `pairs`, which are the compilable samples of one document, in order.
  ///
  /// A sample that shows imports is compiled with those alone, as a reader who copies it gets
  /// it; one that shows none, with every import the document shows.
  static func sources(of pairs: [Pair], number: Int) -> [String] {
    let documentImports = Set(pairs.flatMap { importedModules(of: $0.sample.text) })
    var groups: [[Pair]] = []
    for pair in pairs {
      if pair.check.form == .continued, !groups.isEmpty {
        groups[groups.count - 1].append(pair)
      } else {
        groups.append([pair])
      }
    }
    return groups.enumerated().map { index, group in
      let first = group[0]
      let shown = Set(group.flatMap { importedModules(of: $0.sample.text) })
      let imports = (shown.isEmpty ? documentImports : shown).union(first.check.imports)
      var lines = imports.sorted().map { "import \($0)" }
      lines += ["", "struct DocumentationSample\(number)_\(index) {", first.check.declarations]
      if first.check.form == .declarations {
        for pair in group { lines += located(pair.sample, text: withoutImports(pair.sample)) }
      } else {
        // The sample in a scope of its own, so that it may declare what the context does.
        lines += ["func run() async throws {", first.check.context, "do {"]
        for pair in group { lines += statements(of: pair) }
        lines += ["}", "}"]
      }
      lines.append("}")
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// The modules `text` imports.
  static func importedModules(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
    }
  }

  /// The sample's text with its import lines left blank, so that its lines keep their numbers.
  static func withoutImports(_ sample: MarkdownSample) -> String {
    sample.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("import ") ? "" : String($0)
    }.joined(separator: "\n")
  }

  /// `text`, a part of `sample` starting at line `offset` of it, between `#sourceLocation` lines
  /// that name the document.
  static func located(_ sample: MarkdownSample, text: String, offset: Int = 0) -> [String] {
    let file = sample.file.replacingOccurrences(of: "\"", with: "\\\"")
    return [
      "#sourceLocation(file: \"\(file)\", line: \(sample.line + offset))", text,
      "#sourceLocation()",
    ]
  }

  /// The statements of a sample: from its `splitBefore` line on, in a scope of their own.
  static func statements(of pair: Pair) -> [String] {
    let lines = withoutImports(pair.sample).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    guard let marker = pair.check.splitBefore,
      let split = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker })
    else {
      return located(pair.sample, text: lines.joined(separator: "\n"))
    }
    return located(pair.sample, text: lines[..<split].joined(separator: "\n")) + ["do {"]
      + located(pair.sample, text: lines[split...].joined(separator: "\n"), offset: split)
      + ["}"]
  }

  /// A manifest sample as a file PackageDescription type-checks: a whole manifest as it is,
  /// a part of one as an element of the array it belongs in.
  static func manifest(_ sample: MarkdownSample) -> String {
    let text = sample.text
    if text.contains("Package(") { return text + "\n" }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let type =
      trimmed.hasPrefix(".package(")
      ? "Package.Dependency" : trimmed.hasPrefix(".product(") ? "Target.Dependency" : "Target"
    let file = sample.file.replacingOccurrences(of: "\"", with: "\\\"")
    return [
      "import PackageDescription", "#sourceLocation(file: \"\(file)\", line: \(sample.line - 1))",
      "let parts: [\(type)] = [", text, "]", "#sourceLocation()",
    ].joined(separator: "\n") + "\n"
  }
}
