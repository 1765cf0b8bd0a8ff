public import Wayfinder

/// A screen: its title, body text, typed parameters and the actions a user can take on it.
public struct ScreenDefinition: Hashable, Sendable {
  /// What a screen belongs to.
  public enum Owner: Hashable, Sendable {
    /// A flow of `flows:`.
    case flow(String)
    /// A modal of `modals:`.
    case modal(ModalID)
    /// The top-level `screens:` section, for launch screens such as a splash.
    case launch
  }

  /// One typed parameter (`params: { id: int }`).
  public struct Parameter: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// Its type.
    public var type: ArgumentType

    /// Creates a parameter.
    package init(name: String, type: ArgumentType) {
      self.name = name
      self.type = type
    }
  }

  /// The screen's identifier, unique across the app.
  public var id: String
  /// The title, possibly with `{param}` placeholders: `Item {id}`.
  public var title: String
  /// Body text, possibly with `{param}` placeholders; empty when none is given.
  public var body: String
  /// The parameters in declaration order.
  public var parameters: [Parameter]
  /// Parameters declared with a type that is not one, already reported: arguments and
  /// placeholders naming them are not reported again.
  var invalidParameters: Set<String> = []
  /// The actions in order; the REPL numbers them from 1.
  public var actions: [ActionDefinition]
  /// Why the user's back is held on this screen (`holdsBack: Discard your draft first.`), or
  /// `nil` when it is not: the REPL's `back`, a system back and `NavigationCommand.back` are
  /// refused here with `NavigationError.backVetoed(screen:reason:)`, while the screen's own
  /// actions (a `pop: true` "Discard") still leave it.
  public var holdsBack: String?
  /// Whether the user may go back from this screen with a gesture (`swipeBack: false` turns
  /// it off): an edge swipe, a predictive back, or pulling down the modal it is the only
  /// screen of. Its back button and actions still go back.
  public var swipeBack = true
  /// The flow or modal the screen belongs to.
  public var owner: Owner
  /// Where the screen is declared.
  public var location: FileLocation
  /// Where the title and body texts start.
  var titleLocation: TextSpan?
  var bodyLocation: TextSpan?

  /// Creates a screen.
  package init(
    id: String, title: String, body: String = "", parameters: [Parameter] = [],
    actions: [ActionDefinition] = [], owner: Owner, location: FileLocation
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.parameters = parameters
    self.actions = actions
    self.owner = owner
    self.location = location
  }

  /// The type of parameter `name`.
  public func parameter(_ name: String) -> ArgumentType? {
    parameters.first { $0.name == name }?.type
  }

  /// The title with the route's arguments in place of `{placeholders}`: `Item 42`.
  public func title(for route: ScreenRoute) -> String {
    TextTemplate.fill(title, with: route.arguments)
  }

  /// The body with the route's arguments in place of `{placeholders}`.
  public func body(for route: ScreenRoute) -> String {
    TextTemplate.fill(body, with: route.arguments)
  }
}

/// The former name of ``ScreenDefinition``.
@available(*, deprecated, renamed: "ScreenDefinition")
public typealias Screen = ScreenDefinition
