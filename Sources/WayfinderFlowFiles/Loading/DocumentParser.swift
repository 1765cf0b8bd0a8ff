internal import Wayfinder
internal import WayfinderPersistence
internal import Yams

/// Turns a flow file's bytes into a ``DocumentNode`` tree with positions, or positioned
/// diagnostics.
///
/// JSON files (by extension) are read by ``JSONParser``, strictly and without recursion. YAML
/// files are read by Yams and converted once; nesting deeper than libyaml's limit (1 000
/// levels) is a syntax error rather than a stack overflow, as it is for JSON.
enum DocumentParser {
  /// Files larger than this are refused before parsing.
  static let defaultSizeLimit = 64 * 1024 * 1024

  /// Parses one file.
  ///
  /// - Parameters:
  ///   - source: The file.
  ///   - sizeLimit: Files larger than this many bytes are refused.
  ///   - nodeBudget: How many YAML nodes may still be built; aliases can make a small file
  ///     expand enormously. Spent as nodes are converted.
  ///   - bag: Receives the diagnostics.
  /// - Returns: The file's text (unless it is too large or not UTF-8) and its root, or `nil`
  ///   with diagnostics in `bag`. An empty document gives `nil` and a warning.
  static func parse(
    _ source: FlowSource, sizeLimit: Int, nodeBudget: inout Int, into bag: inout DiagnosticBag
  ) -> (SourceText?, DocumentNode?) {
    let start = FileLocation(path: source.path, line: 1, column: 1)
    guard source.bytes.count <= sizeLimit else {
      bag.report(.fileTooLarge(bytes: source.bytes.count, limit: sizeLimit), at: start)
      return (nil, nil)
    }
    guard let text = String(validUTF8: source.bytes) else {
      let offset = firstInvalidUTF8Offset(source.bytes)
      let valid = String(decoding: source.bytes[..<offset], as: UTF8.self)
      let location = SourceText(path: source.path, text: valid).location(ofUTF8Offset: offset)
      bag.report(.notUTF8, at: location)
      return (nil, nil)
    }
    let sourceText = SourceText(path: source.path, text: text)
    let root =
      source.isJSON
      ? parseJSON(source, into: &bag)
      : parseYAML(sourceText, nodeBudget: &nodeBudget, into: &bag)
    return (sourceText, root)
  }

  private static func parseJSON(_ source: FlowSource, into bag: inout DiagnosticBag)
    -> DocumentNode?
  {
    do {
      guard let root = try JSONParser.parse(source.bytes) else {
        bag.report(.emptyFile, at: FileLocation(path: source.path, line: 1, column: 1))
        return nil
      }
      return root
    } catch {
      let location = FileLocation(path: source.path, line: error.line, column: error.column)
      if case .duplicateKeys(let keys) = error.cause {
        bag.report(.duplicateKey(keys.joined(separator: "', '")), at: location)
      } else {
        bag.report(.syntax(error.message), at: location)
      }
      return nil
    }
  }

  private static func parseYAML(
    _ sourceText: SourceText, nodeBudget: inout Int, into bag: inout DiagnosticBag
  ) -> DocumentNode? {
    let path = sourceText.path
    let start = FileLocation(path: path, line: 1, column: 1)
    let node: Node
    do {
      // The basic resolver skips Yams' regex-based typing of every scalar; ``ScalarValue``
      // types scalars itself. Duplicate keys are still found (compared as text).
      guard let root = try Yams.compose(yaml: sourceText.text, .basic) else {
        bag.report(.emptyFile, at: start)
        return nil
      }
      node = root
    } catch let error as YamlError {
      report(error, in: sourceText, into: &bag)
      return nil
    } catch {
      bag.report(.syntax("\(error)"), at: start)
      return nil
    }
    let limit = nodeBudget
    do throws(DocumentNode.ConversionFailure) {
      return try DocumentNode(node, in: sourceText, budget: &nodeBudget)
    } catch {
      func at(_ mark: DocumentNode.Mark) -> FileLocation {
        FileLocation(path: path, line: Int(mark.line), column: Int(mark.column))
      }
      switch error {
      case .tooManyNodes(let mark): bag.report(.tooManyNodes(limit), at: at(mark))
      case .tooDeep(let mark):
        bag.report(
          .syntax("aliases nest values more than \(JSONParser.maximumDepth) levels deep"),
          at: at(mark))
      }
      return nil
    }
  }

  private static func report(
    _ error: YamlError, in source: SourceText, into bag: inout DiagnosticBag
  ) {
    func at(_ mark: Mark) -> FileLocation {
      source.location(ofYAMLLine: max(1, mark.line), column: max(1, mark.column))
    }
    let start = FileLocation(path: source.path, line: 1, column: 1)
    switch error {
    case .reader(let problem, let offset, _, _):
      bag.report(.syntax(problem), at: offset.map(source.location(ofUTF8Offset:)) ?? start)
    case .scanner(_, _, let mark, _) where tabProblem(at: at(mark), in: source) != nil:
      bag.report(.syntax(tabProblem(at: at(mark), in: source) ?? ""), at: at(mark))
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let wording =
        context.map {
          let location = at($0.mark)
          return "\($0.text) at \(location.line):\(location.column), "
        } ?? ""
      bag.report(.syntax(wording + problem), at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      bag.report(.duplicateKey(duplicates.joined(separator: "', '")), at: at(context.mark))
    case .dataCouldNotBeDecoded:
      bag.report(.notUTF8, at: start)
    default:
      bag.report(.syntax("\(error)"), at: start)
    }
  }

  /// What to say when the scanner stopped at a tab character: libyaml only says it "found
  /// character that cannot start any token". `nil` when `location` is not at a tab.
  private static func tabProblem(at location: FileLocation, in source: SourceText) -> String? {
    guard let line = source.line(location.line), location.column >= 1 else { return nil }
    let before = line.unicodeScalars.prefix(location.column - 1)
    guard before.count == location.column - 1,
      line.unicodeScalars.dropFirst(location.column - 1).first == "\t"
    else { return nil }
    let column = location.column
    if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
      return "a tab character at column \(column) indents this line; "
        + "YAML indents with spaces only: replace the tab with spaces"
    }
    return "a tab character at column \(column) where YAML expects a value; "
      + "use spaces instead of the tab"
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
