extension FlowDiff {
  /// What changed between two outlines: an app's fields, then each section's entries by key.
  ///
  /// Sections come in the outline's order (``FlowOutline/Kind/all``), then any other by name.
  /// In a section whose order users see, entries come in the new version's order, each entry
  /// removed after the entry it followed in the old one; in another, by key.
  ///
  /// O(size of both outlines), plus sorting the keys of the unordered sections.
  ///
  /// - Parameters:
  ///   - old: The outline before: of an app, or read from a baseline file.
  ///   - new: The outline after.
  ///   - oldName: What names the old version in reports.
  ///   - newName: What names the new version.
  public init(
    from old: FlowOutline, to new: FlowOutline, oldName: String = "old", newName: String = "new"
  ) {
    let sections = Self.compare(old.sections, new.sections)
    self.init(
      old: oldName, new: newName, fields: Self.compare(old.fields, new.fields),
      sections: sections)
  }

  /// The sections of `old` and `new` that differ, in the outline's order.
  private static func compare(
    _ old: [FlowOutline.Section], _ new: [FlowOutline.Section]
  ) -> [Section] {
    let known = FlowOutline.Kind.all.map(\.name)
    let others = Set((old + new).map(\.name)).subtracting(known).sorted()
    var sections: [Section] = []
    for name in known + others {
      let before = old.first { $0.name == name }
      let after = new.first { $0.name == name }
      guard before != nil || after != nil else { continue }
      let section = compare(
        name, before?.entries ?? [], after?.entries ?? [], oldLine: before?.line)
      if !section.isEmpty { sections.append(section) }
    }
    return sections
  }

  /// The fields that differ, in the new version's order, then those removed in the old one's.
  private static func compare(
    _ old: [FlowOutline.Field], _ new: [FlowOutline.Field]
  ) -> [FieldChange] {
    var before: [String: String] = [:]
    for field in old where before[field.name] == nil { before[field.name] = field.value }
    var after: [String: String] = [:]
    for field in new where after[field.name] == nil { after[field.name] = field.value }
    var changes: [FieldChange] = []
    for field in new where before[field.name] != field.value {
      changes.append(FieldChange(name: field.name, old: before[field.name], new: field.value))
    }
    for field in old where after[field.name] == nil {
      changes.append(FieldChange(name: field.name, old: field.value, new: nil))
    }
    return changes
  }

  /// The changes of section `name`, from entries `old` to `new`.
  private static func compare(
    _ name: String, _ old: [FlowOutline.Entry], _ new: [FlowOutline.Entry], oldLine: Int?
  ) -> Section {
    let kind = FlowOutline.Kind.named(name)
    var before: [String: FlowOutline.Entry] = [:]
    for entry in old where before[entry.key] == nil { before[entry.key] = entry }
    var after: [String: FlowOutline.Entry] = [:]
    for entry in new where after[entry.key] == nil { after[entry.key] = entry }
    var order: Order?
    if kind.isOrdered {
      let oldKeys = old.map(\.key).filter { after[$0] != nil }
      let newKeys = new.map(\.key).filter { before[$0] != nil }
      if oldKeys != newKeys { order = Order(old: oldKeys, new: newKeys) }
    }
    let removed = old.filter { after[$0.key] == nil }
    let added = new.filter { before[$0.key] == nil }
    let renamed = renames(removed: removed, added: added)
    let renamedFrom = Dictionary(renamed.map { ($0.value, $0.key) }) { first, _ in first }
    var changes: [String: EntryChange] = [:]
    for entry in removed {
      changes[entry.key] = whole(entry, as: .removed, maybeRenamed: renamed[entry.key])
    }
    for entry in added {
      changes[entry.key] = whole(entry, as: .added, maybeRenamed: renamedFrom[entry.key])
    }
    for entry in new {
      guard let previous = before[entry.key], previous != entry else { continue }
      changes[entry.key] = EntryChange(
        change: .changed, key: entry.key, title: entry.value(of: "title"),
        fields: compare(previous.fields, entry.fields),
        sections: compare(previous.sections, entry.sections), oldLine: previous.line)
    }
    let entries =
      kind.isOrdered
      ? arranged(changes, old: old, new: new, isCommon: { before[$0] != nil && after[$0] != nil })
      : changes.values.sorted { $0.key < $1.key }
    return Section(name: name, order: order, entries: entries, oldLine: oldLine)
  }

  /// The changes of an ordered section in the new version's order, each entry removed after
  /// the entry both versions have that it followed in the old one.
  private static func arranged(
    _ changes: [String: EntryChange], old: [FlowOutline.Entry], new: [FlowOutline.Entry],
    isCommon: (String) -> Bool
  ) -> [EntryChange] {
    var anchored: [String?: [EntryChange]] = [:]
    var previous: String?
    for entry in old {
      if isCommon(entry.key) {
        previous = entry.key
      } else if let change = changes[entry.key] {
        anchored[previous, default: []].append(change)
      }
    }
    var result = anchored[nil] ?? []
    for entry in new {
      if let change = changes[entry.key], change.change != .removed { result.append(change) }
      if isCommon(entry.key) { result += anchored[entry.key] ?? [] }
    }
    return result
  }

  /// The entries removed that may have been renamed to an entry added, old key to new: a
  /// removed and an added entry pair up when they alone have the same content but for their
  /// keys, or else when they alone have the same title.
  private static func renames(
    removed: [FlowOutline.Entry], added: [FlowOutline.Entry]
  ) -> [String: String] {
    var pairs: [String: String] = [:]
    var paired: Set<String> = []
    func pair(by signature: (FlowOutline.Entry) -> AnyHashable?) {
      var olds: [AnyHashable: [String]] = [:]
      var news: [AnyHashable: [String]] = [:]
      for entry in removed where pairs[entry.key] == nil {
        if let value = signature(entry) { olds[value, default: []].append(entry.key) }
      }
      for entry in added where !paired.contains(entry.key) {
        if let value = signature(entry) { news[value, default: []].append(entry.key) }
      }
      for (value, keys) in olds {
        guard keys.count == 1, let others = news[value], others.count == 1 else { continue }
        pairs[keys[0]] = others[0]
        paired.insert(others[0])
      }
    }
    guard !removed.isEmpty, !added.isEmpty else { return [:] }
    pair { AnyHashable(FlowOutline.Entry("", fields: $0.fields, sections: $0.sections)) }
    pair { $0.value(of: "title").map(AnyHashable.init) }
    return pairs
  }

  /// All of `entry` as one change: each field and each entry of its sections added, or removed.
  private static func whole(
    _ entry: FlowOutline.Entry, as change: Change, maybeRenamed: String? = nil
  ) -> EntryChange {
    let adding = change == .added
    return EntryChange(
      change: change, key: entry.key, title: entry.value(of: "title"), maybeRenamed: maybeRenamed,
      fields: entry.fields.map {
        FieldChange(name: $0.name, old: adding ? nil : $0.value, new: adding ? $0.value : nil)
      },
      sections: entry.sections.map { section in
        Section(
          name: section.name, entries: section.entries.map { whole($0, as: change) },
          oldLine: adding ? nil : section.line)
      },
      oldLine: adding ? nil : entry.line)
  }
}
