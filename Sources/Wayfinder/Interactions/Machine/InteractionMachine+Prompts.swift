extension InteractionMachine {
  /// Why `step` may not show now, by its policy, the history and the run's launch source: the
  /// one rule, ``PromptPolicy/blocker(for:in:at:launchedFrom:)``. `nil` for a step without
  /// rules, at no cost. O(showings kept + steps in the history) otherwise.
  func promptBlock(for step: InteractionStep<Route>) -> PromptBlock? {
    guard !step.policy.isEmpty else { return nil }
    return step.policy.blocker(for: step.id, in: history, at: now, launchedFrom: launchSource)
  }

  /// Skips step `id`, which its policy forbids now, keeping the reason for the status box.
  mutating func skip(_ id: StepID, blockedBy block: PromptBlock) {
    promptBlocks[id] = block
    end(id, as: .skipped(block.skipReason))
  }

  /// Counts step `id` as shown now, when it is a prompt (a step with a policy: only those
  /// space each other), its quota deciding how many showings are kept. O(showings kept).
  mutating func countShown(_ id: StepID) {
    guard let policy = entries[id]?.step.policy, !policy.isEmpty else { return }
    history.record(id, at: now, keeping: policy.showingsKept)
  }

  /// The host confirmed that the modal of step `id` is on screen: a step counted on
  /// appearance counts now.
  mutating func countAppeared(_ id: StepID) {
    guard let step = entries[id]?.step, step.kind.presentsStepModal,
      step.policy.counting == .onAppearance
    else { return }
    countShown(id)
  }
}
