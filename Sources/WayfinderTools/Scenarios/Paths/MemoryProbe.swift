/// Reads how much memory the process holds: what ``PathGenerator``'s memory limit is checked
/// against.
///
/// The default, ``residentSetSize``, asks the operating system. Tests inject their own readings
/// to make a run that stops at the limit deterministic:
///
/// ```swift
/// let readings = Mutex(0)  // Synchronization
/// let probe = MemoryProbe { readings.withLock { $0 += 1; return $0 * 10 << 20 } }
/// let paths = PathGenerator(
///   definition: app, options: .init(maximumMemory: 100 << 20, memoryProbe: probe)
/// ).generate()
/// ```
public struct MemoryProbe: Sendable {
  private let reading: @Sendable () -> Int?

  /// A probe that calls `read` for each reading: the bytes held, or `nil` when unknown.
  package init(_ read: @escaping @Sendable () -> Int?) {
    reading = read
  }

  /// The bytes the process holds now, or `nil` when they cannot be read.
  public func read() -> Int? {
    reading()
  }

  /// The process's resident set size, as the operating system counts it: `/proc/self/statm` on
  /// Linux, `task_info` on Darwin. Reads `nil` elsewhere, where no memory limit is enforced.
  /// Each reading takes a few microseconds and allocates nothing on the heap.
  public static let residentSetSize = MemoryProbe { ProcessMemory.resident() }

  /// The memory this process may use, in bytes: the machine's physical memory, or less on Linux
  /// when its control group has a memory limit (a container's) or its address space is limited
  /// (`ulimit -v`: then what it holds plus the address space left, less room for the allocator's
  /// next heap). `nil` when unknown. Read when asked; it changes as the process grows under an
  /// address-space limit.
  public static var availableMemory: Int? { ProcessMemory.available() }
}
