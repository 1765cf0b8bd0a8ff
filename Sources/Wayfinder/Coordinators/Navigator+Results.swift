extension Navigator {
  /// Presents `modal` and waits until it ends: the value it returns
  /// (``finish(_:returning:)``), or `nil` when it goes any other way.
  ///
  /// ```swift
  /// let card = try await navigator.presentForResult(.flow(.addCard, id: "addCard"), of: Card.self)
  /// // in the add-card flow's coordinator, from any of its screens:
  /// try navigator.finish("addCard", returning: Card(number: "4242"))
  /// ```
  ///
  /// The core decides how the modal ended (``StateTransition/modalEndings``), for every way it
  /// can go; the call returns exactly once:
  /// - the value, when ``finish(_:returning:)`` ends the modal, or `nil` when
  ///   ``NavigationCommand/returnFrom(_:)`` is sent without a value;
  /// - `nil` when it is dismissed — a swipe, back at its root, ``NavigationCommand/dismissAll``,
  ///   a dismissal of a modal under it, a deep link replacing it, an interaction ending under
  ///   it;
  /// - `nil` when the task awaiting it is cancelled: the modal stays up (dismiss it to close it
  ///   too), and its result later goes to no one. A call from a task already cancelled presents
  ///   nothing and returns `nil`.
  ///
  /// The call keeps the navigator alive while it waits.
  ///
  /// - Parameters:
  ///   - modal: The modal to present; its ``Modal/resultReceiver`` is set to this call.
  ///   - type: The type of the result.
  /// - Returns: The result, or `nil` when the modal ended without one.
  /// - Throws: What presenting throws (``NavigationError/modalAlreadyPresented(_:)``); nothing
  ///   is presented then.
  public func presentForResult<Value: Sendable>(
    _ modal: Modal<Route>, of type: Value.Type = Value.self
  ) async throws(NavigationError) -> Value? {
    try await presentForResult(modal, of: type) { _, modal throws(NavigationError) in
      .present(modal)
    }
  }

  /// Presents `modal` with `makeCommand`, marking it as awaited by a new call, and waits for
  /// its result: what the coordinators' `presentForResult` share.
  func presentForResult<Value: Sendable>(
    _ modal: Modal<Route>, of type: Value.Type,
    _ makeCommand: (NavigationState<Route>, Modal<Route>) throws(NavigationError) ->
      NavigationCommand<Route>
  ) async throws(NavigationError) -> Value? {
    if Task.isCancelled { return nil }
    var taken: UInt64 = 0
    let rules = self.rules
    _ = try change { storage throws(NavigationError) in
      taken = storage.nextCallID
      var awaited = modal
      awaited.resultReceiver = .caller(taken)
      let command = try makeCommand(storage.state, awaited)
      let transition: StateTransition<Route>
      do throws(NavigationError) {
        transition = try storage.state.applying(command, rules: rules)
        storage.recording?.recordSent(command, transition)
      } catch {
        storage.recording?.recordRefused(command, error)
        throw error
      }
      storage.nextCallID += 1
      storage.awaiters[taken] = ResultAwaiter(
        accepts: { $0 is Value }, typeName: String(describing: Value.self))
      return (transition, nil)
    }
    let call = taken
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ended = storage.withLock { storage -> (any Sendable)?? in
          guard let awaiter = storage.awaiters[call] else { return .some(nil) }
          if case .ended(let value) = awaiter.stage {
            storage.awaiters[call] = nil
            return .some(value)
          }
          storage.awaiters[call]?.stage = .waiting(continuation)
          return .none
        }
        if case .some(let value) = ended { continuation.resume(returning: value) }
      }
    } onCancel: {
      let delivery = storage.withLock { storage -> ResultDelivery? in
        guard let awaiter = storage.awaiters[call] else { return nil }
        switch awaiter.stage {
        case .presented:
          storage.awaiters[call]?.stage = .ended(nil)
          return nil
        case .waiting(let continuation):
          storage.awaiters[call] = nil
          return ResultDelivery(continuation: continuation, value: nil)
        case .ended:
          return nil
        }
      }
      delivery?.perform()
    }
    return result as? Value
  }

  /// Ends modal `id` with `value`: removes it, from any screen of its flow, with every modal
  /// over it (``NavigationCommand/returnFrom(_:)``), and resumes the call awaiting it
  /// (``presentForResult(_:of:)``) with `value`. A modal nobody awaits just closes.
  ///
  /// Once the modal has ended — dismissed, or returned already — finishing it again is
  /// refused: its caller got its answer exactly once.
  ///
  /// - Parameters:
  ///   - id: The modal.
  ///   - value: Its result.
  /// - Returns: The transition.
  /// - Throws: ``NavigationError/modalNotPresented(_:)`` when the modal is not up;
  ///   ``NavigationError/resultTypeMismatch(modal:expected:found:)`` when its caller awaits
  ///   another type; what a dismissal of it throws. Nothing changes then.
  @discardableResult
  public func finish<Value: Sendable>(
    _ id: ModalID, returning value: Value
  ) throws(NavigationError) -> StateTransition<Route> {
    let rules = self.rules
    let command = NavigationCommand<Route>.returnFrom(id)
    return try change { storage throws(NavigationError) in
      do throws(NavigationError) {
        if case .caller(let call)? = storage.state.modals.first(where: { $0.id == id })?
          .resultReceiver, let awaiter = storage.awaiters[call], !awaiter.accepts(value)
        {
          throw .resultTypeMismatch(
            modal: id, expected: awaiter.typeName, found: String(describing: Swift.type(of: value)))
        }
        let transition = try storage.state.applying(command, rules: rules)
        storage.recording?.recordSent(command, transition)
        return (transition, value)
      } catch {
        storage.recording?.recordRefused(command, error)
        throw error
      }
    }
  }
}

extension Navigator.Storage {
  /// Settles the calls awaiting the modals `transitions` ended: a call that has suspended is
  /// taken out to be resumed; one that has not keeps its result until it does. A modal that
  /// returned gives `returned`; one dismissed gives `nil`. O(modals ended).
  mutating func settleResults(
    of transitions: [StateTransition<Route>], returning returned: (any Sendable)?
  ) -> [ResultDelivery] {
    guard !awaiters.isEmpty else { return [] }
    var deliveries: [ResultDelivery] = []
    for transition in transitions {
      for ending in transition.modalEndings {
        guard case .caller(let call)? = ending.receiver, let awaiter = awaiters[call] else {
          continue
        }
        let value = ending.outcome == .returned ? returned : nil
        switch awaiter.stage {
        case .presented:
          awaiters[call]?.stage = .ended(value)
        case .waiting(let continuation):
          awaiters[call] = nil
          deliveries.append(ResultDelivery(continuation: continuation, value: value))
        case .ended:
          break
        }
      }
    }
    return deliveries
  }
}
