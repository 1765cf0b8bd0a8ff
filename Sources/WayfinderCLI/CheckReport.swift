import Foundation
import WayfinderFlowFiles
import WayfinderTools
import WayfinderPersistence

/// The JSON printed by `wayfinder check --format json`.
///
/// ```json
/// {"apps":[{"name":"demo","files":["Flows/demo/app.yaml"],"errors":0,"warnings":0,
///   "diagnostics":[{"severity":"error","message":"unknown screen 'x'","file":"…","line":3,
///   "column":7,"suggestion":"y"}]}],"errors":0,"warnings":0}
/// ```
struct CheckReport: Encodable {
  struct App: Encodable {
    var name: String
    var files: [String]
    var errors: Int
    var warnings: Int
    var diagnostics: [Entry]
  }

  struct Entry: Encodable {
    var severity: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var suggestion: String?
  }

  var apps: [App]
  var errors: Int
  var warnings: Int

  init(results: [(name: String, result: FlowLoadResult)]) {
    apps = results.map { name, result in
      let errors = result.errors.count
      return App(
        name: name, files: result.files, errors: errors,
        warnings: result.diagnostics.count - errors,
        diagnostics: result.diagnostics.map {
          Entry(
            severity: $0.severity.rawValue, message: $0.message, file: $0.location?.path,
            line: $0.location?.line, column: $0.location?.column, suggestion: $0.suggestion)
        })
    }
    errors = apps.reduce(0) { $0 + $1.errors }
    warnings = apps.reduce(0) { $0 + $1.warnings }
  }

  /// The report as one line of JSON. A character a terminal would act on or show reordered
  /// (`TerminalText.isEscaped(_:keepingLineBreaks:)`) is written as a JSON escape (`\u202e`),
  /// which reads back as the same string: the JSON passes the console's escaping unchanged.
  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    let text = String(decoding: data, as: UTF8.self)
    guard text.unicodeScalars.contains(where: { TerminalText.isEscaped($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if TerminalText.isEscaped(scalar) {
        // Only inside a string: JSON's own syntax is printable ASCII.
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
