internal import Wayfinder
internal import WayfinderFlows

extension FlowValidator {
  mutating func checkDeepLinks() {
    let tabNames = definition.home.tabIDs.map(\.rawValue)
    let modalNames = definition.modals.map(\.id.rawValue)
    for link in definition.deepLinks {
      if let tab = link.tab, !tabNames.contains(tab.rawValue) {
        unknown("tab", tab.rawValue, at: link.tabLocation, among: tabNames)
      }
      if let modal = link.modal, definition.modal(modal) == nil {
        unknown("modal", modal.rawValue, at: link.modalLocation, among: modalNames)
      }
      let placeholders = link.pattern.placeholders
      var used: Set<String> = []
      for template in link.path {
        let at = template.location ?? link.location
        guard let screen = definition.screens[template.screen] else {
          unknown("screen", template.screen, at: at, among: screenIDs)
          continue
        }
        for parameter in screen.parameters where template.arguments[parameter.name] == nil {
          bag.report(.missingArgument(parameter.name, screen: screen.id), at: at)
        }
        for (name, argument) in template.arguments.sorted(by: { $0.key < $1.key }) {
          let argumentAt = template.argumentLocations[name] ?? at
          guard let expected = screen.parameter(name) else {
            bag.report(
              .unexpectedArgument(name, screen: screen.id), at: argumentAt,
              suggestion: Suggestions.closest(to: name, in: screen.parameters.map(\.name)))
            continue
          }
          switch argument {
          case .value(let value):
            if value.type != expected, !(expected == .double && value.type == .int) {
              bag.report(
                .argumentType(
                  name, screen: screen.id, expected: expected.description,
                  found: Self.describe(value)),
                at: argumentAt)
            }
          case .placeholder(let placeholder):
            used.insert(placeholder)
            guard let type = placeholders.first(where: { $0.name == placeholder })?.type else {
              bag.report(
                .unknownPlaceholder(placeholder, url: link.pattern.description), at: argumentAt,
                suggestion: Suggestions.closest(to: placeholder, in: placeholders.map(\.name)))
              continue
            }
            if type != expected {
              bag.report(
                .placeholderType(
                  placeholder, type: type.description, parameter: name, screen: screen.id,
                  expected: expected.description),
                at: argumentAt)
            }
          }
        }
      }
      for placeholder in placeholders where !used.contains(placeholder.name) {
        bag.report(
          .unusedPlaceholder(placeholder.name, url: link.pattern.description),
          at: link.urlSpan?.start ?? link.location)
      }
    }
  }
}
