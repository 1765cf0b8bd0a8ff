import Foundation
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Checks a document against the subset of JSON Schema (draft 2020-12) that
/// `Schema/flow.schema.json` uses: `type`, `properties`, `required`, `additionalProperties`,
/// `items`, `enum`, `const`, `pattern`, `minimum`, `minItems`, `minProperties`,
/// `maxProperties`, `anyOf`, `oneOf` and local `$ref`s. Any other keyword is reported, so the
/// schema cannot silently grow past what this checks.
struct SchemaValidator {
  static let supported: Set<String> = [
    "$schema", "$id", "$defs", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "enum", "const", "pattern", "minimum", "minItems",
    "minProperties", "maxProperties", "anyOf", "oneOf", "$ref",
  ]

  let root: [String: Any]

  init(contentsOf path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  /// Problems, each as `path: what`; empty when the document conforms.
  func validate(_ document: FlowDocument) -> [String] {
    var problems: [String] = []
    check(document, against: root, at: "$", into: &problems)
    return problems
  }

  private func resolve(_ schema: [String: Any]) -> [String: Any] {
    guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/"),
      let definitions = root["$defs"] as? [String: Any],
      let target = definitions[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
    else { return schema }
    return resolve(target)
  }

  private func typeName(_ value: FlowDocument) -> [String] {
    switch value {
    case .null: ["null"]
    case .bool: ["boolean"]
    case .int: ["integer", "number"]
    case .double: ["number"]
    case .string: ["string"]
    case .array: ["array"]
    case .object: ["object"]
    }
  }

  private func equals(_ value: FlowDocument, _ json: Any) -> Bool {
    switch value {
    case .string(let text): (json as? String) == text
    case .bool(let flag): (json as? Bool) == flag && !(json is Int && !(json is Bool))
    case .int(let number): (json as? Int) == number
    default: false
    }
  }

  private func check(
    _ value: FlowDocument, against raw: [String: Any], at path: String,
    into problems: inout [String]
  ) {
    let schema = resolve(raw)
    for keyword in schema.keys where !Self.supported.contains(keyword) {
      problems.append("\(path): schema keyword '\(keyword)' is not supported by the checker")
    }
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [(types as? String) ?? ""]
      guard !Set(allowed).isDisjoint(with: typeName(value)) else {
        problems.append(
          "\(path): expected \(allowed.joined(separator: " or ")), found \(typeName(value)[0])")
        return
      }
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { equals(value, $0) }) {
      problems.append("\(path): not one of the allowed values")
    }
    if let constant = schema["const"], !equals(value, constant) {
      problems.append("\(path): must be \(constant)")
    }
    if let pattern = schema["pattern"] as? String, case .string(let text) = value,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      problems.append("\(path): '\(text)' does not match \(pattern)")
    }
    if let minimum = schema["minimum"] as? Int, case .int(let number) = value, number < minimum {
      problems.append("\(path): below \(minimum)")
    }
    for (keyword, isOneOf) in [("anyOf", false), ("oneOf", true)] {
      guard let branches = schema[keyword] as? [[String: Any]] else { continue }
      let passing = branches.filter { branch in
        var scratch: [String] = []
        check(value, against: branch, at: path, into: &scratch)
        return scratch.isEmpty
      }.count
      if passing == 0 || (isOneOf && passing > 1) {
        problems.append("\(path): matches \(passing) of the \(keyword) branches")
      }
    }
    if case .array(let items) = value {
      if let minimum = schema["minItems"] as? Int, items.count < minimum {
        problems.append("\(path): fewer than \(minimum) items")
      }
      if let itemSchema = schema["items"] as? [String: Any] {
        for (index, item) in items.enumerated() {
          check(item, against: itemSchema, at: "\(path)[\(index)]", into: &problems)
        }
      }
    }
    if case .object(let members) = value {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in schema["required"] as? [String] ?? []
      where !members.contains(where: { $0.key == name }) {
        problems.append("\(path): missing '\(name)'")
      }
      if let minimum = schema["minProperties"] as? Int, members.count < minimum {
        problems.append("\(path): fewer than \(minimum) members")
      }
      if let maximum = schema["maxProperties"] as? Int, members.count > maximum {
        problems.append("\(path): more than \(maximum) members")
      }
      for (name, member) in members {
        if let property = properties[name] as? [String: Any] {
          check(member, against: property, at: "\(path).\(name)", into: &problems)
        } else if let additional = schema["additionalProperties"] as? [String: Any] {
          check(member, against: additional, at: "\(path).\(name)", into: &problems)
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): unknown key '\(name)'")
        }
      }
    }
  }
}
