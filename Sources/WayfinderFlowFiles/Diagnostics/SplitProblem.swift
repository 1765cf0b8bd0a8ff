/// What is wrong with the columns of a split home, or with what an action or a deep link does
/// to them: the split's problems, worded in one place.
package enum SplitProblem: Hashable, Sendable {
  /// `select:` with no `in:`.
  case selectWithoutColumn(String)
  /// A column names the flow an earlier column shows.
  case flowTwice(String, column: String, first: String)
  /// `select`, `deselect` or a link's `columns` on a home that is no split.
  case noSplit(key: String, home: String)
  /// `in:` naming no column.
  case unknownColumn(String)
  /// A column the split does not have: the content column of a two-column split.
  case noContentColumn(key: String)
  /// `select` or `deselect` in the sidebar, whose root is never selected.
  case sidebar(key: String)
  /// `switchTab` on a split home, which has no tab bar.
  case switchTab(String)
  /// `tab` or `path` beside `columns` in a deep link.
  case linkColumnsBeside(String)
  /// A link's detail screens with no content screens, in a split of three columns.
  case linkDetailWithoutContent

  /// `select in` or `deselect`: how an action of `key` names a column.
  private static func verb(_ key: String) -> String { key == "select" ? "select in" : key }

  /// The message.
  var message: String {
    switch self {
    case .selectWithoutColumn(let screen):
      "'select: \(screen)' needs the column it selects in; add 'in: content' or 'in: detail'"
    case .unknownColumn(let name):
      "'\(name)' is not a column of a split; use sidebar, content or detail"
    case .flowTwice(let flow, let column, let first):
      "the \(column) column shows flow '\(flow)', which the \(first) column shows already; "
        + "each column shows a flow of its own, with its own stack"
    case .noSplit(let key, let home):
      "'\(key)' acts on the columns of a split home, but home is \(home); declare "
        + "'home: { split: { sidebar: …, detail: … } }' or navigate another way"
    case .noContentColumn(let key):
      "the split has no content column, since 'home' names no 'content'; "
        + (key == "columns"
          ? "drop 'content' from the link's 'columns'" : "\(Self.verb(key)) 'detail' instead")
        + ", or give the split a 'content' flow"
    case .sidebar(let key):
      "the sidebar's root is its flow's root and is never selected; \(Self.verb(key)) "
        + "'content' or 'detail' instead"
    case .switchTab(let tab):
      "'switchTab: \(tab)' needs a tab bar, but home is a split; choose what a column shows "
        + "with 'select'"
    case .linkColumnsBeside(let key):
      "a link that fills the columns of a split builds every column itself; drop '\(key)'"
    case .linkDetailWithoutContent:
      "the detail column shows what the content column selected, so a link that fills the "
        + "detail fills 'content' too"
    }
  }
}
