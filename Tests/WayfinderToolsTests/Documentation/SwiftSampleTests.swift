import Foundation
import Testing
import WayfinderFixtures

/// Every Swift sample of the READMEs and the DocC articles compiles as it is written, against
/// the libraries this package just built, and a test runs it statement for statement.
@Suite struct SwiftSampleTests {
  /// The Swift samples of every document.
  static func samples() throws -> [MarkdownSample] {
    try MarkdownSample.all().filter { $0.language == "swift" }
  }

  /// The catalog's entry for `sample`.
  static func check(for sample: MarkdownSample) -> SwiftSampleCheck? {
    SwiftSampleCatalog.entries.first { $0.file == sample.file && sample.key.hasPrefix($0.key) }
  }

  /// The sample an entry is about.
  static func sample(for check: SwiftSampleCheck) throws -> MarkdownSample? {
    try samples().first { $0.file == check.file && $0.key.hasPrefix(check.key) }
  }

  @Test func everySampleIsInTheCatalogOnce() throws {
    for sample in try Self.samples() {
      let checks = SwiftSampleCatalog.entries.filter {
        $0.file == sample.file && sample.key.hasPrefix($0.key)
      }
      #expect(checks.count == 1, "\(sample): \(checks.count) entries for '\(sample.key)'")
    }
    for check in SwiftSampleCatalog.entries {
      #expect(
        try Self.sample(for: check) != nil, "no sample in \(check.file) starts '\(check.key)'")
    }
  }

  @Test func everySampleThatCompilesHereIsRunByATest() {
    // A manifest is run by the package build that uses it (`.ci/examples`).
    for check in SwiftSampleCatalog.entries
    where check.form != .applePlatformsOnly && check.form != .manifest {
      #expect(check.mirror != nil, "nothing runs \(check.testDescription)")
    }
  }

  @Test func theSamplesTypeCheckAsWritten() throws {
    let samples = try Self.samples()
    var sources: [String] = [SwiftSampleCheck.support]
    let documents = try MarkdownSample.documents()
    for (number, document) in documents.enumerated() {
      let pairs = samples.filter { $0.file == document }.compactMap { sample in
        Self.check(for: sample).map { (sample: sample, check: $0) }
      }.filter { [.statements, .declarations, .continued].contains($0.check.form) }
      sources += SampleProgram.sources(of: pairs, number: number)
    }
    let demo = try Fixtures.generatedSource("DemoFlow.swift")
    let log = try SampleCompiler.typeCheck(sources + [demo], module: "DocumentationSamples")
    let errors = log.output.split(separator: "\n").filter {
      $0.range(of: #"^[^ ]+:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil
    }
    #expect(log.status == 0, "\(errors.joined(separator: "\n"))")
    #expect(SampleCompiler.unexpectedWarnings(in: log.output) == [])
  }

  @Test(arguments: SwiftSampleCatalog.entries.filter { $0.form == .manifest })
  func theManifestSampleTypeChecks(_ check: SwiftSampleCheck) throws {
    let sample = try #require(try Self.sample(for: check))
    let log = try SampleCompiler.typeCheckManifest(SampleProgram.manifest(sample))
    #expect(log.status == 0, "\(log.output)")
    #expect(!log.output.contains("warning:"), "\(log.output)")
  }

  @Test(arguments: SwiftSampleCatalog.entries.filter { $0.mirror != nil })
  func theMirrorRunsTheSample(_ check: SwiftSampleCheck) throws {
    let sample = try #require(try Self.sample(for: check))
    let mirror = try String(
      contentsOfFile: Fixtures.path(try #require(check.mirror)), encoding: .utf8)
    var text = sample.text
    for (original, replacement) in check.substitutions {
      text = text.replacingOccurrences(of: original, with: replacement)
    }
    let missing = SampleStatements.missing(text, in: mirror, physical: check.form == .manifest)
    #expect(
      missing.isEmpty,
      """
      \(check.mirror ?? "") does not run these lines of \(sample), in this order:
      \(missing.map { "\(sample.file):\(sample.line + $0.number - 1): \($0.text)" }
        .joined(separator: "\n"))
      """)
  }
}
