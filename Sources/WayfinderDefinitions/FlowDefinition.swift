import Wayfinder

/// An app's navigation as defined in flow files: screens, flows, tabs, modals, launch steps and
/// deep links.
public struct FlowDefinition: Sendable {
  /// The app's name.
  public var app: String

  /// Creates an empty definition named `app`.
  public init(app: String) { self.app = app }
}
