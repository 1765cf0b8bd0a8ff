#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// An advisory lock on a state file, held by the one process that saves it, so that two
/// sessions on one file never overwrite each other's state unknowingly.
///
/// The lock is `flock(2)` on a hidden file beside the state file (`.state.json.lock`): the state
/// file itself is replaced on every save, so it cannot carry a lock. The lock file holds the
/// process id of its holder, to name it in messages, and is left in place afterwards. The lock
/// is released when the lock is deinitialized or the process ends, however it ends.
///
/// ```swift
/// switch try StateFileLock.acquire(for: store.file, waiting: false) {
/// case .acquired(let lock): keepAlive(lock)          // save as usual
/// case .heldElsewhere(let pid): readOnly(pid)        // restore, but never save
/// }
/// ```
public final class StateFileLock: Sendable {
  /// What trying to take the lock gave.
  public enum Outcome: Sendable {
    /// The lock is taken: keep it for as long as the state is saved.
    case acquired(StateFileLock)
    /// Another process holds it; its process id when it wrote one.
    case heldElsewhere(processID: Int32?)
  }

  /// The lock file's path.
  public let path: String
  /// Immutable after `init` and closed only in `deinit`: sharing it across threads is safe.
  private let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { _ = close(descriptor) }

  /// Takes the lock of `file`, creating the lock file (and its folder) when needed.
  ///
  /// - Parameters:
  ///   - file: The state file.
  ///   - waiting: Whether to wait until another holder lets go, rather than returning
  ///     ``Outcome/heldElsewhere(processID:)`` at once.
  /// - Returns: The lock, or who holds it.
  /// - Throws: ``StateFileError/notAFile(path:)`` when the state file's path is not a regular
  ///   file (nothing to lock), ``StateFileError/unwritable(path:reason:)`` when the lock file
  ///   cannot be created.
  public static func acquire(
    for file: StateFile, waiting: Bool
  ) throws(StateFileError) -> Outcome {
    let lockPath = try path(for: file)
    try StateFile.makeFolders(StateFile.folder(of: lockPath), for: file.path)
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw .unwritable(path: file.path, reason: "cannot create its lock file: \(lastError())")
    }
    while flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) != 0 {
      if errno == EINTR { continue }
      let code = errno
      let holder = holderProcessID(descriptor)
      _ = close(descriptor)
      if code == EWOULDBLOCK { return .heldElsewhere(processID: holder) }
      throw .unwritable(path: file.path, reason: "cannot lock it: \(Descriptor.wording(of: code))")
    }
    _ = ftruncate(descriptor, 0)
    _ = try? Descriptor.write(Array("\(getpid())\n".utf8), to: descriptor)
    return .acquired(StateFileLock(path: lockPath, descriptor: descriptor))
  }

  /// `.state.json.lock` beside the file the state file's path leads to.
  static func path(for file: StateFile) throws(StateFileError) -> String {
    guard case .regularFile(let target)? = try? FileTarget.resolve(file.path) else {
      throw .notAFile(path: file.path)
    }
    let name = target.split(separator: "/").last.map(String.init) ?? target
    return StateFile.folder(of: target) + "/." + name + ".lock"
  }

  private static func holderProcessID(_ descriptor: Int32) -> Int32? {
    _ = lseek(descriptor, 0, SEEK_SET)
    guard let bytes = (try? Descriptor.readToEnd(descriptor, limit: 64)) ?? nil else {
      return nil
    }
    return Int32(String(decoding: bytes, as: UTF8.self).trimmingSpaces)
  }

  private static func lastError() -> String { Descriptor.wording(of: errno) }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
