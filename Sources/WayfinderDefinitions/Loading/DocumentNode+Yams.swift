internal import Yams

extension DocumentNode {
  /// Why a YAML tree could not be converted.
  struct TooManyNodes: Error {
    /// Where the budget ran out.
    var mark: Mark
  }

  /// Converts a Yams tree, spending one unit of `budget` per node.
  ///
  /// Yams resolves aliases by sharing the anchored node, so a small file can stand for an
  /// enormous tree; the budget stops the conversion before it materialises one. Nesting is
  /// bounded by the YAML parser's own limit, so the recursion is too.
  init(_ node: Node, budget: inout Int) throws(TooManyNodes) {
    let mark = Self.mark(node)
    budget -= 1
    if budget < 0 { throw TooManyNodes(mark: mark) }
    switch node {
    case .scalar(let scalar):
      self = .scalar(Self.scalar(scalar, mark: mark))
    case .mapping(let mapping):
      var pairs: [(key: DocumentNode, value: DocumentNode)] = []
      pairs.reserveCapacity(mapping.count)
      for (key, value) in mapping {
        pairs.append((try DocumentNode(key, budget: &budget), try DocumentNode(value, budget: &budget)))
      }
      self = .mapping(Mapping(pairs: pairs, mark: mark))
    case .sequence(let sequence):
      var items: [DocumentNode] = []
      items.reserveCapacity(sequence.count)
      for item in sequence { items.append(try DocumentNode(item, budget: &budget)) }
      self = .sequence(Sequence(items: items, mark: mark))
    case .alias:
      // Composing resolves aliases to the anchored node; an unresolved one reads as null.
      self = .scalar(Scalar(string: "", style: .plain, mark: mark, isVerbatim: true))
    }
  }

  private static func mark(_ node: Node) -> Mark {
    guard let mark = node.mark else { return Mark(line: 1, column: 1) }
    return Mark(line: mark.line, column: mark.column)
  }

  /// Keeps what the loader needs of a Yams scalar: its text, style and whether the text is
  /// verbatim (judged from the text, as YAML's escapes and folding are not visible here).
  private static func scalar(_ scalar: Node.Scalar, mark: Mark) -> Scalar {
    let text = scalar.string
    switch scalar.style {
    case .plain, .any:
      return Scalar(string: text, style: .plain, mark: mark, isVerbatim: true)
    case .singleQuoted:
      return Scalar(
        string: text, style: .singleQuoted, mark: mark, isVerbatim: !text.utf8.contains(0x27))
    case .doubleQuoted:
      let escaped = text.utf8.contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x09 }
      return Scalar(string: text, style: .doubleQuoted, mark: mark, isVerbatim: !escaped)
    case .literal:
      return Scalar(string: text, style: .literal, mark: mark, isVerbatim: false)
    case .folded:
      return Scalar(string: text, style: .folded, mark: mark, isVerbatim: false)
    }
  }
}
