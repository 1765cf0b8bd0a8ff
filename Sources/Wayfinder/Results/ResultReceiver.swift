/// Who receives what a presented modal returns (``Modal/resultReceiver``).
///
/// A modal with a receiver ends exactly once, in one of two ways the core decides
/// (``ModalEnding``): ``NavigationCommand/returnFrom(_:)`` ends it with a result, and every other
/// way it can go — a swipe, back at its root, a dismissal of it or of what lies under it,
/// dismissing all, a deep link replacing it, an interaction ending under it — ends it without
/// one.
public enum ResultReceiver: Hashable, Sendable, Codable {
  /// A fact of the app (a flow file's `result:`): returning sets it, converted to `type`; the
  /// fact is unset while the modal is up, so a modal that goes without a result leaves it
  /// unset.
  case fact(String, type: FactType)
  /// A call awaiting the result in Swift (``Navigator/presentForResult(_:of:)``), by the
  /// number its navigator gave it.
  case caller(UInt64)
}
