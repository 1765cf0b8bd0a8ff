/// Holds a search to a memory limit by reading the process's memory, not by estimating it:
/// ``allowsGrowth(reserving:)`` is asked before each state the search adds, and reads the probe
/// when a reading is due.
///
/// **How often.** Reading costs a few microseconds, so it is not done for every state. After
/// each reading the budget waits as many states as the steepest recent growth (bytes per state
/// between two readings) takes to use a quarter of the room left, at most
/// ``longestInterval``: far from the limit it reads rarely, near it at every state, and a
/// run stops within one state's growth of the limit as long as growth is no steeper than
/// recently seen. Until growth has been seen it reads every ``flatInterval`` states. Reaching
/// the limit is final: memory a process has freed often stays resident, so no later reading
/// could be trusted to say there is room again.
///
/// A jump the search knows of in advance — a table doubling its storage — is passed as
/// `reserving` and forces a reading: growth is refused when it would cross the limit.
struct MemoryBudget {
  /// The most bytes the process may hold.
  let limit: Int
  let probe: MemoryProbe
  /// Whether the limit was reached; once it is, nothing more is allowed.
  private(set) var isExhausted = false
  /// The last reading, in bytes.
  private(set) var lastReading: Int?
  /// How many times the probe was read.
  private(set) var readings = 0
  private var untilReading = 1
  private var sinceReading = 0
  /// The steepest growth lately seen, in bytes per state; it halves at each reading that
  /// shows less, so one table doubling does not keep the budget reading at every state.
  private var steepest = 0

  /// States between readings while memory has not been seen to grow.
  static let flatInterval = 64
  /// The most states between two readings.
  static let longestInterval = 4_096

  init(limit: Int, probe: MemoryProbe) {
    self.limit = limit
    self.probe = probe
  }

  /// Whether the search may add one more state, which will allocate `reserving` bytes at once
  /// on top of its own growth. Reads the probe when due or when `reserving > 0`. A probe that
  /// reads `nil` enforces nothing. O(1).
  mutating func allowsGrowth(reserving: Int = 0) -> Bool {
    guard !isExhausted else { return false }
    sinceReading += 1
    untilReading -= 1
    guard untilReading <= 0 || reserving > 0 else { return true }
    guard let reading = probe.read() else {
      untilReading = Self.longestInterval
      return true
    }
    readings += 1
    if let last = lastReading {
      steepest = max(max(0, reading - last) / max(1, sinceReading), steepest / 2)
    }
    lastReading = reading
    sinceReading = 0
    guard reading < limit, reserving <= limit - reading else {
      isExhausted = true
      return false
    }
    let room = (limit - reading) / 4
    untilReading =
      steepest == 0 ? Self.flatInterval : min(max(1, room / steepest), Self.longestInterval)
    return true
  }
}
