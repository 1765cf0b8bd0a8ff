extension FlowDiff {
  /// The changes as a reviewer reads them: a line naming both versions and counting the
  /// changes, then a group per section, each line marked `+` (added), `-` (removed) or `~`
  /// (changed).
  ///
  /// ```
  /// HEAD~1:Flows/shop → Flows/shop: 3 changes
  ///
  /// Screens
  ///   ~ catalog "Catalog"
  ///       ~ action "Cart"
  ///           ~ does: push cart → push basket
  ///           ~ to: cart → basket
  /// ```
  ///
  /// An entry added is listed with its fields and its own entries (a screen's actions); an
  /// entry removed by its key alone; a changed one with what changed. An entry that may be
  /// half of a rename says so: `(maybe renamed to basket)`. Every value stays on its line:
  /// line breaks and control characters are written as escapes (`\u{A}`). With nothing
  /// changed, the one line ends `no changes`.
  ///
  /// - Returns: The report, each line ending with a line break.
  public func text() -> String {
    guard !isEmpty else { return "\(old) → \(new): no changes\n" }
    var lines = ["\(old) → \(new): \(count) change\(count == 1 ? "" : "s")"]
    if !fields.isEmpty {
      lines += ["", "App"]
      lines += fields.map { "  " + Self.line(of: $0) }
    }
    for section in sections where !section.isEmpty {
      lines += ["", section.title]
      Self.write(section, indent: "  ", nested: false, into: &lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of `section`'s changes, each after `indent`.
  private static func write(
    _ section: Section, indent: String, nested: Bool, into lines: inout [String]
  ) {
    let kind = section.kind
    if let order = section.order {
      let what = nested ? "order of \(kind.name)" : "order"
      lines.append(
        indent + "~ \(what): " + order.old.map { key($0, kind) }.joined(separator: ", ")
          + " → " + order.new.map { key($0, kind) }.joined(separator: ", "))
    }
    for entry in section.entries {
      write(entry, of: kind, indent: indent, nested: nested, into: &lines)
    }
    lines += section.notes.map { indent + $0 }
  }

  /// The lines of one entry's change: its marked key, then what changed, or all of it when
  /// it was added.
  private static func write(
    _ entry: EntryChange, of kind: FlowOutline.Kind, indent: String, nested: Bool,
    into lines: inout [String]
  ) {
    var header = entry.change.marker + " " + (nested ? kind.noun + " " : "") + key(entry.key, kind)
    if let title = entry.title, title != entry.key { header += " " + quoted(title) }
    if let other = entry.maybeRenamed {
      header += " (maybe renamed \(entry.change == .added ? "from" : "to") \(key(other, kind)))"
    }
    lines.append(indent + header)
    let inner = indent + "    "
    switch entry.change {
    case .removed:
      break
    case .added:
      for field in entry.fields where field.name != "title" {
        lines.append(inner + "\(field.name): " + OutlineText.escaped(field.new ?? ""))
      }
      for section in entry.sections {
        for child in section.entries {
          write(child, of: section.kind, indent: inner, nested: true, into: &lines)
        }
      }
    case .changed:
      lines += entry.fields.map { inner + line(of: $0) }
      for section in entry.sections { write(section, indent: inner, nested: true, into: &lines) }
    }
  }

  /// `~ title: Cart → Basket`, `+ when: loggedIn`, `- sets: cartCount = 0`.
  private static func line(of field: FieldChange) -> String {
    let old = field.old.map(OutlineText.escaped)
    let new = field.new.map(OutlineText.escaped)
    switch (old, new) {
    case (let old?, let new?): return "~ \(field.name): \(old) → \(new)"
    case (nil, let new?): return "+ \(field.name): \(new)"
    case (let old?, nil): return "- \(field.name): \(old)"
    case (nil, nil): return "~ \(field.name)"
    }
  }

  /// A key as reports write it: quoted when its section's keys are free text.
  private static func key(_ key: String, _ kind: FlowOutline.Kind) -> String {
    kind.quotesKeys ? quoted(key) : OutlineText.escaped(key)
  }

  private static func quoted(_ text: String) -> String {
    "\"" + OutlineText.escaped(text) + "\""
  }
}
