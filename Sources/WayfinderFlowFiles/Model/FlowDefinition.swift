public import Wayfinder
public import WayfinderProperties

/// An app's navigation as defined in flow files: facts, home, flows of screens, modals, launch
/// steps and deep links, checked as a whole.
///
/// Load one with `FlowLoader`:
///
/// ```swift
/// let result = FlowLoader.load(path: "Flows")       // the default app of the folder
/// guard let app = result.definition else { print(result.rendered()); return }
/// var state = try app.initialState()                // launching, home built from the tabs
/// ```
///
/// Screen identifiers are unique across the whole app (flows, modals and launch screens), so an
/// action names a screen without naming its flow.
public struct FlowDefinition: Hashable, Sendable {
  /// The app's name (`app:`).
  public var app: String { didSet { programCache = ProgramCache() } }
  /// The app's version (`version:`), which conditions read as `version`.
  public var version: AppVersion { didSet { programCache = ProgramCache() } }
  /// Declared facts in declaration order, then facts only ever set by steps and actions.
  public var facts: [FactDeclaration] { didSet { programCache = ProgramCache() } }
  /// The tabs, the single flow or the split's columns shown once launch finishes.
  public var home: HomeDefinition { didSet { programCache = ProgramCache() } }
  /// The flows in declaration order.
  public var flows: [NavigationFlow] { didSet { programCache = ProgramCache() } }
  /// The modals in declaration order.
  public var modals: [ModalDefinition] { didSet { programCache = ProgramCache() } }
  /// Screens outside any flow or modal, such as a splash screen (`screens:`).
  public var launchScreens: [String] { didSet { programCache = ProgramCache() } }
  /// The steps of `launch:` then `interactions:`, each in declaration order
  /// (``StepDefinition/runsAtLaunch`` tells them apart).
  public var launch: [StepDefinition] { didSet { programCache = ProgramCache() } }
  /// The deep links, tried in declaration order.
  public var deepLinks: [DeepLinkDefinition] { didSet { programCache = ProgramCache() } }
  /// Every screen by identifier.
  public var screens: [String: ScreenDefinition] { didSet { programCache = ProgramCache() } }
  /// What must hold of every state the app reaches (`properties:`), checked after every
  /// command by exploration and scenarios.
  public var properties: [FlowProperty] = [] {
    didSet { programCache = ProgramCache() }
  }
  /// What a cold launch keeps of where the user was (`restore:`): `home` (the default) or the
  /// stacks, perhaps only when the app was left a short while ago.
  public var restoreRule: RestoreRule = .home {
    didSet { programCache = ProgramCache() }
  }
  /// Whether the app opens more than one window (`windows: multiple`).
  public var windows: WindowSupport = .single {
    didSet { programCache = ProgramCache() }
  }
  /// What the world does to the app (`environment:`): events that set facts, perhaps only when
  /// a condition holds, which exploration plays beside what a user does and `event NAME` fires.
  public var environment: [EnvironmentEvent] = [] {
    didSet { programCache = ProgramCache() }
  }
  /// The environment event named `name`.
  public func environmentEvent(_ name: String) -> EnvironmentEvent? {
    environment.first { $0.name == name }
  }
  /// The launch sources the app names itself (`sources:`), beside
  /// `LaunchSource.builtIn`, which steps' `from:` may list.
  public var launchSources: [LaunchSource] = [] {
    didSet { programCache = ProgramCache() }
  }

  /// Why an action can never succeed, by screen and then label, as `check` found it (a tab
  /// switch on a launch screen, or inside a modal nothing closes first): `paths` cites it
  /// where it reports the action not reached.
  package var neverSucceeding: [String: [String: String]] = [:]

  /// The program built from this definition (``program()``), shared by its unchanged copies;
  /// any change to a property above empties it. No part of equality or the hash.
  package private(set) var programCache = ProgramCache()

  /// Creates a definition. Prefer `FlowLoader`, which also validates it.
  public init(
    app: String, version: AppVersion, facts: [FactDeclaration] = [], home: HomeDefinition,
    flows: [NavigationFlow] = [], modals: [ModalDefinition] = [], launchScreens: [String] = [],
    launch: [StepDefinition] = [], deepLinks: [DeepLinkDefinition] = [],
    screens: [String: ScreenDefinition] = [:]
  ) {
    self.app = app
    self.version = version
    self.facts = facts
    self.home = home
    self.flows = flows
    self.modals = modals
    self.launchScreens = launchScreens
    self.launch = launch
    self.deepLinks = deepLinks
    self.screens = screens
  }

  /// The screen named `id`.
  public func screen(_ id: String) -> ScreenDefinition? { screens[id] }

  /// The screen a route shows.
  public func screen(for route: ScreenRoute) -> ScreenDefinition? { screens[route.screen] }

  /// The flow named `id`.
  public func flow(_ id: String) -> NavigationFlow? { flows.first { $0.id == id } }

  /// The modal named `id`.
  public func modal(_ id: ModalID) -> ModalDefinition? { modals.first { $0.id == id } }

  /// The step named `id`, from `launch:` or `interactions:`.
  public func step(_ id: String) -> StepDefinition? { launch.first { $0.id == id } }

  /// The declaration of fact `name`.
  public func fact(_ name: String) -> FactDeclaration? { facts.first { $0.name == name } }

  /// `text` read as a value of a fact of `type`, as typed after `set FACT` or in `given facts:`:
  /// `version` is the app's own ``version`` for a version fact. `nil` when `text` is not a
  /// value of the type.
  package func factValue(_ text: String, as type: FactType) -> FactValue? {
    if type == .version, text == "version" { return .version(version) }
    return type.parse(text)
  }

  /// The facts the app starts with: every declared fact that has an initial value.
  public var initialFacts: Facts {
    var values: [String: FactValue] = [:]
    for fact in facts { if let value = fact.initialValue { values[fact.name] = value } }
    return Facts(values)
  }

  /// The flow shown by tab (or single flow, or column of a split) `id`.
  public func flow(forTab id: TabID) -> NavigationFlow? {
    switch home {
    case .tabs(let tabs): tabs.contains(id) ? flow(id.rawValue) : nil
    case .flow(let name): name == id.rawValue ? flow(name) : nil
    case .split(let split): split.column(showing: id) != nil ? flow(id.rawValue) : nil
    }
  }
}
