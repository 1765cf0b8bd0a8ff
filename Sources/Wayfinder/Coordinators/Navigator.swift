/// Holds the current ``NavigationState``, applies commands to it one at a time, and tells
/// observers about every ``StateTransition``.
///
/// The navigator is the single source of truth that coordinators are views onto. It is safe to
/// use from any thread or task: commands are applied under a lock, in the order they arrive.
///
/// ```swift
/// let navigator = Navigator(try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)]))
/// let observation = navigator.observe { transition in print(transition.command) }
/// try navigator.send(.push(.secondary1))
/// ```
///
/// Observers are called after the state has changed, outside the lock, in the order the
/// transitions happened. An observer may send further commands; their transitions are delivered
/// after the current one has reached every observer.
public final class Navigator<Route: Hashable & Sendable>: Sendable {
  /// The rules every command is applied with.
  public let rules: NavigationRules<Route>

  struct Storage {
    var state: NavigationState<Route>
    var observers: [(id: UInt64, body: @Sendable (StateTransition<Route>) -> Void)] = [] {
      // Kept beside, so that delivering a transition does not build the list again.
      didSet { bodies = observers.map { $0.body } }
    }
    /// The observers' closures, in the order they were added.
    var bodies: [@Sendable (StateTransition<Route>) -> Void] = []
    var nextObserverID: UInt64 = 0
    var undelivered: [StateTransition<Route>] = []
    var isDelivering = false
    /// Ends the asynchronous sequences of ``transitions(bufferingPolicy:)`` still being read.
    var finishers: [UInt64: @Sendable () -> Void] = [:]
    /// Where commands and transitions are recorded, if anywhere (`Navigator+Recording.swift`).
    var recording: NavigatorRecording<Route>?
    /// The calls awaiting a modal's result, by the number in their modal's receiver
    /// (`Navigator+Results.swift`).
    var awaiters: [UInt64: ResultAwaiter] = [:]
    var nextCallID: UInt64 = 0
    /// The app's other windows and their rules, once windows are allowed
    /// (`Navigator+Windows.swift`); `state` is the active window's.
    var windows: AppWindows<Route>?
  }

  let storage: Locked<Storage>

  /// Creates a navigator starting at `state`.
  public init(_ state: NavigationState<Route>, rules: NavigationRules<Route> = .init()) {
    self.rules = rules
    self.storage = Locked(Storage(state: state))
  }

  /// The current state.
  public var state: NavigationState<Route> {
    storage.withLock { $0.state }
  }

  /// Applies `command` and notifies observers.
  ///
  /// - Returns: The transition the command caused.
  /// - Throws: A ``NavigationError``; the state is then unchanged and observers are not called.
  ///
  /// Inlinable, so that the transition function runs specialised for the app's route type
  /// rather than looking up generic metadata at run time.
  @inlinable @discardableResult
  public func send(_ command: NavigationCommand<Route>) throws(NavigationError) -> StateTransition<
    Route
  > {
    let rules = self.rules
    return try send(command) { state throws(NavigationError) in
      try state.applying(command, rules: rules)
    }
  }

  /// Applies `command` with `transition`, the transition function as the caller specialised
  /// it, recording what happened.
  @usableFromInline
  func send(
    _ command: NavigationCommand<Route>,
    by transition: (NavigationState<Route>) throws(NavigationError) -> StateTransition<Route>
  ) throws(NavigationError) -> StateTransition<Route> {
    try change {
      storage throws(NavigationError) -> (StateTransition<Route>, returned: (any Sendable)?) in
      let before = (storage.state, storage.windows)
      // A deep link lands in the window its rule chooses, made active first.
      if storage.windows != nil, case .open(let url) = command {
        chooseWindow(for: url, in: &storage)
      }
      do throws(NavigationError) {
        let made = try transition(storage.state)
        storage.recording?.recordSent(command, made)
        return (made, nil)
      } catch {
        (storage.state, storage.windows) = before
        storage.recording?.recordRefused(command, error)
        throw error
      }
    }
  }

  /// Builds a command from the current state and applies it, atomically: no other command can
  /// run between reading the state and applying the command.
  ///
  /// Coordinators use this for commands that depend on the state, such as "pop to the last
  /// screen matching a predicate" or "present only if this screen is on top".
  ///
  /// - Parameter makeCommand: Returns the command to apply, or throws to refuse.
  /// - Returns: The transition the command caused.
  /// - Throws: What `makeCommand` or the transition function refused with; nothing changes.
  @discardableResult
  public func send(
    _ makeCommand: (NavigationState<Route>) throws(NavigationError) -> NavigationCommand<Route>
  ) throws(NavigationError) -> StateTransition<Route> {
    try change { state, recording throws(NavigationError) in
      let command = try makeCommand(state)
      do throws(NavigationError) {
        let transition = try state.applying(command, rules: rules)
        recording?.recordSent(command, transition)
        return transition
      } catch {
        recording?.recordRefused(command, error)
        throw error
      }
    }
  }

  /// Applies a change of the interaction sequence; only ``InteractionCoordinator`` calls this.
  @discardableResult
  func apply(_ cause: TransitionCause<Route>) throws(NavigationError) -> StateTransition<Route> {
    try change { state, recording throws(NavigationError) in
      let transition = try state.applying(cause, rules: rules)
      recording?.recordOutcome(transition)
      return transition
    }
  }

  /// Runs `body` on the current state under the lock and keeps the transitions it returns, the
  /// last one's state becoming the navigator's, then delivers them in order: a change made of
  /// several transitions (a flow action) with no other command between them. `body` must not
  /// call the navigator; it gets the recording, if any, to record what it did under the same
  /// lock. When it throws, nothing changes.
  func transact<Value: Sendable, Failure: Error>(
    _ body: (NavigationState<Route>, NavigatorRecording<Route>?) throws(Failure) -> (
      Value, [StateTransition<Route>]
    )
  ) throws(Failure) -> Value {
    let (value, mustDeliver, deliveries) = try storage.withLock {
      storage throws(Failure) -> (Value, Bool, [ResultDelivery]) in
      let (value, transitions) = try body(storage.state, storage.recording)
      guard let last = transitions.last else { return (value, false, []) }
      storage.state = last.after
      let deliveries = storage.settleResults(of: transitions, returning: nil)
      storage.undelivered += transitions
      if storage.isDelivering { return (value, false, deliveries) }
      storage.isDelivering = true
      return (value, true, deliveries)
    }
    if mustDeliver { deliverUndelivered() }
    for delivery in deliveries { delivery.perform() }
    return value
  }

  /// Computes a transition from the current state under the lock, keeps it, and delivers it.
  private func change(
    _ makeTransition: (NavigationState<Route>, NavigatorRecording<Route>?) throws(NavigationError)
      -> StateTransition<Route>
  ) throws(NavigationError) -> StateTransition<Route> {
    try change { storage throws(NavigationError) in
      (try makeTransition(storage.state, storage.recording), nil)
    }
  }

  /// Computes a transition with the whole storage under the lock, keeps it, settles the calls
  /// awaiting a result of the modals it ended (those it returned get `returned`), and delivers
  /// it; then resumes those calls, outside the lock.
  func change(
    _ makeTransition: (inout Storage) throws(NavigationError) -> (
      StateTransition<Route>, returned: (any Sendable)?
    )
  ) throws(NavigationError) -> StateTransition<Route> {
    let (transition, mustDeliver, deliveries) = try storage.withLock {
      storage throws(NavigationError) -> (StateTransition<Route>, Bool, [ResultDelivery]) in
      let (transition, returned) = try makeTransition(&storage)
      storage.state = transition.after
      let deliveries = storage.settleResults(of: [transition], returning: returned)
      storage.undelivered.append(transition)
      if storage.isDelivering { return (transition, false, deliveries) }
      storage.isDelivering = true
      return (transition, true, deliveries)
    }
    if mustDeliver { deliverUndelivered() }
    for delivery in deliveries { delivery.perform() }
    return transition
  }

  /// Calls `observer` with every transition from now on, until the returned observation is
  /// cancelled or released.
  public func observe(
    _ observer: @escaping @Sendable (StateTransition<Route>) -> Void
  ) -> ObservationToken {
    let id = storage.withLock { storage in
      let id = storage.nextObserverID
      storage.nextObserverID += 1
      storage.observers.append((id, observer))
      return id
    }
    return ObservationToken { [weak self] in
      self?.storage.withLock { storage in storage.observers.removeAll { $0.id == id } }
    }
  }

  /// Every transition from now on, as an asynchronous sequence: for a UIKit coordinator that
  /// follows the navigation, or for logging.
  ///
  /// ```swift
  /// let task = Task {
  ///   for await transition in navigator.transitions() {
  ///     logger.log("\(transition.cause)")
  ///   }
  /// }
  /// // ...
  /// task.cancel()   // the sequence ends and the navigator forgets it
  /// ```
  ///
  /// The sequence yields each transition once, in the order the navigator applied them — the
  /// order observers see — starting with the first transition after this call. Transitions
  /// the reader has not consumed yet wait in a buffer: with the default
  /// `.unbounded` policy none is ever dropped (a reader that stops reading without cancelling
  /// keeps them all); `.bufferingNewest(n)` or `.bufferingOldest(n)` keep only `n` and drop
  /// the rest. The sequence ends when the task reading it is cancelled, and when the navigator
  /// is released.
  ///
  /// - Parameter bufferingPolicy: What to keep of the transitions not consumed yet.
  /// - Returns: A sequence with a single reader.
  public func transitions(
    bufferingPolicy: AsyncStream<StateTransition<Route>>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<StateTransition<Route>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: StateTransition<Route>.self, bufferingPolicy: bufferingPolicy)
    let observation = observe { continuation.yield($0) }
    let id = storage.withLock { storage in
      let id = storage.nextObserverID
      storage.nextObserverID += 1
      storage.finishers[id] = { continuation.finish() }
      return id
    }
    continuation.onTermination = { [weak self] _ in
      observation.cancel()
      self?.storage.withLock { storage in storage.finishers[id] = nil }
    }
    return stream
  }

  deinit {
    let finishers = storage.withLock { storage in
      defer { storage.finishers = [:] }
      return Array(storage.finishers.values)
    }
    for finish in finishers { finish() }
  }

  /// Delivers queued transitions in order until none is left. Only one caller at a time runs
  /// this loop (`isDelivering`), which keeps the order even when commands arrive from several
  /// threads or from observers themselves.
  func deliverUndelivered() {
    while true {
      // Takes every transition waiting, in order; those that arrive meanwhile wait for the
      // next round. Each is delivered to the observers there are when its turn comes.
      let batch = storage.withLock { storage -> [StateTransition<Route>] in
        guard !storage.undelivered.isEmpty else {
          storage.isDelivering = false
          return []
        }
        var taken: [StateTransition<Route>] = []
        swap(&taken, &storage.undelivered)
        return taken
      }
      if batch.isEmpty { return }
      for transition in batch {
        for observer in storage.withLock({ $0.bodies }) { observer(transition) }
      }
    }
  }

}
