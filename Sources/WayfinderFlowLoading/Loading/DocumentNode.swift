internal import WayfinderFlows

/// One value of a parsed flow file — a scalar, a mapping or a sequence — with where it starts.
///
/// The decoder reads this tree for both formats: JSON files are parsed straight into it by
/// ``JSONParser``; YAML files are parsed by Yams and converted once. It is deliberately plain:
/// no tags, anchors or resolvers, so building, copying and walking it costs little more than
/// the strings and arrays it holds.
package enum DocumentNode {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A line and column, both from 1; columns count Unicode scalars.
  struct Mark: Hashable {
    var line: Int32
    var column: Int32

    init(line: Int, column: Int) {
      self.line = Int32(clamping: line)
      self.column = Int32(clamping: column)
    }
  }

  /// How a scalar was written, which decides how it is typed (quoted text is always a string)
  /// and whether offsets in its text map onto columns.
  enum Style: Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  package struct Scalar {
    /// The text, escapes decoded.
    var string: String
    var style: Style
    var mark: Mark
    /// Whether `string` is exactly the source text between the quotes (no escapes, no folded
    /// line breaks), so a character offset in it is a column offset from the opening quote.
    var isVerbatim: Bool
  }

  package struct Mapping {
    /// Keys and values in file order.
    var pairs: [(key: DocumentNode, value: DocumentNode)]
    var mark: Mark
  }

  package struct Sequence {
    var items: [DocumentNode]
    var mark: Mark
  }

  var mark: Mark {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// The scalar, when this node is one.
  var scalar: Scalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  /// How messages describe a node found where another kind was expected.
  var described: String {
    switch self {
    case .scalar(let scalar): ScalarValue(scalar).described
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }
}
