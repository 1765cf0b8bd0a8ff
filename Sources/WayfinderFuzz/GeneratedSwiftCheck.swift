import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// The generator's fuzz check: for an app the loader accepts, the generated Swift is written
/// and must be well formed where safety depends on it (``GeneratedSourceAudit``); written again
/// with the app's texts replaced by text built to break out of literals and comments, the
/// word planted in it must appear nowhere else.
enum GeneratedSwiftCheck {
  /// Checks `definition`'s Swift; a problem is a crash, for the fuzzer to keep.
  static func check(_ definition: FlowDefinition) {
    audit(definition, options: SwiftGenerator.Options(), forbidden: [])
    audit(
      GeneratedSourceAudit.planting(in: definition),
      options: SwiftGenerator.Options(typePrefix: "Fuzz"),
      forbidden: [GeneratedSourceAudit.canary])
    // A deep link pattern is written as its text, which the generated code parses again.
    for link in definition.deepLinks
    where (try? DeepLinkPattern(link.pattern.description)) != link.pattern {
      fatalError("deep link '\(link.pattern.description)' does not read back as itself")
    }
  }

  private static func audit(
    _ definition: FlowDefinition, options: SwiftGenerator.Options, forbidden: Set<String>
  ) {
    let source: String
    do {
      source = try SwiftGenerator(definition: definition, options: options).generate()
    } catch {
      fatalError("an app the loader accepts was refused: \(error)")
    }
    let problems = GeneratedSourceAudit.problems(in: source, forbidden: forbidden)
    guard problems.isEmpty else {
      fatalError("generated Swift is not well formed: \(problems.prefix(5))")
    }
  }
}
