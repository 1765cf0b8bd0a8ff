import Foundation
import WayfinderFlowFiles
import Yams

/// The build plugin's options for a target, from a `wayfinder-generate.yaml` file in it:
///
/// ```yaml
/// access: public      # internal (the default) or public
/// ```
struct GenerateConfiguration: Equatable {
  /// The name the build plugin looks for.
  static let fileName = "wayfinder-generate.yaml"

  /// Whether the generated declarations are public; `nil` when the file does not say.
  var isPublic: Bool?

  /// Sets what the file says on `options`: `access: public` makes the declarations public
  /// (as `--public` does); `internal` leaves them as they are.
  func apply(to options: inout SwiftGenerator.Options) {
    if isPublic == true { options.isPublic = true }
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``ConfigurationError`` naming the file, line and column of what is wrong.
  static func load(path: String) throws(ConfigurationError) -> GenerateConfiguration {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ConfigurationError(path: path, message: "cannot read the file")
    }
    return try parse(text, path: path)
  }

  /// Reads `text`, the contents of the file at `path`.
  static func parse(_ text: String, path: String) throws(ConfigurationError) -> Self {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      switch error {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw ConfigurationError(path: path, mark: mark, message: "not valid YAML: \(problem)")
      default:
        throw ConfigurationError(path: path, message: "not valid YAML")
      }
    } catch {
      throw ConfigurationError(path: path, message: "not valid YAML: \(error)")
    }
    guard let node else { return Self() }
    guard let mapping = node.mapping else {
      throw ConfigurationError(
        path: path, mark: node.mark, message: "expected a mapping such as 'access: public'")
    }
    var configuration = Self()
    for (key, value) in mapping {
      switch key.string {
      case "access":
        switch value.string {
        case "public": configuration.isPublic = true
        case "internal": configuration.isPublic = false
        default:
          throw ConfigurationError(
            path: path, mark: value.mark,
            message: "'access' is 'internal' or 'public', not '\(value.string ?? "")'")
        }
      default:
        throw ConfigurationError(
          path: path, mark: key.mark,
          message: "unknown key '\(key.string ?? "")'; the only key is 'access'")
      }
    }
    return configuration
  }
}

/// What is wrong with a `wayfinder-generate.yaml` file, and where.
struct ConfigurationError: Error, CustomStringConvertible {
  var path: String
  var mark: Mark?
  var message: String

  /// `path:line:column: error: message`.
  var description: String {
    let position = mark.map { ":\($0.line):\($0.column)" } ?? ""
    return "\(path)\(position): error: \(message)"
  }
}
