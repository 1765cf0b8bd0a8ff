extension InteractionStep {
  /// What a flow file says a step does (`launch:`, `interactions:`), before the runtime's
  /// defaults fill in what it leaves out.
  ///
  /// ```yaml
  /// - { id: splash, screen: splash, duration: 0.5s }          # .splash(.splash, duration: …)
  /// - { id: passcode, modal: passcode }                         # .modal(.passcode, style: …)
  /// - { id: onboarding, modal: onboarding }    # a modal with root: and screens: adds flow: true
  /// - { id: forceUpdate, kind: gate, modal: forceUpdate }       # .gate(.forceUpdate, style: …)
  /// - { id: fetchConfig, work: 0.8s }                           # .background(work: …)
  /// - { id: home, kind: home, after: [passcode] }               # .home
  /// ```
  public enum Declared: Hashable, Sendable {
    /// Shows `screen` as the launch screen (a blank one when `nil`) for `duration` (none when
    /// `nil`).
    case splash(Route?, duration: Duration?)
    /// Presents `screen`, the root of the step's modal, in the modal's `style` (a sheet when
    /// `nil`), until an action finishes it; with `flow`, the modal is a flow the user pushes
    /// inside (``InteractionStep/presentsFlow``).
    case modal(Route, style: PresentationStyle?, flow: Bool = false)
    /// Presents `screen`, the root of the step's modal, in the modal's `style` (a full-screen
    /// cover when `nil`), for as long as the step's condition holds; with `flow`, the modal is
    /// a flow the user pushes inside (``InteractionStep/presentsFlow``).
    case gate(Route, style: PresentationStyle?, flow: Bool = false)
    /// Background work that lasts `work` on the launch clock (no time when `nil`).
    case background(work: Duration?)
    /// Home, shown part-way through the launch (``StepKind/home``).
    case home
  }

  /// The step a flow file declares: the one mapping from a flow file's step to the core's,
  /// which the flow loader and generated Swift both call.
  ///
  /// A modal step's modal is a sheet unless it says otherwise, a gate's a full-screen cover;
  /// either is presented under the step's identifier, as a flow when the kind says `flow`. A
  /// splash or background work without a duration takes none. `condition` is evaluated against
  /// the facts and `version` when the step is about to start.
  ///
  /// ```swift
  /// let passcode = InteractionStep<AppRoute>.declared(
  ///   "passcode", .modal(.passcode, style: .fullScreen), when: .fact("passcodeEnabled"),
  ///   version: AppVersion([2, 0]), priority: 100)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The step's identifier.
  ///   - kind: What it does, as declared.
  ///   - dependencies: The steps that must end first (`after:`).
  ///   - condition: When the step is needed (`when:`); `nil` for always.
  ///   - version: The app's version, which `condition` reads as `version`.
  ///   - priority: Among ready modals, the higher goes first (`priority:`).
  ///   - timeout: How long it may run, and what then (`timeout:`, `onTimeout:`).
  ///   - facts: Facts set when it finishes (`sets:`).
  ///   - dismissible: Whether the user may dismiss a modal step's modal (`dismissible:`);
  ///     `nil` follows the modal's style.
  ///   - covers: Which of the app's own modals it may present over (`covers:`); `nil` follows
  ///     the kind.
  ///   - detents: The heights a modal step's sheet or popover rests at (its modal's
  ///     `detents:`); empty for a full-height sheet.
  ///   - detent: The one it rests at first (its modal's `detent:`); the first when `nil`.
  /// - Returns: The step.
  public static func declared(
    _ id: StepID, _ kind: Declared, after dependencies: [StepID] = [],
    when condition: Wayfinder.Condition? = nil, version: AppVersion, priority: Int = 0,
    timeout: StepTimeout? = nil, sets facts: Facts = [:], dismissible: Bool? = nil,
    covers: AppModalCover? = nil, detents: [SheetDetent] = [], detent: SheetDetent? = nil
  ) -> Self {
    var holds: Self.FactPredicate?
    if let condition {
      holds = { facts in condition.evaluate(facts: facts, version: version) }
    }
    let stepKind: StepKind<Route>
    var presentsFlow = false
    switch kind {
    case .background(let work):
      var step = Self.background(
        id, lasting: work ?? .zero, after: dependencies, when: holds, timeout: timeout,
        sets: facts)
      step.priority = priority
      return step
    case .splash(let screen, let duration):
      stepKind = .splash(screen, duration: duration ?? .zero)
    case .modal(let screen, let style, let flow):
      stepKind = .modal(screen, style: style ?? .sheet)
      presentsFlow = flow
    case .gate(let screen, let style, let flow):
      stepKind = .gate(screen, style: style ?? .fullScreen)
      presentsFlow = flow
    case .home:
      stepKind = .home
    }
    var step = Self(
      id, kind: stepKind, after: dependencies, when: holds, priority: priority, timeout: timeout,
      sets: facts)
    step.isDismissible = dismissible
    step.covers = covers
    step.presentsFlow = presentsFlow
    step.detents = detents
    step.selectedDetent = detent
    return step
  }

  /// Work of the app's: a background step's real work, or the app's own interface for a modal
  /// step. The facts it returns are set when it ends.
  public typealias Work = @Sendable (StepContext) async throws -> Facts

  /// This step with the app's own code in place of what a flow file can only simulate: `work`
  /// replaces a background step's simulated time, `presentation` replaces the modal a modal
  /// step or gate presents (the step then holds the modal slot until the work returns), and
  /// `condition` is checked on the main actor before the step starts, beside its `when:`.
  /// What does not fit the step's kind is ignored.
  ///
  /// - Parameters:
  ///   - work: The real work of a background step.
  ///   - presentation: The app's own interface for a modal step or gate.
  ///   - condition: A main-actor check, as ``when(_:)`` adds.
  /// - Returns: The step with what applies.
  public func hooked(
    work: Work? = nil, presentation: Work? = nil, condition: MainActorCondition? = nil
  ) -> Self {
    var step = self
    if let work, case .background = kind {
      step.kind = .background(work)
      step.duration = nil
    }
    if let presentation, kind.presentsModal {
      step.kind = .presenting(presentation)
    }
    if let condition { step = step.when(condition) }
    return step
  }
}
