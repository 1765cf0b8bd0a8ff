import WayfinderPersistence
import WayfinderFlowFiles
import WayfinderTools
import Yams

/// The YAML parser alone, as a baseline for measuring what loading adds.
enum ParserBaseline {
  /// Decodes `bytes` as UTF-8 and builds the YAML node tree with Yams' default settings,
  /// typing every scalar (which the loader does not), nothing more; returns whether it parsed.
  static func parse(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return (try? Yams.compose(yaml: text)) != nil
  }

  /// The same with the resolver the loader uses, which leaves scalars untyped: the
  /// like-for-like baseline.
  static func parseUntyped(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return (try? Yams.compose(yaml: text, .basic)) != nil
  }

  /// The loader's own JSON parser alone, building the tree the decoder reads.
  static func parseJSON(_ bytes: [UInt8]) -> Bool {
    (try? JSONParser.parse(bytes)) != nil
  }
}
