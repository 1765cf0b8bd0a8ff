/// How a model created from a program makes its launch coordinator — the clock, whether modal
/// steps wait for hand-shakes, the prompt clock — kept so that a relaunch makes the new
/// launch's coordinator as the first was made.
struct LaunchSettings: Sendable {
  /// The clock of timeouts, splashes and events.
  var clock: any Clock<Duration>
  /// Whether modal steps wait for the UI host's hand-shakes.
  var waitsForHandshakes: Bool
  /// The time prompts are counted in, if the app gave one.
  var promptClock: (@Sendable () -> Duration)?
}
