/// Something an app lives through: what the user does, what the app itself does, what the
/// platform and time do to it. ``AppLife/perform(_:)`` takes every one of them.
///
/// ```swift
/// try life.perform(.tap(0))                               // the first action on screen
/// try life.perform(.navigate(.pop()))                     // back
/// try life.perform(.navigate(.open(url: "demo://item/7")))
/// try life.perform(.setFacts(["passcodeEnabled": .bool(true)]))
/// try life.perform(.background)
/// try life.perform(.wait(.seconds(3_600)))
/// try life.perform(.relaunch(from: .notification))        // killed, and launched again
/// ```
public enum AppEvent<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The user takes the action at `position` (from 0) of the screen on top: one event of the
  /// runtime, all or nothing (``FlowAction``).
  case tap(Int)
  /// The user (or the app) navigates: back, a tab, a deep link, a dismiss, any command.
  case navigate(NavigationCommand<Route>)
  /// The app sets facts; a gate whose condition no longer holds ends.
  case setFacts(Facts)
  /// Time passes: splashes end, background work finishes and timeouts fire, in time order.
  case wait(Duration)
  /// The app goes to the background: modals stop presenting.
  case background
  /// The app comes back: the launch sequence runs again, merged by step, then modals present.
  case foreground
  /// The app is killed and launched again from `origin`: a cold launch restoring what this
  /// life saves (``AppLife/saved``), by the program's restore rule.
  case relaunch(from: LaunchOrigin)
  /// The app asks for steps now (launch or interaction steps); ended ones run again.
  case run([StepID])
  /// The app finishes modal step `id` from its own code (a passcode checked by the app): its
  /// modal goes and its facts are set; a step not presented yet is remembered.
  case finish(StepID)
  /// The app cancels one step.
  case cancel(StepID)
  /// The app cancels every step and calls the run off.
  case cancelAll
  /// The UI host says modal `id` is now on screen (a presentation hand-shake).
  case presentationFinished(ModalID)
  /// The UI host says modal `id` has gone from the screen (a dismissal hand-shake).
  case dismissalFinished(ModalID)
  /// The work of step `id` (a background or presenting step's work, a splash's wait)
  /// returned with `result`: how such a step ends in a life whose ``StepTiming`` is
  /// ``StepTiming/external``, as a replay of a recording says it did. Ignored when the step
  /// has no work going on.
  case workReturned(StepID, StepResult)
  /// The timeout of step `id` fired: how a timeout ends in a life whose ``StepTiming`` is
  /// ``StepTiming/external``. Ignored when the step has no timeout set.
  case timeoutFired(StepID)
  /// The user opens a new window at the app's home (`windows: multiple`); it becomes the active
  /// one, and the app's interactions move to it.
  case openWindow
  /// Window `scene` becomes the active one: the user taps into it. The app's launch, held link
  /// and interactions move to it; a back gesture in the window left is cancelled.
  case activateWindow(SceneID)
  /// Window `scene` closes; when it was the active one, the one opened before it becomes active.
  case closeWindow(SceneID)
}
