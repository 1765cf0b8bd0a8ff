public import WayfinderFlowFiles

/// What changed for users between two versions of an app's flows: screens, actions and the
/// edges they take, added, removed or changed; deep links whose target or back stack changed;
/// the launch order, step conditions and prompt rules; facts, properties and environment
/// events.
///
/// It compares two ``FlowOutline``s entry by entry, by key: a renamed screen is one removed
/// and one added, each saying `maybe renamed` when the other has the same content (or, failing
/// that, the same title) and no other entry does. Where users see the order of a section
/// (actions, deep links, steps), a change of the order of the entries both versions have is a
/// change of its own.
///
/// ```swift
/// let diff = FlowDiff(from: before, to: after)   // two loaded FlowDefinitions
/// print(diff.text())                              // or diff.json()
/// ```
///
/// The report is a list of ``sections``: an analysis of its own adds a section (with
/// ``Section/notes``), which ``text()`` and ``json()`` print after the others.
///
/// Comparing costs O(size of both apps), plus sorting the keys of each section.
public struct FlowDiff: Hashable, Sendable {
  /// How an entry or a field changed.
  public enum Change: String, Hashable, Sendable, Codable {
    /// Only the new version has it.
    case added
    /// Only the old version has it.
    case removed
    /// Both have it, with different content.
    case changed

    /// The marker reports write before it: `+`, `-` or `~`.
    public var marker: String {
      switch self {
      case .added: "+"
      case .removed: "-"
      case .changed: "~"
      }
    }
  }

  /// A field that changed: its old value, its new value, or both.
  public struct FieldChange: Hashable, Sendable {
    /// The field's name.
    public var name: String
    /// Its value in the old version; `nil` when only the new one has it.
    public var old: String?
    /// Its value in the new version; `nil` when only the old one has it.
    public var new: String?

    /// Creates a field change.
    public init(name: String, old: String?, new: String?) {
      self.name = name
      self.old = old
      self.new = new
    }

    /// Added, removed or changed, by which values there are.
    public var change: Change {
      old == nil ? .added : new == nil ? .removed : .changed
    }
  }

  /// An entry added, removed or changed.
  public struct EntryChange: Hashable, Sendable {
    /// How it changed.
    public var change: Change
    /// Its key: the new one for an entry added, the old one for an entry removed.
    public var key: String
    /// The entry's title, when it has one (a screen's): the new one, or the old one of an
    /// entry removed.
    public var title: String?
    /// For an entry added or removed that may be the other half of a rename, the key of the
    /// other half: the old key of an entry added, the new key of an entry removed.
    public var maybeRenamed: String?
    /// What changed of its fields; every field of an entry added (as added) or removed (as
    /// removed).
    public var fields: [FieldChange]
    /// What changed in its own sections (a screen's actions); the whole of them for an entry
    /// added.
    public var sections: [Section]
    /// Where the old version is written in a baseline file, when the old version was read from
    /// one.
    public var oldLine: Int?

    /// Creates an entry change.
    public init(
      change: Change, key: String, title: String? = nil, maybeRenamed: String? = nil,
      fields: [FieldChange] = [], sections: [Section] = [], oldLine: Int? = nil
    ) {
      self.change = change
      self.key = key
      self.title = title
      self.maybeRenamed = maybeRenamed
      self.fields = fields
      self.sections = sections
      self.oldLine = oldLine
    }
  }

  /// The order of the entries both versions have, when it changed.
  public struct Order: Hashable, Sendable {
    /// The keys in the old version's order.
    public var old: [String]
    /// The same keys in the new version's order.
    public var new: [String]

    /// Creates an order change.
    public init(old: [String], new: [String]) {
      self.old = old
      self.new = new
    }
  }

  /// The changes of one section of the outline (``FlowOutline/Section``), or of an analysis
  /// of its own.
  public struct Section: Hashable, Sendable {
    /// The section's name: `screens`, `launch`, `actions`, or an analysis's own.
    public var name: String
    /// Its heading in reports.
    public var title: String
    /// The order of the entries both versions have, when users see it and it changed.
    public var order: Order?
    /// The entries added, removed or changed.
    public var entries: [EntryChange]
    /// Lines of text an analysis of its own reports, printed after the entries.
    public var notes: [String]
    /// Where the section starts in the old version's baseline file, when it was read from one.
    public var oldLine: Int?

    /// Creates a section of changes; its title is the outline's for `name` unless given.
    public init(
      name: String, title: String? = nil, order: Order? = nil, entries: [EntryChange] = [],
      notes: [String] = [], oldLine: Int? = nil
    ) {
      self.name = name
      self.title = title ?? FlowOutline.Kind.named(name).title
      self.order = order
      self.entries = entries
      self.notes = notes
      self.oldLine = oldLine
    }

    /// What its entries are called and how they are read, by its name.
    public var kind: FlowOutline.Kind { FlowOutline.Kind.named(name) }

    /// Whether nothing in it changed.
    public var isEmpty: Bool { order == nil && entries.isEmpty && notes.isEmpty }

    /// How many changes it counts: an entry each, the order, and an analysis's notes as one,
    /// since they are lines of one report.
    public var count: Int { entries.count + (order == nil ? 0 : 1) + (notes.isEmpty ? 0 : 1) }
  }

  /// What names the old version in reports: `HEAD~1:Flows/shop`, a folder, a baseline file.
  public var old: String
  /// What names the new version.
  public var new: String
  /// The app's own fields that changed: `version`, `home`, `restore`, `sources`, `app`.
  public var fields: [FieldChange]
  /// The sections with changes, in the outline's order; an analysis appends its own.
  public var sections: [Section]

  /// Creates a diff from its parts.
  public init(old: String, new: String, fields: [FieldChange] = [], sections: [Section] = []) {
    self.old = old
    self.new = new
    self.fields = fields
    self.sections = sections
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { fields.isEmpty && sections.allSatisfy(\.isEmpty) }

  /// How many changes there are: each field of the app, and each entry, order and note of a
  /// section.
  public var count: Int { fields.count + sections.reduce(0) { $0 + $1.count } }

  /// What changed between two loaded apps.
  ///
  /// - Parameters:
  ///   - old: The app before.
  ///   - new: The app after.
  ///   - oldName: What names the old version in reports.
  ///   - newName: What names the new version.
  public init(
    from old: FlowDefinition, to new: FlowDefinition, oldName: String = "old",
    newName: String = "new"
  ) {
    self.init(from: FlowOutline(old), to: FlowOutline(new), oldName: oldName, newName: newName)
  }
}
