/// Marks a modal as the one an interaction step presented: which step, which start of it, and
/// what the user may do to it.
///
/// Only the interaction sequence (``InteractionCoordinator``, ``InteractionSimulation``) presents marked
/// modals; a modal presented with ``NavigationCommand/present(_:)`` never carries a mark, even
/// one decoded from a document. The transition function reads the mark to keep the rules of
/// every interaction for every shell:
///
/// | Role | `dismiss`, `dismissModal`, `dismissAll` | deep link |
/// |---|---|---|
/// | ``Role/dismissible`` | removes it; the step ends as cancelled | held until the sequence ends |
/// | ``Role/required`` | refused: ``NavigationError/interactionRequired(step:action:)`` | held |
/// | ``Role/gate`` | refused: ``NavigationError/gateHolds(step:action:)`` | held |
public struct ModalInteraction: Hashable, Sendable, Codable {
  /// What the user may do to an interaction's modal.
  public enum Role: String, Hashable, Sendable, Codable {
    /// The user may dismiss it (swipe a sheet away); the step then ends as cancelled.
    case dismissible
    /// Only the step's own actions (finish) or the app (cancel) end it.
    case required
    /// A gate: it stays while the step's condition holds, whatever the user does.
    case gate
  }

  /// The step that presented the modal.
  public let step: StepID
  /// Which start of the step presented it: a notice about an older start is ignored. It is
  /// bookkeeping, not part of equality: two marks of the same step and role are equal.
  public let generation: UInt64
  /// What the user may do to it.
  public let role: Role

  /// Creates a mark. Only the interaction sequence presents marked modals; tests create marks
  /// to say what they expect (see ``Modal/step(_:screen:style:role:)``).
  public init(step: StepID, generation: UInt64 = 0, role: Role) {
    self.step = step
    self.generation = generation
    self.role = role
  }

  /// Whether two marks name the same step and role (the generation is not compared).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.step == rhs.step && lhs.role == rhs.role
  }

  /// Hashes the step and the role, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(step)
    hasher.combine(role)
  }
}
