extension InteractionStep {
  /// A modal step whose modal is a whole flow rooted at `root`: an onboarding carousel, a
  /// sign-up that goes email → code. The user pushes and goes back inside it; a finish from
  /// any of its screens ends the step and the whole modal goes.
  ///
  /// ```swift
  /// .modal("onboarding", flow: .carousel1, style: .fullScreen,
  ///        when: { !$0.isTrue("onboarded") }, sets: ["onboarded": .bool(true)])
  /// ```
  ///
  /// The step's role holds for every screen of the flow: a required step refuses a dismissal,
  /// and back on the flow's root is refused like one; a dismissible step's flow may be swiped
  /// away from any of its screens (or left by back on its root), which cancels the step.
  ///
  /// - Parameters:
  ///   - id: The step's identifier; its modal is presented under the same name.
  ///   - root: The flow's first screen.
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
    flow root: Route,
    style: PresentationStyle = .sheet,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:],
    dismissible: Bool? = nil
  ) -> Self {
    var step = modal(
      id, screen: root, style: style, after: dependencies, when: condition, priority: priority,
      timeout: timeout, sets: facts, dismissible: dismissible)
    step.presentsFlow = true
    return step
  }

  /// A gate whose modal is a whole flow rooted at `root`, kept while `condition` holds: a
  /// login that goes email → code. The user pushes and goes back inside it; it ends when the
  /// condition stops holding, on whichever of its screens the user is.
  ///
  /// ```swift
  /// .gate("login", flow: .email, when: { !$0.isTrue("loggedIn") })
  /// ```
  ///
  /// - Parameters:
  ///   - id: The step's identifier; its modal is presented under the same name.
  ///   - root: The flow's first screen.
  ///   - style: Sheet or full screen.
  ///   - dependencies: Steps that must end first.
  ///   - condition: Whether the gate holds; it stays up while this holds.
  ///   - priority: Among ready modals, the higher goes first.
  ///   - timeout: How long it may stay up, and what then.
  ///   - facts: Facts set when it ends.
  /// - Returns: The step.
  public static func gate(
    _ id: StepID,
    flow root: Route,
    style: PresentationStyle = .fullScreen,
    after dependencies: [StepID] = [],
    when condition: FactPredicate? = nil,
    priority: Int = 0,
    timeout: StepTimeout? = nil,
    sets facts: Facts = [:]
  ) -> Self {
    var step = gate(
      id, screen: root, style: style, after: dependencies, when: condition, priority: priority,
      timeout: timeout, sets: facts)
    step.presentsFlow = true
    return step
  }
}
