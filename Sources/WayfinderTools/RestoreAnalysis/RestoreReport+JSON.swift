internal import Foundation
internal import Wayfinder
internal import WayfinderPersistence

extension RestoreReport {
  /// The report as one JSON document, keys sorted, for scripts and CI; a group's `place`,
  /// `landing` and `dropped` stacks name their screen and owner (and the tab under a modal), an
  /// example is the facts given before launch and the commands, or a state `file`. Here with
  /// the first group left out:
  ///
  /// ```json
  /// {"complete":true,"files":[],"groups":[{"arrival":"navigation","count":2,
  ///   "dropped":[{"owner":"tab 'shop'","screens":["category","product"]}],
  ///   "examples":[{"commands":["tap Sign in","tap Accept","tap Shoes","tap Trail runner"],
  ///   "facts":{}}, …],"landing":{"owner":"tab 'shop'","screen":"catalog"},
  ///   "outcome":"moved","place":{"owner":"tab 'shop'","screen":"product"},
  ///   "reasons":["screen 'category' no longer exists"]}],"limits":[],"moved":4,
  ///   "new":{"app":"Shop","restore":"home","version":"3.3.0"},"notes":[],
  ///   "old":{"app":"Shop","restore":"home","version":"3.2.1"},"reached":52,"refused":0,
  ///   "states":52,"unchanged":48}
  /// ```
  ///
  /// A character a terminal would act on is written as a JSON escape (`\u001b`), which reads
  /// back as the same string.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(Document(self)) else { return "{}" }
    let text = String(decoding: data, as: UTF8.self)
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

  /// The JSON document's shape.
  private struct Document: Encodable {
    struct Version: Encodable {
      var app: String
      var version: String
      var restore: String
    }

    struct Place: Encodable {
      var screen: String?
      var owner: String?
      var tab: String?

      init(_ place: RestorePlace) {
        screen = place.screen
        owner = place.owner?.description
        tab = place.tab?.rawValue
      }
    }

    struct Dropped: Encodable {
      var owner: String?
      var screens: [String]
    }

    struct Example: Encodable {
      var facts: [String: String]?
      var commands: [String]?
      var file: String?
    }

    struct Group: Encodable {
      var outcome: String
      var place: Place
      var arrival: String
      var landing: Place?
      var refusal: String?
      var count: Int
      var dropped: [Dropped]
      var reasons: [String]
      var examples: [Example]
    }

    struct Note: Encodable {
      var text: String
      var count: Int
    }

    var old: Version
    var new: Version
    var states: Int
    var reached: Int
    var files: [String]
    var unchanged: Int
    var moved: Int
    var refused: Int
    var complete: Bool
    var limits: [String]
    var groups: [Group]
    var notes: [Note]

    init(_ report: RestoreReport) {
      func version(_ version: RestoreReport.Version) -> Version {
        Version(
          app: version.app, version: version.version, restore: version.restoreRule.description)
      }
      old = version(report.old)
      new = version(report.new)
      states = report.states
      reached = report.reached
      files = report.files
      unchanged = report.unchanged
      moved = report.moved
      refused = report.refused
      complete = report.isComplete
      limits = report.limitsReached.sorted().map(\.rawValue)
      groups = report.groups.map { group in
        Group(
          outcome: group.refusal == nil ? "moved" : "refused", place: Place(group.place),
          arrival: group.arrival.rawValue, landing: group.landing.map(Place.init),
          refusal: group.refusal, count: group.count,
          dropped: group.dropped.map {
            Dropped(owner: $0.owner?.description, screens: $0.routes.map(\.screen))
          },
          reasons: group.reasons,
          examples: group.examples.map { source in
            switch source {
            case .file(let path): Example(file: path)
            case .path(let facts, let commands):
              Example(
                facts: Dictionary(
                  uniqueKeysWithValues: facts.names.compactMap { name in
                    facts[name].map { (name, $0.description) }
                  }), commands: commands)
            }
          })
      }
      notes = report.notes.map { Note(text: $0.text, count: $0.count) }
    }
  }
}
