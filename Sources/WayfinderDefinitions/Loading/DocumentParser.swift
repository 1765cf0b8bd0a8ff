internal import Yams

/// Turns a flow file's bytes into a YAML node tree with positions, or positioned diagnostics.
///
/// JSON files go through the same parser: JSON is a subset of YAML, and libyaml keeps each
/// value's line and column either way. Nesting deeper than libyaml's limit (1 000 levels) is a
/// syntax error rather than a stack overflow.
enum DocumentParser {
  /// Files larger than this are refused before parsing.
  static let defaultSizeLimit = 64 * 1024 * 1024

  /// The parsed root, or `nil` with diagnostics in `bag`. An empty document gives `nil` and a
  /// warning.
  static func parse(
    _ source: FlowSource, sizeLimit: Int, into bag: inout DiagnosticBag
  ) -> (SourceText?, Node?) {
    let start = SourceLocation(path: source.path, line: 1, column: 1)
    guard source.bytes.count <= sizeLimit else {
      bag.report(.fileTooLarge(bytes: source.bytes.count, limit: sizeLimit), at: start)
      return (nil, nil)
    }
    guard let text = String(validating: source.bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8Offset(source.bytes)
      let valid = String(decoding: source.bytes[..<offset], as: UTF8.self)
      let location = SourceText(path: source.path, text: valid).location(ofUTF8Offset: offset)
      bag.report(.notUTF8, at: location)
      return (nil, nil)
    }
    let sourceText = SourceText(path: source.path, text: text)
    do {
      // The basic resolver skips Yams' regex-based typing of every scalar; ``ScalarValue``
      // types scalars itself. Duplicate keys are still found (compared as text).
      guard let node = try Yams.compose(yaml: text, .basic) else {
        bag.report(.emptyFile, at: start)
        return (sourceText, nil)
      }
      return (sourceText, node)
    } catch let error as YamlError {
      report(error, in: sourceText, into: &bag)
    } catch {
      bag.report(.syntax("\(error)"), at: start)
    }
    return (sourceText, nil)
  }

  private static func report(_ error: YamlError, in source: SourceText, into bag: inout DiagnosticBag) {
    func at(_ mark: Mark) -> SourceLocation {
      SourceLocation(path: source.path, line: max(1, mark.line), column: max(1, mark.column))
    }
    let start = SourceLocation(path: source.path, line: 1, column: 1)
    switch error {
    case .reader(let problem, let offset, _, _):
      bag.report(.syntax(problem), at: offset.map(source.location(ofUTF8Offset:)) ?? start)
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let wording = context.map { "\($0.text) at \($0.mark.line):\($0.mark.column), " } ?? ""
      bag.report(.syntax(wording + problem), at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      bag.report(.duplicateKey(duplicates.joined(separator: "', '")), at: at(context.mark))
    case .dataCouldNotBeDecoded:
      bag.report(.notUTF8, at: start)
    default:
      bag.report(.syntax("\(error)"), at: start)
    }
  }

  /// The offset of the first byte that is not part of valid UTF-8.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput, .error: return offset
      }
    }
  }
}

/// The YAML parser alone, as a baseline for measuring what loading adds.
package enum ParserBaseline {
  /// Decodes `bytes` as UTF-8 and builds the YAML node tree with Yams' default settings,
  /// nothing more; returns whether it parsed.
  package static func parse(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return (try? Yams.compose(yaml: text)) != nil
  }

  /// The same with the resolver the loader uses, which leaves scalars untyped.
  package static func parseUntyped(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return (try? Yams.compose(yaml: text, .basic)) != nil
  }
}
