/// One step of a launch sequence: a modal, a gate, a splash or background work, with its
/// dependencies, condition, priority, timeout and the facts it sets when it finishes.
///
/// Steps are values; the work of a background step is an `async` function that captures the
/// services it needs, so dependencies are injected by whoever builds the steps:
///
/// ```swift
/// struct AppLaunch {
///   let api: ConfigAPI        // injected, swapped for a double in tests
///   let version: AppVersion
///
///   var steps: [InteractionStep<AppRoute>] {
///     [
///       .splash("splash", screen: .splash, duration: .milliseconds(500)),
///       .background("fetchConfig", after: ["splash"]) { [api] _ in
///         try await api.fetch()
///         return ["configLoaded": .bool(true)]
///       },
///       .gate("forceUpdate", screen: .forceUpdate, after: ["splash"],
///             when: { $0.isTrue("updateRequired") }),
///       .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") },
///              priority: 100),
///       .modal("whatsNew", screen: .whatsNew, after: ["forceUpdate", "fetchConfig"],
///              when: { [version] in $0["lastSeenVersion"] != .version(version) },
///              sets: ["lastSeenVersion": .version(version)]),
///     ]
///   }
/// }
/// ```
public struct InteractionStep<Route: Hashable & Sendable>: Sendable {
  /// A test of the launch facts, evaluated just before the step would start. A flow file's
  /// `when:`, a ``Wayfinder/Condition``, becomes one.
  public typealias FactPredicate = @Sendable (Facts) -> Bool

  /// The former name of ``FactPredicate``, which read like the flow language's
  /// ``Wayfinder/Condition``.
  @available(*, deprecated, renamed: "FactPredicate")
  public typealias Condition = FactPredicate

  /// A condition that runs on the main actor, so it can read the app's main-actor state (a
  /// view model, a settings store). See ``when(_:)``.
  public typealias MainActorCondition = @MainActor @Sendable (Facts) -> Bool

  /// The step's identifier, unique within a launch.
  public var id: StepID
  /// What the step does.
  public var kind: StepKind<Route>
  /// The steps that must have ended (finished, been skipped or cancelled, or timed out under
  /// ``StepTimeout/Policy/continue``) before this one may start: a flow file's `after:`.
  public var dependencies: [StepID]
  /// Whether the step is needed: evaluated when the step is about to start, never when it is
  /// enqueued. A step whose condition is false is skipped. `nil` means always.
  /// For a gate, the gate stays on screen while this holds.
  public var condition: FactPredicate?
  /// Among modal steps ready at the same time, the higher priority presents first; equal
  /// priorities present in declaration order. Priority never lets a step start before its
  /// dependencies have ended.
  public var priority: Int
  /// How long the step may run, and what then.
  public var timeout: StepTimeout?
  /// Facts set when the step finishes (not when it is skipped, cancelled or times out).
  public var facts: Facts
  /// How long a background step's work lasts, when it is known: set by
  /// ``background(_:lasting:after:when:timeout:sets:)``. ``InteractionSimulation`` needs it to play
  /// the step on virtual time; the coordinator runs the work itself and ignores it.
  public var duration: Duration?
  /// A condition evaluated on the main actor just before the step starts, after
  /// ``condition``; set by ``when(_:)``.
  public var mainActorCondition: MainActorCondition?
  /// Whether the user may dismiss a modal step's modal (swipe a sheet away), which ends the
  /// step as cancelled. `nil` follows the modal's style: a sheet may be dismissed, a full-screen
  /// cover may not. Gates are never dismissible.
  public var isDismissible: Bool?
  /// Which of the app's own modals the step's modal may present over; `nil` follows the kind:
  /// a gate covers any, other steps none, so they wait until the app's modals are closed. See
  /// ``AppModalCover``.
  public var covers: AppModalCover?
  /// When the step may show: cooldown, quota, spacing, launch sources, and when it counts as
  /// shown. Empty (no rule) by default; set by ``limited(_:)``.
  public var policy = PromptPolicy()
  /// Whether the modal of a modal step or gate is a flow with its own navigation stack
  /// (``Modal/flow(_:id:style:path:)``) rather than a single screen: the user pushes and goes
  /// back inside it, and a finish from any of its screens ends the step. Set by
  /// ``modal(_:flow:style:after:when:priority:timeout:sets:dismissible:)``,
  /// ``gate(_:flow:style:after:when:priority:timeout:sets:)`` and a flow file's step whose
  /// modal has `root:` and `screens:`; other kinds ignore it.
  public var presentsFlow = false
  /// The heights the modal of a modal step or gate rests at, when it is a sheet or a popover
  /// (``Modal/presentationDetents(_:selection:)``); empty for a full-height sheet. Other kinds
  /// ignore it.
  public var detents: [SheetDetent] = []
  /// The detent of ``detents`` the step's modal rests at first; the first when `nil`.
  public var selectedDetent: SheetDetent?

  /// Creates a step. The static factories
  /// ``modal(_:screen:style:after:when:priority:timeout:sets:dismissible:)``,
  /// ``gate(_:screen:style:after:when:priority:timeout:sets:)``,
  /// ``splash(_:screen:duration:after:when:)`` and
  /// ``background(_:after:when:timeout:sets:work:)`` read better.
  public init(
    _ id: StepID,
    kind: StepKind<Route>,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:]
  ) {
    self.id = id
    self.kind = kind
    self.dependencies = dependencies
    self.condition = condition
    self.priority = priority
    self.timeout = timeout
    self.facts = facts
  }

  /// A modal step: presents `screen` when its turn comes and ends when the user finishes it.
  ///
  /// - Parameters:
  ///   - id: The step's identifier; its modal is presented under the same name.
  ///   - screen: The modal's screen.
  ///   - style: Sheet or full screen.
  ///   - dependencies: Steps that must end first.
  ///   - condition: Whether the step is needed, evaluated just before it starts.
  ///   - priority: Among ready modals, the higher goes first.
  ///   - timeout: How long it may stay up, and what then.
  ///   - facts: Facts set when it finishes.
  ///   - dismissible: Whether the user may dismiss it (ending the step as cancelled); by
  ///     default a sheet may be and a full-screen cover may not.
  /// - Returns: The step.
  public static func modal(
    _ id: StepID,
    screen: Route,
    style: PresentationStyle = .sheet,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:],
    dismissible: Bool? = nil
  ) -> Self {
    var step = Self(
      id, kind: .modal(screen, style: style), after: dependencies, when: condition,
      priority: priority, timeout: timeout, sets: facts)
    step.isDismissible = dismissible
    return step
  }

  /// A gate: presents `screen` and keeps it while `condition` holds (a forced update).
  public static func gate(
    _ id: StepID,
    screen: Route,
    style: PresentationStyle = .fullScreen,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:]
  ) -> Self {
    Self(
      id, kind: .gate(screen, style: style), after: dependencies, when: condition,
      priority: priority, timeout: timeout, sets: facts)
  }

  /// A splash: shows `screen` as the launch screen for at least `duration`.
  public static func splash(
    _ id: StepID,
    screen: Route?,
    duration: Duration,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil
  ) -> Self {
    Self(id, kind: .splash(screen, duration: duration), after: dependencies, when: condition)
  }

  /// Background work: runs `work` as soon as the step is ready, beside any other work.
  ///
  /// A thrown error ends the step as failed (reported as an event); its dependants still run.
  public static func background(
    _ id: StepID,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:],
    work: @escaping @Sendable (StepContext) async throws -> Facts
  ) -> Self {
    Self(
      id, kind: .background(work), after: dependencies, when: condition, timeout: timeout,
      sets: facts)
  }

  /// A step whose work presents the app's own interface and returns when it has gone: it holds
  /// the modal slot until then, even when cancelled, so no other modal overlaps it.
  ///
  /// ```swift
  /// .presenting("notifications", after: ["passcode"]) { _ in
  ///   let granted = try await center.requestAuthorization(options: [.alert])
  ///   return ["notificationsAllowed": .bool(granted)]
  /// }
  /// ```
  public static func presenting(
    _ id: StepID,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:],
    work: @escaping @Sendable (StepContext) async throws -> Facts
  ) -> Self {
    Self(
      id, kind: .presenting(work), after: dependencies, when: condition, priority: priority,
      timeout: timeout, sets: facts)
  }

  /// Home, shown part-way through the sequence: once `dependencies` have ended and no
  /// interaction is up, the launch screen goes, a deep link held during the launch lands, and
  /// then the steps that wait for this one run over home.
  ///
  /// ```swift
  /// [
  ///   .modal("updateNudge", screen: .updateNudge, when: { $0.isTrue("updateAvailable") }),
  ///   .modal("passcode", screen: .passcode, after: ["updateNudge"]),
  ///   .home("home", after: ["passcode"]),                // home, then the held link
  ///   .modal("whatsNew", screen: .whatsNew, after: ["home"]),
  /// ]
  /// ```
  ///
  /// Interactions that wait for it (directly or through other steps) no longer hold deep
  /// links once home has appeared, except while one of them is up; the others still do. Without
  /// a home step home appears when every step has ended. When home is already showing (a re-run
  /// on foreground) the step just ends.
  ///
  /// - Parameters:
  ///   - id: The step's identifier.
  ///   - dependencies: Steps that must end first.
  ///   - condition: Whether home appears here, evaluated when its turn comes; when false the
  ///     step is skipped and home appears at the end of the run.
  ///   - priority: Among steps ready for the modal slot at once, the higher goes first.
  /// - Returns: The step.
  public static func home(
    _ id: StepID,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0
  ) -> Self {
    Self(id, kind: .home, after: dependencies, when: condition, priority: priority)
  }

  /// This step, needed only when `condition` — evaluated on the main actor just before the
  /// step starts — holds; the step is skipped otherwise.
  ///
  /// ```swift
  /// @MainActor final class Settings { var showsWhatsNew = true }
  ///
  /// .modal("whatsNew", screen: .whatsNew)
  ///   .when { [settings] _ in settings.showsWhatsNew }   // reads main-actor state
  /// ```
  ///
  /// The coordinator hops to the main actor to evaluate it and comes back with the answer;
  /// meanwhile the step keeps its place — a modal keeps the modal slot — and cancelling it
  /// ends it at once. A condition given to the factory (`when:`) is evaluated first, on the
  /// coordinator. For a gate, only that one is re-evaluated when facts change.
  /// ``InteractionSimulation`` cannot run main-actor code and refuses such a step.
  ///
  /// - Parameter condition: Whether the step is needed, given the launch facts.
  /// - Returns: The step with the condition.
  public func when(_ condition: @escaping MainActorCondition) -> Self {
    var step = self
    step.mainActorCondition = condition
    return step
  }

  /// Which of the app's modals the step may present over, its kind's default applied. A home
  /// step covers none, whatever ``covers`` says: home never appears under a modal.
  public var coverage: AppModalCover {
    if case .home = kind { return .none }
    if let covers { return covers }
    if case .gate = kind { return .any }
    return .none
  }

  /// The step, allowed to present over `modals` of the app's own (``covers``).
  ///
  /// - Parameter modals: Which of the app's modals it may present over.
  /// - Returns: The step with the coverage.
  public func covering(_ modals: AppModalCover) -> Self {
    var step = self
    step.covers = modals
    return step
  }

  /// This step, shown only as `policy` allows: when its turn comes and the policy forbids it
  /// (``PromptPolicy/blocker(for:in:at:launchedFrom:)``), it is skipped with the rule's
  /// reason.
  ///
  /// - Parameter policy: Its cooldown, quota, spacing, launch sources and counting.
  /// - Returns: The step with the policy.
  public func limited(_ policy: PromptPolicy) -> Self {
    var step = self
    step.policy = policy
    return step
  }

  /// What the user may do to the modal of a modal or gate step.
  var interactionRole: ModalInteraction.Role {
    switch kind {
    case .gate: return .gate
    case .modal(_, let style):
      return isDismissible ?? (style == .sheet) ? .dismissible : .required
    case .splash, .background, .presenting, .home: return .required
    }
  }

  /// Background work that takes `duration` on the launch clock and does nothing else: what a
  /// flow file's `work: 0.8s` means.
  public static func background(
    _ id: StepID,
    lasting duration: Duration,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:]
  ) -> Self {
    var step = background(id, after: dependencies, when: condition, timeout: timeout, sets: facts) {
      context in
      try await context.sleep(untilElapsed: duration)
      return [:]
    }
    step.duration = duration
    return step
  }
}
