internal import WayfinderPersistence

/// A flow file as plain JSON-like values, typed the way the loader reads scalars; for checking
/// files against the JSON Schema and for tools.
package indirect enum FlowDocument: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([FlowDocument])
  /// Keys in file order.
  case object([(key: String, value: FlowDocument)])

  package static func == (lhs: FlowDocument, rhs: FlowDocument) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Parses `source`; `nil` when it is not valid YAML or JSON.
  package static func parse(_ source: FlowSource) -> FlowDocument? {
    var bag = DiagnosticBag()
    var budget = source.bytes.count + 10_000
    let (_, root) = DocumentParser.parse(
      source, sizeLimit: DocumentParser.defaultSizeLimit, nodeBudget: &budget, into: &bag)
    return root.map(FlowDocument.init)
  }

  init(_ node: DocumentNode) {
    switch node {
    case .scalar(let scalar):
      switch ScalarValue(scalar) {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .int(let value): self = .int(value)
      case .double(let value): self = .double(value)
      case .string(let value): self = .string(value)
      }
    case .sequence(let sequence): self = .array(sequence.items.map(FlowDocument.init))
    case .mapping(let mapping):
      self = .object(
        mapping.pairs.map { (key: $0.key.scalar?.string ?? "", value: FlowDocument($0.value)) })
    }
  }
}
