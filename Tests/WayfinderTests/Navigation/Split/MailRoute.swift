import Wayfinder

/// The screens of a mail app whose home is a split: folders in the sidebar, a folder's
/// messages in the content column, a message in the detail.
enum MailRoute: Hashable, Sendable, Codable {
  case folders, settings, inbox, archive, thread(Int), message(Int), reply(Int)

  /// A three-column split: folders, messages, message.
  static func mail(width: SplitWidth = .regular) throws -> NavigationState<MailRoute> {
    NavigationState(
      split: try NavigationSplit(
        sidebar: "folders", content: "messages", detail: "message", width: width),
      sidebar: .folders)
  }

  /// The mail split with the inbox and message 7 selected.
  static func reading(width: SplitWidth = .regular) throws -> NavigationState<MailRoute> {
    var state = try mail(width: width)
    try state.apply(.select(.inbox, in: .content))
    try state.apply(.select(.message(7), in: .detail))
    return state
  }
}
