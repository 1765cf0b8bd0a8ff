#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// One state file on disk, written atomically.
///
/// ``write(_:)`` writes to a temporary file in the same folder, flushes it to the disk, then
/// renames it over the file, so a reader — or a process started after a crash or a kill in the
/// middle of a save — sees either the previous contents or the new ones, never a mix.
///
/// ```swift
/// let file = StateFile(path: "state.json")
/// try file.write(Array("{}".utf8))
/// let bytes = try file.read()          // nil when there is no file yet
/// ```
public struct StateFile: Hashable, Sendable {
  /// The file's path, as given.
  public var path: String

  /// Files larger than this many bytes are refused when read: 16 MiB.
  public static let maximumSize = 16 * 1024 * 1024

  /// Creates a handle on the file at `path`; nothing is opened until it is read or written.
  public init(path: String) { self.path = path }

  /// The file's contents, or `nil` when it does not exist.
  ///
  /// - Throws: ``StateFileError/notAFile(path:)`` for a folder, a pipe or a device (never
  ///   waiting on one); ``StateFileError/unreadable(path:reason:)`` when it cannot be read or is
  ///   larger than ``maximumSize``.
  public func read() throws(StateFileError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .unreadable(path: path, reason: Self.lastError())
    }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: Self.lastError())
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
    if Int(status.st_size) > Self.maximumSize {
      throw .unreadable(
        path: path, reason: "it is larger than \(Self.maximumSize / 1024 / 1024) MiB")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      if bytes.count > Self.maximumSize {
        throw .unreadable(
          path: path, reason: "it is larger than \(Self.maximumSize / 1024 / 1024) MiB")
      }
    }
  }

  /// Replaces the file's contents atomically, creating its folder when needed.
  ///
  /// The bytes go to a temporary file beside it (`.state.json.tmp-PID-N`), which is flushed to
  /// the disk and renamed over the file; the folder is then flushed so the rename itself lasts.
  /// When the path is a symbolic link, the file it points to is replaced (a dangling link's
  /// target is created); the link itself stays. The file keeps its permissions; a new one is
  /// readable and writable by its owner only. Anything that is not a regular file — a
  /// folder, a FIFO, a device — is never replaced.
  ///
  /// - Throws: ``StateFileError/unwritable(path:reason:)`` (for a folder or device too), or
  ///   ``StateFileError/notAFile(path:)`` for a FIFO or an inherited descriptor, which a
  ///   ``StateFile`` never writes; the previous file is then unchanged.
  public func write(_ bytes: [UInt8]) throws(StateFileError) {
    try write(bytes, reaching: { _ in })
  }

  /// The points a save passes, in order. `write(_:reaching:)` reports each as it gets there,
  /// so a test can stop a save at a known point and kill its process.
  package enum SaveStage: String, CaseIterable, Sendable {
    /// Nothing is written yet.
    case starting
    /// The temporary file holds the first half of the new contents.
    case temporaryHalfWritten
    /// The temporary file holds all of the new contents, flushed to the disk; the file itself
    /// is not replaced yet.
    case temporaryComplete
    /// The temporary file has been renamed over the file; the folder is not flushed yet.
    case replaced
  }

  /// ``write(_:)``, calling `reached` at each `SaveStage` of the save.
  package func write(
    _ bytes: [UInt8], reaching reached: (SaveStage) -> Void
  ) throws(StateFileError) {
    reached(.starting)
    let resolved: FileTarget
    do throws(FileTargetError) {
      resolved = try FileTarget.resolve(path)
    } catch {
      throw .unwritable(path: path, reason: error.description)
    }
    guard case .regularFile(let target) = resolved else { throw .notAFile(path: path) }
    let folder = Self.folder(of: target)
    try Self.makeFolders(folder, for: path)
    let temporary =
      folder + "/" + Self.temporaryPrefix(of: target)
      + "\(getpid())-\(UInt32.random(in: .min ... .max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.lastError()) }
    // The replacement keeps the permissions of the file it replaces (ours: FileTarget refuses
    // another user's file); a new file stays readable and writable by its owner only.
    var replaced = stat()
    if stat(target, &replaced) == 0, replaced.st_mode & S_IFMT == S_IFREG {
      _ = fchmod(descriptor, replaced.st_mode & 0o777)
    }
    var renamed = false
    defer { if !renamed { _ = unlink(temporary) } }
    let half = bytes.count / 2
    do throws(StateFileError) {
      try writeAll(bytes[..<half], to: descriptor)
      reached(.temporaryHalfWritten)
      try writeAll(bytes[half...], to: descriptor)
    } catch {
      _ = close(descriptor)
      throw error
    }
    guard fsync(descriptor) == 0 else {
      let reason = Self.lastError()
      _ = close(descriptor)
      throw .unwritable(path: path, reason: reason)
    }
    guard close(descriptor) == 0 else { throw .unwritable(path: path, reason: Self.lastError()) }
    reached(.temporaryComplete)
    guard rename(temporary, target) == 0 else {
      throw .unwritable(path: path, reason: Self.lastError())
    }
    renamed = true
    reached(.replaced)
    Self.flushFolder(folder)
  }

  /// Writes all of `bytes` to `descriptor`, going on after interrupted and partial writes.
  private func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) throws(StateFileError) {
    var written = bytes.startIndex
    while written < bytes.endIndex {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .unwritable(path: path, reason: Self.lastError()) }
      written += count
    }
  }

  /// Renames the file to the first free `PATH.LABEL-N` (N from 1), keeping it for inspection.
  ///
  /// - Parameter label: What kind of file it is: `corrupt`, `newer`, ...
  /// - Returns: The new path.
  /// - Throws: ``StateFileError/cannotMoveAside(path:reason:)``.
  public func moveAside(label: String) throws(StateFileError) -> String {
    for number in 1...10_000 {
      let candidate = "\(path).\(label)-\(number)"
      var status = stat()
      if lstat(candidate, &status) == 0 { continue }
      guard rename(path, candidate) == 0 else {
        throw .cannotMoveAside(path: path, reason: Self.lastError())
      }
      return candidate
    }
    throw .cannotMoveAside(
      path: path, reason: "10000 files named '\(path).\(label)-N' are already there")
  }
}
