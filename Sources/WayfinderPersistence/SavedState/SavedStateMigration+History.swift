/// The schema history of saved state, one migration per version change.
///
/// **Version 1** (written by 1.x builds): tabs only; each stack a list of screen ids, root
/// first, with no arguments; no modals; facts as bare JSON values.
///
/// ```json
/// {"schemaVersion": 1, "app": "Demo", "version": "1.0", "launching": false,
///  "currentTab": "tab1", "tabs": [{"id": "tab1", "stack": ["primary", "secondary1"]}],
///  "facts": {"passcodeEnabled": false, "lastSeenVersion": "1.0"}}
/// ```
///
/// **Version 2** (2.0 to 2.3): `version` renamed `appVersion`, `currentTab` renamed
/// `selectedTab`; navigation grouped under `state` with a home `layout`; routes with typed
/// arguments (`{"screen": "item", "arguments": {"id": 42}}`) as `root` and `path`; facts stored
/// with their type (`{"type": "version", "value": "1.0"}`); the visible screen's title copied to
/// `visibleTitle` for a widget.
///
/// **Version 3** (current): `state` renamed `navigation`; `launching` replaced by
/// `phase` (`launching` or `home`) with an optional `launchScreen`; presented `modals` (empty by
/// default) and an optional `pendingDeepLink`; `visibleTitle` removed (it is derived); an optional
/// `savedAt`. Later 3.x builds add optional members older ones ignore: a pending link's `stack`
/// and `back`, `deepLinkReturn` (where Back from a deep link's screen returns), a modal's
/// `interaction` (`{"step": "passcode", "role": "required"}`, the step that presented it) and
/// `interactionsPending` (`true` while an interaction sequence holds deep links), so a link held
/// behind an interaction is kept, and `promptsShown` (when each prompt of the launch sequence
/// showed, in seconds on the app's prompt clock), so cooldowns and quotas survive a relaunch; a
/// document without it has shown nothing; and `pendingSteps` (the steps of the interaction
/// sequence that had not ended, `["notifications"]`), so a prompt the app asked for that was up
/// or waiting comes back at the next start; a document without it had none waiting beyond the
/// interaction whose modal is up, which comes back from its `interaction`. None of these needs
/// a migration: an older document reads as the empty value of each.
extension SavedStateMigration {
  /// 1 → 2: rename `version` and `currentTab`; stacks of ids become routes; add the layout;
  /// type the facts; group the navigation under `state`.
  static let version1To2 = SavedStateMigration(
    from: 1,
    summary:
      "rename version and currentTab, store routes and typed facts, group navigation under state"
  ) { document, warnings throws(SavedStateError) in
    try document.renameMember("version", to: "appVersion", at: "")
    try document.renameMember("currentTab", to: "selectedTab", at: "")
    try document.updateMember("tabs", at: "") { tabs, place throws(SavedStateError) in
      try tabs.updateElements(at: place) { tab, place throws(SavedStateError) in
        try routesFromScreenIDs(&tab, at: place)
      }
    }
    try document.addMember("layout", default: "tabs", at: "")
    try document.updateMember("facts", at: "") { facts, place throws(SavedStateError) in
      try typeFacts(&facts, at: place, warnings: &warnings)
    }
    try document.nestMembers(
      ["layout", "launching", "selectedTab", "tabs"], under: "state", at: "")
  }

  /// 2 → 3: drop `visibleTitle`; rename `state` to `navigation`; `launching` becomes `phase`;
  /// add empty `modals`.
  static let version2To3 = SavedStateMigration(
    from: 2,
    summary: "remove visibleTitle, rename state to navigation, launching becomes phase, add modals"
  ) { document, _ throws(SavedStateError) in
    try document.removeMember("visibleTitle", at: "")
    try document.renameMember("state", to: "navigation", at: "")
    try document.updateMember("navigation", at: "") { navigation, place throws(SavedStateError) in
      var phase: DocumentNode = "home"
      if let launching = try navigation.removeMember("launching", at: place) {
        switch launching.value {
        case .bool(true)?: phase = "launching"
        case .bool(false)?: break
        default: throw .malformed("'\(place).launching' is \(launching.kind), not a boolean")
        }
      }
      try navigation.addMember("phase", default: phase, at: place)
      try navigation.addMember("modals", default: [], at: place)
    }
  }

  /// `{"id": "tab1", "stack": ["primary", "item"]}` → `{"id": "tab1", "root": {"screen":
  /// "primary"}, "path": [{"screen": "item"}]}`.
  static func routesFromScreenIDs(_ tab: inout DocumentNode, at place: String)
    throws(SavedStateError)
  {
    guard let stack = try tab.removeMember("stack", at: place) else {
      throw .malformed("'\(place).stack' is missing")
    }
    var routes: [DocumentNode] = []
    for (index, screen) in try stack.array(at: "\(place).stack").enumerated() {
      guard case .string(let id)? = screen.value else {
        throw .malformed("'\(place).stack[\(index)]' is \(screen.kind), not a screen id")
      }
      routes.append(["screen": .string(id)])
    }
    guard let root = routes.first else { throw .malformed("'\(place).stack' is empty") }
    tab["root"] = root
    tab["path"] = .sequence(Array(routes.dropFirst()))
  }

  /// Bare fact values become typed ones: booleans, integers and strings keep their type (a
  /// string fact declared as a version is read as one on restore); any other value is dropped
  /// with a warning, as no fact type holds it.
  static func typeFacts(
    _ facts: inout DocumentNode, at place: String, warnings: inout [RestoreWarning]
  ) throws(SavedStateError) {
    var typed: [(String, DocumentNode)] = []
    for (name, value) in try facts.object(at: place).sorted(by: { $0.key < $1.key }) {
      switch value.value {
      case .bool?: typed.append((name, ["type": "bool", "value": value]))
      case .int?: typed.append((name, ["type": "int", "value": value]))
      case .string?: typed.append((name, ["type": "string", "value": value]))
      case .double(let number)?: warnings.append(.factNotMigrated(name, value: "\(number)"))
      case .null?, nil: warnings.append(.factNotMigrated(name, value: value.kind))
      }
    }
    facts = .mapping(typed)
  }
}
