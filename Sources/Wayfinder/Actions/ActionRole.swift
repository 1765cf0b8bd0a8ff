/// What a button of an alert or confirmation dialog means, as SwiftUI's `ButtonRole` says it:
/// the host draws a cancel button apart and a destructive one in red.
///
/// ```yaml
/// - { label: Keep ride, role: cancel }
/// - { label: Cancel ride, role: destructive, set: { rideBooked: false }, popToRoot: true }
/// ```
///
/// The role is data for the host and the renderer: tapping a button does what its action says,
/// whatever its role.
public enum ActionRole: String, Hashable, Sendable, Codable, CaseIterable {
  /// The button that backs out: at most one per alert or dialog.
  case cancel
  /// A button that deletes or discards something.
  case destructive
}
