extension FlowOutline {
  /// The version of the baseline format ``baseline()`` writes and
  /// ``init(baseline:path:)`` reads.
  public static let baselineVersion = 1

  /// The file name `wayfinder baseline` gives an app's baseline, in the app's folder.
  public static let baselineFileName = "flows.baseline"

  /// The outline as a baseline file: plain text a reviewer reads in a pull request, and
  /// ``init(baseline:path:)`` reads back as the same outline.
  ///
  /// ```
  /// baseline: 1
  /// app: Shop
  /// version: 3.2.1
  /// home: tabs shop, account
  /// screens:
  ///   - cart
  ///     title: Cart
  ///     in: flow shop
  ///     actions:
  ///       - Check out
  ///         does: present checkout as fullScreen
  ///         to: shipping
  /// ```
  ///
  /// A few lines of comment come first (`#`), then `baseline: 1`, the app's fields, and each
  /// section: its name and a colon, then its entries, each `- key` followed by its fields
  /// (`name: value`) and its own sections, two spaces deeper per level. Entries are sorted by
  /// key, unless users see their order (actions, deep links, steps). Keys and values stay on
  /// their line: a backslash is doubled, and a line break, a control character and a space at
  /// either end are written as `\u{…}`. Nothing in it depends on the time, the machine or
  /// the order the files were read in. O(size of the outline).
  ///
  /// - Returns: The file's text, ending with a line break.
  public func baseline() -> String {
    let app = value(of: "app").map { " of \(OutlineText.escaped($0))" } ?? ""
    var lines = [
      "# The flows\(app) as users meet them, written by 'wayfinder baseline'.",
      "# 'wayfinder check --baseline' fails when the flow files no longer say this: when the",
      "# change is intended, run 'wayfinder baseline' and commit this file with it.",
      "baseline: \(Self.baselineVersion)",
    ]
    lines += fields.map { "\($0.name): " + OutlineText.escaped($0.value) }
    for section in sections { Self.write(section, indent: "", into: &lines) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ section: Section, indent: String, into lines: inout [String]) {
    lines.append(indent + section.name + ":")
    for entry in section.entries {
      lines.append(indent + "  - " + OutlineText.escaped(entry.key))
      lines += entry.fields.map { indent + "    \($0.name): " + OutlineText.escaped($0.value) }
      for child in entry.sections { write(child, indent: indent + "    ", into: &lines) }
    }
  }

  /// The outline a baseline file holds, as ``baseline()`` writes it.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - path: The file's path, for errors.
  /// - Throws: ``FlowBaselineError`` naming the line and column of the first thing that is not
  ///   as ``baseline()`` writes it.
  public init(baseline text: String, path: String) throws(FlowBaselineError) {
    var parser = FlowBaselineParser(text: text, path: path)
    self = try parser.parse()
  }
}
