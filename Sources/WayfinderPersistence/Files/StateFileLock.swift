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
/// is released when the lock is deinitialized or the process ends, however it ends. A lock that
/// cannot be taken — something other than a regular file is in the lock file's place — is an
/// error, never a lock taken on something else.
///
/// ```swift
/// switch try StateFileLock.acquire(for: store.file, waiting: false) {
/// case .acquired(let lock): keepAlive(lock)          // save as usual
/// case .heldElsewhere(let pid): readOnly(pid)        // restore, but never save
/// }                                                  // a thrown error: never save either
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
  /// Only a regular file is ever taken as the lock file: a folder, a symbolic link, a FIFO or
  /// a device in its place is refused at once (never followed, never waited on), since two
  /// sessions could then both believe they hold the lock.
  ///
  /// - Parameters:
  ///   - file: The state file.
  ///   - waiting: Whether to wait until another holder lets go, rather than returning
  ///     ``Outcome/heldElsewhere(processID:)`` at once.
  /// - Returns: The lock, or who holds it.
  /// - Throws: ``StateFileError/notAFile(path:)`` when the state file's path is not a regular
  ///   file (nothing to lock), ``StateFileError/unwritable(path:reason:)`` when the folder of
  ///   the lock file cannot be created, ``StateFileError/cannotLock(path:lockPath:reason:)``
  ///   when the lock file cannot be opened as a regular file or locked.
  public static func acquire(
    for file: StateFile, waiting: Bool
  ) throws(StateFileError) -> Outcome {
    let lockPath = try path(for: file)
    try StateFile.makeFolders(StateFile.folder(of: lockPath), for: file.path)
    let refused = { (reason: String) in
      StateFileError.cannotLock(path: file.path, lockPath: lockPath, reason: reason)
    }
    // O_NONBLOCK: opening a FIFO never waits for a partner; O_NOFOLLOW: a link is refused.
    let descriptor = open(
      lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      throw refused(
        kindWording(at: lockPath) ?? "cannot be opened: \(Descriptor.wording(of: code))")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      _ = close(descriptor)
      throw refused(kindWording(at: lockPath) ?? "is not a regular file")
    }
    while flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) != 0 {
      if errno == EINTR { continue }
      let code = errno
      let holder = holderProcessID(descriptor)
      _ = close(descriptor)
      if code == EWOULDBLOCK { return .heldElsewhere(processID: holder) }
      throw refused("refuses locks: \(Descriptor.wording(of: code))")
    }
    _ = ftruncate(descriptor, 0)
    _ = try? Descriptor.write(Array("\(getpid())\n".utf8), to: descriptor)
    return .acquired(StateFileLock(path: lockPath, descriptor: descriptor))
  }

  /// What is at `path` in place of a lock file — `is a folder` — or `nil` for a regular file
  /// or nothing.
  private static func kindWording(at path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a folder"
    case S_IFLNK: return "is a symbolic link"
    case S_IFIFO: return "is a FIFO"
    case S_IFSOCK: return "is a socket"
    default: return "is a device"
    }
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
