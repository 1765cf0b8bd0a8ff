#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif
internal import Foundation

/// What the operating system says about this process's memory: how much it holds now, and how
/// much it may use. The platform code lives here, behind `#if`, and nowhere else.
enum ProcessMemory {
  /// The process's resident set size in bytes, or `nil` where it cannot be read.
  ///
  /// Linux: the second field of `/proc/self/statm` (pages) times the page size, read into a
  /// small buffer on the stack and parsed in place. Darwin: `task_info`'s
  /// `MACH_TASK_BASIC_INFO`. A few microseconds either way.
  static func resident() -> Int? {
    #if os(Linux)
      return statm(field: 1)
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<integer_t>.size)
      let status = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(task, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return status == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      return nil
    #endif
  }

  /// The memory this process may use in bytes: the machine's physical memory, or less when the
  /// process's address space is limited (`ulimit -v`) or, on Linux, its control group (or a
  /// group above it) has a memory limit. `nil` when unknown. Reads a few small files; O(depth
  /// of the control group).
  static func available() -> Int? {
    var available = Int(clamping: ProcessInfo.processInfo.physicalMemory)
    #if os(Linux)
      if let limit = controlGroupLimit() { available = min(available, limit) }
      if let room = addressSpaceRoom() { available = min(available, room) }
    #endif
    return available > 0 ? available : nil
  }

  #if canImport(Darwin)
    /// The task's own port, asked for once: `task_self_trap` adds a reference to the port on
    /// each call, and the `mach_task_self_` variable is shared mutable state to Swift 6.
    private static let task = task_self_trap()
  #endif

  #if os(Linux)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Under an address-space limit (`ulimit -v`), the resident memory the process can reach:
    /// what it holds now plus the address space left, less 64 MiB for the next heap the
    /// allocator reserves. Address space runs out before resident memory does (thread stacks
    /// and the allocator's reserved heaps count), and running out aborts the process. `nil`
    /// when there is no such limit.
    private static func addressSpaceRoom() -> Int? {
      var limit = rlimit()
      #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
      #else
        let resource = RLIMIT_AS
      #endif
      guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int.max / 2),
        let size = statm(field: 0), let resident = statm(field: 1)
      else { return nil }
      return resident + max(0, Int(limit.rlim_cur) - size - (64 << 20))
    }

    /// Field number `wanted` of `/proc/self/statm` ("size resident shared text lib data dt",
    /// in pages), in bytes.
    private static func statm(field wanted: Int) -> Int? {
      let pages = withContents(of: "/proc/self/statm", capacity: 128) { bytes -> Int? in
        var field = 0
        var value: Int?
        for byte in bytes {
          if byte == UInt8(ascii: " ") {
            if field == wanted { break }
            field += 1
          } else if field == wanted, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
          }
        }
        return value
      }
      return pages.flatMap { $0 }.map { $0 * pageSize }
    }

    /// The lowest `memory.max` (cgroup v2) or `memory.limit_in_bytes` (cgroup v1) from the
    /// process's group up to the root; `nil` when none is set.
    private static func controlGroupLimit() -> Int? {
      guard
        let groups = withContents(of: "/proc/self/cgroup", { String(decoding: $0, as: UTF8.self) })
      else { return nil }
      var lowest: Int?
      for line in groups.split(separator: "\n") {
        // "0::/path" (v2), or "N:memory:/path" or "N:cpu,memory:/path" (v1).
        let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { continue }
        let (root, file): (String, String)
        if fields[0] == "0" && fields[1].isEmpty {
          (root, file) = ("/sys/fs/cgroup", "memory.max")
        } else if fields[1].split(separator: ",").contains("memory") {
          (root, file) = ("/sys/fs/cgroup/memory", "memory.limit_in_bytes")
        } else {
          continue
        }
        var path = fields[2].split(separator: "/").map(String.init)
        while true {
          let folder = ([root] + path).joined(separator: "/")
          let text = withContents(of: folder + "/" + file) {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
          }
          // "max" (v2) means no limit; v1 writes a huge number instead.
          if let text, let limit = Int(text), limit > 0 { lowest = min(lowest ?? limit, limit) }
          guard !path.isEmpty else { break }
          path.removeLast()
        }
      }
      return lowest
    }

    /// `body` called with the first `capacity` bytes of a file, read with plain system calls
    /// into a temporary buffer; `nil` when the file cannot be opened.
    private static func withContents<T>(
      of path: String, capacity: Int = 4_096,
      _ body: (UnsafeMutableBufferPointer<UInt8>.SubSequence) -> T
    ) -> T? {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        var count = 0
        while count < buffer.count, let start = buffer.baseAddress {
          let got = read(descriptor, start + count, buffer.count - count)
          if got < 0, errno == EINTR { continue }
          guard got > 0 else { break }
          count += got
        }
        return body(buffer[..<count])
      }
    }
  #endif
}
