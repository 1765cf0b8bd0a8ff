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
      checkColumns(link)
      var uses = PlaceholderUses()
      for template in link.columns?.all ?? link.path {
        let at = template.location ?? link.location
        guard let screen = definition.screens[template.screen] else {
          unknown("screen", template.screen, at: at, among: screenIDs)
          continue
        }
        checkArguments(template, of: screen, at: at, in: link, uses: &uses)
      }
      checkModalArguments(link, uses: &uses)
      // A misfit argument or a refused modal explains a placeholder left unused.
      guard !link.modalRefused, !uses.misfit else { continue }
      for placeholder in link.pattern.allPlaceholders where !uses.used.contains(placeholder.name) {
        bag.report(
          .unusedPlaceholder(placeholder.name, url: link.pattern.description),
          at: link.urlSpan?.start ?? link.location)
      }
    }
  }

  /// The placeholders a link's arguments use, and whether one of its arguments was reported.
  private struct PlaceholderUses {
    var used: Set<String> = []
    var misfit = false
  }

  /// The modal's arguments against its root screen's parameters, as a path's screen's are;
  /// an unknown modal was reported, so its arguments only mark their placeholders used.
  private mutating func checkModalArguments(
    _ link: DeepLinkDefinition, uses: inout PlaceholderUses
  ) {
    guard let id = link.modal else { return }
    let at = link.modalLocation ?? link.location
    guard let modal = definition.modal(id), let screen = definition.screens[modal.root] else {
      for case .placeholder(let placeholder) in link.modalArguments.values {
        uses.used.insert(placeholder)
      }
      return
    }
    var template = DeepLinkDefinition.RouteTemplate(
      screen: modal.root, arguments: link.modalArguments)
    template.argumentLocations = link.modalArgumentLocations
    checkArguments(
      template, of: screen, at: at, in: link, uses: &uses, reportingMissing: !link.modalRefused)
  }

  /// The arguments of `template` against `screen`'s parameters: each missing, unknown or
  /// mistyped one, and each placeholder the URL does not have or whose type does not fit,
  /// reported where it is written. An unknown argument whose name is close to a missing
  /// parameter's is reported alone, suggesting the parameter. The placeholders it uses go into
  /// `uses`, which notes any report.
  private mutating func checkArguments(
    _ template: DeepLinkDefinition.RouteTemplate, of screen: ScreenDefinition,
    at: FileLocation, in link: DeepLinkDefinition, uses: inout PlaceholderUses,
    reportingMissing: Bool = true
  ) {
    let reported = bag.diagnostics.count
    defer { if bag.diagnostics.count > reported { uses.misfit = true } }
    let placeholders = link.pattern.allPlaceholders
    var missing = screen.parameters.map(\.name).filter { template.arguments[$0] == nil }
    for (name, argument) in template.arguments.sorted(by: { $0.key < $1.key }) {
      let argumentAt = template.argumentLocations[name] ?? at
      guard let expected = screen.parameter(name) else {
        if case .placeholder(let placeholder) = argument { uses.used.insert(placeholder) }
        if screen.invalidParameters.contains(name) { continue }
        let suggestion = Suggestions.closest(to: name, in: screen.parameters.map(\.name))
        missing.removeAll { $0 == suggestion }
        bag.report(
          .unexpectedArgument(name, screen: screen.id), at: argumentAt, suggestion: suggestion)
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
        uses.used.insert(placeholder)
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
    guard reportingMissing else { return }
    for name in missing {
      bag.report(.missingArgument(name, screen: screen.id), at: at)
    }
  }

  /// A link that fills a split's columns: on a split home, with no `tab` or `path` beside it,
  /// no content screens for a split of two columns, and content screens for detail screens in
  /// a split of three.
  private mutating func checkColumns(_ link: DeepLinkDefinition) {
    guard let columns = link.columns else { return }
    let at = link.columnsLocation ?? link.location
    guard let split = definition.home.split else {
      let home = definition.home.layout == .tabs ? "a tab bar" : "a single flow"
      bag.report(.split(.noSplit(key: "columns", home: home)), at: at)
      return
    }
    if link.tab != nil {
      bag.report(.split(.linkColumnsBeside("tab")), at: link.tabLocation ?? at)
    }
    if link.pathLocation != nil {
      bag.report(.split(.linkColumnsBeside("path")), at: link.pathLocation ?? at)
    }
    if split.content == nil, !columns.content.isEmpty,
      rejected["splitColumn"]?.contains(SplitColumn.content.rawValue) != true
    {
      bag.report(
        .split(.noContentColumn(key: "columns")), at: columns.locations[.content] ?? at)
    } else if split.content != nil, columns.content.isEmpty, !columns.detail.isEmpty {
      bag.report(.split(.linkDetailWithoutContent), at: columns.locations[.detail] ?? at)
    }
  }

  /// `stack: keep` builds no path; `back: previousTab` needs another tab to return to.
  private mutating func checkStackPolicy(_ link: DeepLinkDefinition) {
    let url = link.pattern.description
    if link.stack == .keep, !link.path.isEmpty {
      bag.report(.keptStackWithPath(url: url), at: link.pathLocation ?? link.location)
    }
    if definition.windows == .single, let at = link.sceneLocation, link.scene != .active {
      bag.report(.sceneInOneWindowApp(url: url), at: at)
    }
    guard link.back == .previousTab else { return }
    let at = link.backLocation ?? link.location
    if definition.home.layout != .tabs {
      bag.report(.backWithoutTab(url: url, reason: .noTabBar), at: at)
    } else if link.tab == nil {
      bag.report(.backWithoutTab(url: url, reason: .staysOnTab), at: at)
    }
  }
}
