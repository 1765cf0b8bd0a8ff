extension InteractionSimulation {
  /// The prompt time now: ``promptOrigin`` plus the virtual time elapsed.
  public var promptNow: Duration { promptOrigin + now }

  /// When the prompts showed: carry it, with ``promptNow``, into the next launch's simulation
  /// (`promptHistory:`, `promptOrigin:`), or save it with the facts.
  public var promptHistory: PromptHistory { interpreter.machine.history }

  /// Where the run going on (or the last one) was launched from.
  public var launchSource: LaunchSource { interpreter.machine.launchSource }

  /// Why step `step` was skipped by its policy (`cooldown: 20h left`), or `nil` when it was
  /// not; kept until the step starts again.
  public func promptBlock(of step: StepID) -> PromptBlock? {
    interpreter.machine.promptBlocks[step]
  }

  /// Whether step `step` may show now by its policy, and if not why: what the sequence will
  /// decide when the step's turn comes, asked ahead (the REPL's status box). `nil` when it
  /// may, or no run declared it.
  public func promptBlockNow(for step: StepID) -> PromptBlock? {
    guard let declared = interpreter.machine.entries[step]?.step else { return nil }
    return interpreter.machine.promptBlock(for: declared)
  }
}
