internal import Wayfinder
internal import WayfinderPersistence
import WayfinderProperties

/// A property as written, its conditions still text: the validator parses them once the facts
/// are known.
struct PendingProperty {
  /// One condition of the property (`never:`, `always:`, `while:`, `eventually:`, `after:`).
  struct Text {
    var key: String
    var text: String
    var span: TextSpan
  }

  var name: String?
  var texts: [Text]
  var within: FlowProperty.Bound?
  var location: FileLocation
}

extension FlowDecoder {
  static let propertyKeys = ["name", "never", "always", "while", "eventually", "after", "within"]

  /// Decodes `properties:`: each a mapping with one of `never:`, `always:` (with an optional
  /// `while:`) or `eventually:` (with `after:` and `within:`), and an optional `name:`.
  mutating func decodeProperties(_ node: DocumentNode) {
    for item in sequence(node, key: "properties") {
      let place = "a property"
      guard let fields = fields(item, key: "properties", allowed: Self.propertyKeys, place: place)
      else { continue }
      var property = PendingProperty(texts: [], location: location(item))
      if let node = fields["name"]?.value { property.name = text(node, key: "name") }
      for key in ["never", "always", "while", "eventually", "after"] {
        guard let node = fields[key]?.value, let text = text(node, key: key) else { continue }
        property.texts.append(.init(key: key, text: text, span: textLocation(node)))
      }
      if let node = fields["within"]?.value { property.within = bound(node) }
      let kinds = property.texts.map(\.key).filter {
        ["never", "always", "eventually"].contains($0)
      }
      guard kinds.count == 1, let kind = kinds.first else {
        bag.report(.propertyRules(kinds), at: location(item))
        continue
      }
      let keys = Set(property.texts.map(\.key))
      if keys.contains("while"), kind != "always", let field = fields["while"] {
        bag.report(
          .propertyKeyWithoutEffect("while", needs: "an 'always'"), at: location(field.key))
        continue
      }
      if kind == "eventually" {
        guard keys.contains("after") else {
          bag.report(.missingKey("after", in: "an 'eventually' property"), at: location(item))
          continue
        }
        guard property.within != nil else {
          bag.report(.missingKey("within", in: "an 'eventually' property"), at: location(item))
          continue
        }
      } else {
        for key in ["after", "within"] {
          guard let field = fields[key] else { continue }
          bag.report(
            .propertyKeyWithoutEffect(key, needs: "an 'eventually'"), at: location(field.key))
        }
      }
      properties.append(property)
    }
  }

  /// `within:`: a number of commands, 1 or more, or `sequence`.
  private mutating func bound(_ node: DocumentNode) -> FlowProperty.Bound? {
    let expected = "give a number of commands, 1 or more, or 'sequence'"
    guard case .scalar(let scalar) = node else {
      bag.report(
        .wrongType(key: "within", expected: "a number or 'sequence'", found: node.described),
        at: location(node))
      return nil
    }
    if scalar.string == "sequence" { return .sequence }
    guard case .int(let count) = ScalarValue(scalar) else {
      bag.report(
        .invalidValue(scalar.string, key: "within", expected: expected), at: location(node))
      return nil
    }
    guard count >= 1 else {
      bag.report(
        .invalidValue(String(count), key: "within", expected: expected), at: location(node))
      return nil
    }
    return .commands(count)
  }
}
