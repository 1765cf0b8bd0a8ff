#if WAYFINDER_SEEDED_DEFECTS
  /// Seeded defects in the engine's rules, one per case, for measuring how well exploration finds
  /// defects: the mutation corpus of the tools' tests and `wayfinder-bench mutations` turn each on
  /// and expect `wayfinder test --explore` to report a broken invariant or property.
  ///
  /// Compiled only when the package is built with `WAYFINDER_SEEDED_DEFECTS=1` in the
  /// environment (`.ci/mutations` does): a shipped build has neither this type nor any read of
  /// it. A rule reads a defect by its name through `seeded(_:when:)`, which is `false` in every
  /// other build.
  ///
  /// `package`: no app can reach it. A mutation is on only inside
  /// `EngineMutation.$active.withValue(.popToDropsTarget) { … }` and only on the task that calls
  /// it (a task-local value), so tests running side by side never see each other's.
  ///
  /// Each case says what it breaks and what catches it.
  @usableFromInline
  package enum EngineMutation: String, CaseIterable, Hashable, Sendable {
    /// A deep link opened while a gate is up lands at once: the link takes the gate's modal away
    /// (the defect of a shell that forgot the hold). Breaks "no command removes a gate's modal".
    case linkPastGate
    /// A deep link opened during the launch, with no step's modal up, lands at once instead of
    /// waiting for home. Breaks what the app says may show during the launch.
    case linkDuringLaunch
    /// A deep link lands without dismissing the modals that are up, so its screen hides under
    /// them. Breaks where the app says its modals show, or "a modal appears twice".
    case linkKeepsModals
    /// A held deep link stays held once nothing holds it any more: it never lands. Breaks "no
    /// link is pending while home shows and no interaction is" and the demo's "held links land
    /// on an idle home".
    case heldLinkNeverLands
    /// Selecting a tab while a modal is up switches tabs under the modal. Breaks where the app
    /// says its modals show.
    case tabUnderModal
    /// Selecting another tab pops the tab left behind to its root: another tab's stack is lost.
    /// Breaks the contract of `selectTab` (only the selected tab changes).
    case tabSwitchResetsStack
    /// `popTo` pops the target screen too, one screen too many. Breaks the contract of `popTo`
    /// (the target ends on top).
    case popToDropsTarget
    /// A ready modal step presents while another step holds the modal slot: two interactions up
    /// at once (the state refuses the second, which fails and frees the slot under the first).
    /// Breaks "the modal slot holds the running modal".
    case twoModalsAtOnce
    /// Setting facts that make a running gate's condition false does not end the gate. Breaks the
    /// apps' "a gate shows only while its condition holds".
    case gateNotLifted
    /// A modal step that waited for the slot presents at its turn without its condition being
    /// evaluated again. Breaks "a gate shows only while its condition holds" when the facts
    /// changed meanwhile.
    case conditionNotRechecked
    /// `after:` is ignored: every step is ready as soon as the run starts. Breaks "a ready step
    /// waits for nothing".
    case dependencyIgnored
    /// A step that ends is counted off twice, as when its end is reported twice: its dependants
    /// are released early and the run ends before its steps have. Breaks the sequence's counts.
    case stepEndsTwice
    /// A step's modal stays on screen after the step has ended. Breaks "every interaction modal
    /// on screen belongs to the running step".
    case endLeavesModal
    /// The user dismissed an interaction's modal but the sequence is not told: the step runs on
    /// without its modal. Breaks "the step in the modal slot shows its modal".
    case dismissalUnnoticed
    /// Coming back to the foreground does not let modals present again: the sequence stays
    /// suspended, holding deep links over an idle home. Breaks the demo's "held links land on an
    /// idle home".
    case foregroundStaysSuspended
    /// A step presents over a sheet of the app's that it may not cover (`covers:`). Breaks "a
    /// step's modal is over only the app modals it may cover".
    case coverIgnored
    /// A step an action runs again after it ended is reported as already ended and does not
    /// start: after "Log out" runs the login gate, the gate does not come back. Breaks the apps'
    /// "logging out brings the login".
    case endedStepNotRerun

    /// The mutation on for the current task, if any.
    @TaskLocal @usableFromInline package static var active: EngineMutation?
  }
#endif
