// Carrying out what the interpreter asked: starting and stopping work, splashes and timers as
// tasks, and handing their results back to the machine.

extension InteractionCoordinator {

  /// Tells the machine which of the app's own modals are on screen before it decides anything:
  /// the app may have presented or closed one since the coordinator last looked.
  func noteAppModals() {
    let modals = navigator.state.appModalIDs
    if interpreter.machine.appModals != modals { interpreter.machine.appModals = modals }
    interpreter.machine.now = promptClock()
  }

  func makeHost() -> Host {
    Host(navigator: navigator, timebase: timebase, hub: hub, recording: navigator.recording)
  }

  /// Has the interpreter perform `actions`, then starts and stops the work it asked for.
  func perform(_ actions: [InteractionAction<Route>]) {
    var host = makeHost()
    interpreter.perform(actions, on: &host)
    carryOut(host.requests)
  }

  func carryOut(_ requests: [Request]) {
    for request in requests {
      switch request {
      case .begin(let step, let generation, let kind, let facts, let duration, let startedAt):
        begin(
          step, generation: generation, kind: kind, facts: facts, duration: duration,
          startedAt: startedAt)
      case .check(let step, let generation, let condition, let facts):
        // Evaluated on the main actor (calling a main-actor function from here hops there),
        // then reported back to the coordinator; a stale answer is ignored by the machine.
        activity.checkStarted()
        Task {
          let holds = await condition(facts)
          self.conditionChecked(step, generation: generation, holds: holds)
        }
      case .stop(let step, let generation):
        guard let running = work[step], running.generation == generation else { continue }
        activity.stopping(.init(step: step, generation: generation))
        running.task?.cancel()
      case .startTimer(let step, let generation, let deadline):
        timers[step]?.task?.cancel()
        activity.timerStarted(step, generation: generation, deadline: deadline)
        let task = Task { [timebase] in
          do { try await timebase.sleepUntil(deadline) } catch { return }
          self.timerFired(step, generation: generation)
        }
        timers[step] = RunningWork(generation: generation, task: task)
      case .cancelTimer(let step, let generation):
        guard let timer = timers[step], timer.generation == generation else { continue }
        timer.task?.cancel()
        timers[step] = nil
        activity.timerEnded(step, generation: generation)
      case .runEnded(let outcome):
        lastOutcome = outcome
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: outcome) }
      }
    }
    settleWaiters()
  }

  func conditionChecked(_ step: StepID, generation: UInt64, holds: Bool) {
    noteAppModals()
    activity.checkEnded()
    var host = makeHost()
    interpreter.conditionChecked(step, generation: generation, holds: holds, on: &host)
    carryOut(host.requests)
  }

  func timerFired(_ step: StepID, generation: UInt64) {
    noteAppModals()
    guard let timer = timers[step], timer.generation == generation else { return }
    timers[step] = nil
    activity.timerEnded(step, generation: generation)
    perform(interpreter.machine.timedOut(step, generation: generation))
  }

  /// Starts the task of a piece of work or a splash's wait; it reports back through
  /// ``stepReturned(_:generation:result:)``.
  func begin(
    _ step: StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
    duration: Duration?, startedAt: Duration
  ) {
    let task: Task<Void, Never>
    switch kind {
    case .background(let body), .presenting(let body):
      let context = StepContext(
        step: step, facts: facts, startedAt: startedAt, timebase: timebase,
        willSleep: sleepReport(step, generation: generation))
      activity.began(.init(step: step, generation: generation))
      task = spawn(body, in: context, generation: generation)
    case .splash:
      // Saturating: a splash that ends past the clock's limit never ends.
      let deadline = ClockRange.deadline(after: duration ?? .zero, from: startedAt)
      activity.began(.init(step: step, generation: generation), asleepUntil: deadline)
      task = Task { [timebase] in
        var result = StepResult.finished([:])
        do { try await timebase.sleepUntil(deadline) } catch { result = .cancelled }
        self.stepReturned(step, generation: generation, result: result)
      }
    case .modal, .gate, .home:
      return
    }
    work[step] = RunningWork(generation: generation, task: task)
  }

  func stepReturned(_ step: StepID, generation: UInt64, result: StepResult) {
    noteAppModals()
    if work[step]?.generation == generation { work[step] = nil }
    activity.returned(.init(step: step, generation: generation))
    var host = makeHost()
    interpreter.stepReturned(step, generation: generation, result: result, on: &host)
    carryOut(host.requests)
  }

  /// Starts a task that runs `work` off the actor and reports back to it: the task is created
  /// outside the actor's isolation, so the work begins without first hopping onto the actor.
  nonisolated func spawn(
    _ work: @escaping @Sendable (StepContext) async throws -> Facts,
    in context: StepContext,
    generation: UInt64
  ) -> Task<Void, Never> {
    // A plain task: `Task.immediate`, which would run the work on this thread up to its first
    // suspension, needs macOS 26 and iOS 26. Nothing waits on that: the step counts as running
    // from `activity.began`, before the task exists, so a wait for idleness holds until the
    // work sleeps on the launch clock or returns, however late the task starts.
    Task {
      let result = await Self.perform(work, in: context)
      await self.stepReturned(context.step, generation: generation, result: result)
    }
  }

  /// Runs work and turns what it did into a result.
  static func perform(
    _ work: @Sendable (StepContext) async throws -> Facts, in context: StepContext
  ) async -> StepResult {
    do {
      return .finished(try await work(context))
    } catch is CancellationError {
      return .cancelled
    } catch {
      return Task.isCancelled ? .cancelled : .failed(String(describing: error))
    }
  }
}
