import Testing

extension Trait where Self == TimeLimitTrait {
  /// The time limit of a test that could hang: far beyond what the whole test run takes on a
  /// loaded machine, so that it ends a test that hangs and never one that is merely slow.
  ///
  /// A test's time counts from its start, including while it waits for one of the few threads
  /// that every test running in parallel shares: on a busy two-core machine a test that takes
  /// seconds alone went past a limit of a minute, and the whole run took over ten. A time limit
  /// never says how fast something must be.
  static var hangLimit: Self { .timeLimit(.minutes(20)) }
}
