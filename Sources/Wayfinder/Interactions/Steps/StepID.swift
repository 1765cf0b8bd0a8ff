/// The identifier of a launch step, unique within a launch.
///
/// Flow files name steps by their `id:` key. A modal step presents its modal under the same
/// name, so `finish(_:)` on the coordinator and the modal on screen agree:
///
/// ```swift
/// extension StepID {
///   static let passcode: StepID = "passcode"
/// }
/// ```
public struct StepID: NameIdentifier {
  /// The step's name, as written in flow files and shown in messages and traces.
  public var rawValue: String

  /// Creates a step identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The identifier of the modal a modal or gate step presents.
  public var modalID: ModalID { ModalID(rawValue) }
}
