internal import Wayfinder

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
      checkStackPolicy(link)
      let placeholders = link.pattern.allPlaceholders
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
            if screen.invalidParameters.contains(name) {
              if case .placeholder(let placeholder) = argument { used.insert(placeholder) }
              continue
            }
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
            guard let declared = placeholders.first(where: { $0.name == placeholder }) else {
              bag.report(
                .unknownPlaceholder(placeholder, url: link.pattern.description), at: argumentAt,
                suggestion: Suggestions.closest(to: placeholder, in: placeholders.map(\.name)))
              continue
            }
            if declared.type != expected {
              bag.report(
                .placeholderType(
                  placeholder, type: declared.type.description, parameter: name,
                  screen: screen.id, expected: expected.description),
                at: argumentAt)
            } else if declared.whenAbsent == .omitted {
              bag.report(
                .optionalPlaceholderArgument(
                  placeholder, type: declared.type.description, url: link.pattern.description,
                  parameter: name, screen: screen.id),
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

  /// `stack: keep` builds no path; `back: previousTab` needs another tab to return to.
  private mutating func checkStackPolicy(_ link: DeepLinkDefinition) {
    let url = link.pattern.description
    if link.stack == .keep, !link.path.isEmpty {
      bag.report(.keptStackWithPath(url: url), at: link.pathLocation ?? link.location)
    }
    guard link.back == .previousTab else { return }
    let at = link.backLocation ?? link.location
    if definition.home.layout == .flow {
      bag.report(.backWithoutTab(url: url, reason: .noTabBar), at: at)
    } else if link.tab == nil {
      bag.report(.backWithoutTab(url: url, reason: .staysOnTab), at: at)
    }
  }
}
