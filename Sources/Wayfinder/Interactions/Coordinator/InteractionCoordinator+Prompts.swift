extension InteractionCoordinator {
  /// When the prompts showed: save it with the facts, and hand it back to the next launch's
  /// coordinator (`promptHistory:`), so cooldowns and quotas hold across relaunches.
  public var promptHistory: PromptHistory { interpreter.machine.history }

  /// Why step `step` was skipped by its policy in the last run (`cooldown: 20h left`), or
  /// `nil` when it was not.
  public func promptBlock(of step: StepID) -> PromptBlock? {
    interpreter.machine.promptBlocks[step]
  }

  /// The steps that have not ended — waiting, or running (a modal up, work going on) — in the
  /// order the sequence knows them: what a save keeps so that they run again at the next
  /// launch (``SavedLife/pendingSteps``). O(steps).
  public var pendingSteps: [StepID] {
    interpreter.machine.order.filter { interpreter.machine.status(of: $0)?.hasEnded == false }
  }

  /// The prompt clock now: where cooldowns, quotas and spacings count from, read from the
  /// coordinator's `promptClock`.
  public var promptTime: Duration { promptClock() }
}
