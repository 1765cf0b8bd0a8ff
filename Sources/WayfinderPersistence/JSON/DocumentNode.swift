/// One value of a parsed document — a scalar, a mapping or a sequence — with where it starts.
///
/// This is the one tree for every file Wayfinder reads: flow files in JSON are parsed straight
/// into it by ``JSONParser`` and flow files in YAML are converted into it once; state files are
/// parsed into it by the same ``JSONParser``, and their migrations edit it. It is deliberately
/// plain: no tags, anchors or resolvers, so building, copying and walking it costs little more
/// than the strings and arrays it holds. Scalars keep their text as written and are typed on
/// demand by ``ScalarValue``, so `42` stays an integer and `42.0` a number through any edit.
///
/// Walks of the tree (the decoder, equality, encoding) recurse, and stay shallow because every
/// way of building one bounds nesting: ``JSONParser`` by its depth limit (1 000 levels for flow
/// files, 500 for state files), the YAML conversion by the same 1 000.
package enum DocumentNode: Sendable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A line and column, both from 1; columns count Unicode scalars.
  package struct Mark: Hashable, Sendable {
    package var line: Int32
    package var column: Int32

    package init(line: Int, column: Int) {
      self.line = Int32(clamping: line)
      self.column = Int32(clamping: column)
    }

    /// Where nodes built in code, rather than read from a file, say they are.
    package static let start = Mark(line: 1, column: 1)
  }

  /// How a scalar was written, which decides how it is typed (quoted text is always a string)
  /// and whether offsets in its text map onto columns.
  package enum Style: Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  package struct Scalar: Sendable {
    /// The text, escapes decoded.
    package var string: String
    package var style: Style
    package var mark: Mark
    /// Whether `string` is exactly the source text between the quotes (no escapes, no folded
    /// line breaks), so a character offset in it is a column offset from the opening quote.
    package var isVerbatim: Bool

    package init(string: String, style: Style, mark: Mark, isVerbatim: Bool) {
      self.string = string
      self.style = style
      self.mark = mark
      self.isVerbatim = isVerbatim
    }
  }

  package struct Mapping: Sendable {
    /// Keys and values in file order.
    package var pairs: [(key: DocumentNode, value: DocumentNode)]
    package var mark: Mark

    package init(pairs: [(key: DocumentNode, value: DocumentNode)], mark: Mark) {
      self.pairs = pairs
      self.mark = mark
    }
  }

  package struct Sequence: Sendable {
    package var items: [DocumentNode]
    package var mark: Mark

    package init(items: [DocumentNode], mark: Mark) {
      self.items = items
      self.mark = mark
    }
  }

  package var mark: Mark {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// The scalar, when this node is one.
  package var scalar: Scalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  /// How flow-file messages describe a node found where another kind was expected.
  package var described: String {
    switch self {
    case .scalar(let scalar): ScalarValue(scalar).described
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }
}
