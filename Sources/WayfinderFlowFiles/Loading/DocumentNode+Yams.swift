internal import Yams
internal import WayfinderPersistence

extension DocumentNode {
  /// Why a YAML tree could not be converted.
  enum ConversionFailure: Error {
    /// The node budget ran out here.
    case tooManyNodes(Mark)
    /// Aliases nest values deeper than ``JSONParser/maximumDepth`` here.
    case tooDeep(Mark)
  }

  /// Converts a Yams tree, spending one unit of `budget` per node, with positions as `source`
  /// counts them (libyaml also ends lines at U+0085, U+2028 and U+2029; editors do not).
  ///
  /// Yams resolves aliases by sharing the anchored node, so a small file can stand for an
  /// enormous tree; the budget stops the conversion before it materialises one. The YAML
  /// parser bounds nesting, but a chain of aliases can nest anchored values in one another
  /// without bound, so depth is limited here too (as for JSON) to keep the recursion short.
  init(
    _ node: Node, in source: SourceText, budget: inout Int, depth: Int = 0
  ) throws(ConversionFailure) {
    // Marks are read from each case's payload: copying a whole `Node` (tag, weak anchor) to
    // ask for its mark costs more than converting it.
    budget -= 1
    let depth = depth + 1
    switch node {
    case .scalar(let scalar):
      let mark = Self.mark(scalar.mark, in: source)
      if budget < 0 { throw .tooManyNodes(mark) }
      self = .scalar(Self.scalar(scalar, mark: mark))
    case .mapping(let mapping):
      let mark = Self.mark(mapping.mark, in: source)
      if budget < 0 { throw .tooManyNodes(mark) }
      if depth > JSONParser.maximumDepth { throw .tooDeep(mark) }
      var pairs: [(key: DocumentNode, value: DocumentNode)] = []
      pairs.reserveCapacity(mapping.count)
      for index in mapping.indices {
        let pair = mapping[index]
        pairs.append(
          (
            try DocumentNode(pair.key, in: source, budget: &budget, depth: depth),
            try DocumentNode(pair.value, in: source, budget: &budget, depth: depth)
          ))
      }
      self = .mapping(Mapping(pairs: pairs, mark: mark))
    case .sequence(let sequence):
      let mark = Self.mark(sequence.mark, in: source)
      if budget < 0 { throw .tooManyNodes(mark) }
      if depth > JSONParser.maximumDepth { throw .tooDeep(mark) }
      var items: [DocumentNode] = []
      items.reserveCapacity(sequence.count)
      for index in sequence.indices {
        items.append(
          try DocumentNode(sequence[index], in: source, budget: &budget, depth: depth))
      }
      self = .sequence(Sequence(items: items, mark: mark))
    case .alias(let alias):
      // Composing resolves aliases to the anchored node; an unresolved one reads as null.
      let mark = Self.mark(alias.mark, in: source)
      if budget < 0 { throw .tooManyNodes(mark) }
      self = .scalar(Scalar(string: "", style: .plain, mark: mark, isVerbatim: true))
    }
  }

  private static func mark(_ mark: Yams.Mark?, in source: SourceText) -> Mark {
    guard let mark else { return Mark(line: 1, column: 1) }
    let location = source.location(ofYAMLLine: mark.line, column: mark.column)
    return Mark(line: location.line, column: location.column)
  }

  /// Keeps what the loader needs of a Yams scalar: its text, style and whether the text is
  /// verbatim (judged from the text, as YAML's escapes and folding are not visible here).
  ///
  /// Text holding U+2028 or U+2029 is never taken as verbatim: YAML breaks lines there and may
  /// drop the blanks around them.
  private static func scalar(_ scalar: Node.Scalar, mark: Mark) -> Scalar {
    let text = scalar.string
    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
    let unbroken =
      !text.utf8.contains(0xE2)
      || !text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
    switch scalar.style {
    case .plain, .any:
      return Scalar(string: text, style: .plain, mark: mark, isVerbatim: unbroken)
    case .singleQuoted:
      let verbatim = unbroken && !text.utf8.contains(0x27)
      return Scalar(string: text, style: .singleQuoted, mark: mark, isVerbatim: verbatim)
    case .doubleQuoted:
      let escaped = text.utf8.contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x09 }
      return Scalar(
        string: text, style: .doubleQuoted, mark: mark, isVerbatim: unbroken && !escaped)
    case .literal:
      return Scalar(string: text, style: .literal, mark: mark, isVerbatim: false)
    case .folded:
      return Scalar(string: text, style: .folded, mark: mark, isVerbatim: false)
    }
  }
}
