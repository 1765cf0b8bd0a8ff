/// An app's flows as a reviewer reads them: what users see and do, and nothing of how the files
/// are laid out. `wayfinder baseline` writes it as a file, and `wayfinder diff` compares two.
///
/// An outline is a tree of named sections of keyed entries, each with fields: the app's own
/// fields (`version`, `home`, …), then `facts`, `flows`, `modals`, `screens` (each with its
/// `actions` and where they lead), `deepLinks` (their target and back stack), `launch` and
/// `interactions` (order, conditions, prompt rules), `properties` and `environment`. Every
/// value is text, written the way flow files write it; positions, comments, file names and the
/// order of unordered things (screens, facts) are left out, so moving a screen to another file
/// changes nothing here.
///
/// ```swift
/// let outline = FlowOutline(app)              // app: a loaded FlowDefinition
/// print(outline.baseline())                   // what flows.baseline holds
/// ```
public struct FlowOutline: Hashable, Sendable {
  /// A named value: `title: Cart`.
  public struct Field: Hashable, Sendable {
    /// The field's name, an identifier (`title`, `does`, `when`).
    public var name: String
    /// Its value as text, never empty.
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// One thing of a section: a screen, an action, a step. Its key names it in its section.
  public struct Entry: Hashable, Sendable {
    /// What names the entry in its section: a screen's identifier, an action's label, a deep
    /// link's URL pattern.
    public var key: String
    /// Its fields, in a fixed order.
    public var fields: [Field]
    /// Sections of its own: a screen's actions.
    public var sections: [Section]
    /// The line the entry is written on in a baseline file; `nil` for an entry built from a
    /// definition. Not a part of equality.
    public var line: Int?

    /// Creates an entry.
    public init(_ key: String, fields: [Field] = [], sections: [Section] = [], line: Int? = nil) {
      self.key = key
      self.fields = fields
      self.sections = sections
      self.line = line
    }

    /// The value of field `name`, if the entry has it.
    public func value(of name: String) -> String? {
      fields.first { $0.name == name }?.value
    }

    /// Equal when key, fields and sections are: where a baseline wrote it does not count.
    public static func == (a: Entry, b: Entry) -> Bool {
      a.key == b.key && a.fields == b.fields && a.sections == b.sections
    }

    /// Hashes key, fields and sections.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(fields)
      hasher.combine(sections)
    }
  }

  /// A named list of entries: `screens`, `launch`, a screen's `actions`.
  public struct Section: Hashable, Sendable {
    /// The section's name, an identifier.
    public var name: String
    /// Its entries: in declaration order when order matters to users (``Kind/isOrdered``), by
    /// key otherwise.
    public var entries: [Entry]
    /// The line the section starts on in a baseline file; `nil` for one built from a
    /// definition. Not a part of equality.
    public var line: Int?

    /// Creates a section.
    public init(_ name: String, entries: [Entry] = [], line: Int? = nil) {
      self.name = name
      self.entries = entries
      self.line = line
    }

    /// What kind of section this is, by its name.
    public var kind: Kind { Kind.named(name) }

    /// Equal when name and entries are.
    public static func == (a: Section, b: Section) -> Bool {
      a.name == b.name && a.entries == b.entries
    }

    /// Hashes name and entries.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(entries)
    }
  }

  /// What a section holds and how it is read: its title in reports, what one entry is called,
  /// and whether the order of its entries is something users see.
  public struct Kind: Hashable, Sendable {
    /// The section's name.
    public var name: String
    /// Its heading in a report: `Deep links`.
    public var title: String
    /// What one entry is called: `screen`, `action`, `step`.
    public var noun: String
    /// Whether users see the order of its entries: actions are numbered, deep links tried and
    /// steps presented in order. The entries of other sections are sorted by key.
    public var isOrdered: Bool
    /// Whether its keys are free text, quoted in reports (`"Check out"`), rather than
    /// identifiers.
    public var quotesKeys: Bool

    /// The kinds an outline has, in the order it lists them.
    public static let all: [Kind] = [
      Kind(name: "facts", title: "Facts", noun: "fact", isOrdered: false, quotesKeys: false),
      Kind(name: "flows", title: "Flows", noun: "flow", isOrdered: false, quotesKeys: false),
      Kind(name: "modals", title: "Modals", noun: "modal", isOrdered: false, quotesKeys: false),
      Kind(name: "screens", title: "Screens", noun: "screen", isOrdered: false, quotesKeys: false),
      Kind(name: "actions", title: "Actions", noun: "action", isOrdered: true, quotesKeys: true),
      Kind(
        name: "deepLinks", title: "Deep links", noun: "link", isOrdered: true, quotesKeys: false),
      Kind(name: "launch", title: "Launch", noun: "step", isOrdered: true, quotesKeys: false),
      Kind(
        name: "interactions", title: "Interactions", noun: "step", isOrdered: true,
        quotesKeys: false),
      Kind(
        name: "properties", title: "Properties", noun: "property", isOrdered: false,
        quotesKeys: true),
      Kind(
        name: "environment", title: "Environment events", noun: "event", isOrdered: false,
        quotesKeys: true),
    ]

    /// The kind of section `name`; a name no outline writes reads as an unordered section of
    /// quoted keys, titled by its name.
    public static func named(_ name: String) -> Kind {
      all.first { $0.name == name }
        ?? Kind(name: name, title: name, noun: "entry", isOrdered: false, quotesKeys: true)
    }
  }

  /// The app's own fields: `app`, `version`, `home`, `restore`, `sources`.
  public var fields: [Field]
  /// The sections, in the order of ``Kind/all``; an empty one is left out.
  public var sections: [Section]

  /// Creates an outline from its parts.
  public init(fields: [Field], sections: [Section]) {
    self.fields = fields
    self.sections = sections
  }

  /// The section `name`, if the outline has it.
  public func section(_ name: String) -> Section? {
    sections.first { $0.name == name }
  }

  /// The value of the app's field `name`, if it has it.
  public func value(of name: String) -> String? {
    fields.first { $0.name == name }?.value
  }
}
