/// The identifier of a presented modal.
///
/// A modal keeps its identifier for as long as it is presented; the same identifier cannot be
/// presented twice at once. Flow files name modals by the keys of their `modals:` section.
public struct ModalID: NameIdentifier {
  /// The modal's name, as written in flow files and shown in messages.
  public var rawValue: String

  /// Creates a modal identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
}
