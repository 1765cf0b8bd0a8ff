#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif
public import Foundation
internal import WayfinderPersistence

/// Where a followed trace's bytes come from: a file (``TraceFile``), or bytes a test appends
/// to, truncates and replaces.
public protocol TraceSource {
  /// How the source looks now: `nil` when it does not exist (yet).
  func snapshot() -> TraceSnapshot?
  /// Up to `count` bytes from byte `offset`; fewer (or none) at the end.
  ///
  /// - Throws: Why the bytes cannot be read, in words.
  func read(from offset: Int, count: Int) throws(TraceSourceFailure) -> [UInt8]
}

/// Why a ``TraceSource`` cannot be read, in words: `it is a folder`.
public struct TraceSourceFailure: LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The reason.
  public var reason: String

  /// A failure for `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }

  /// The reason, as Foundation's `localizedDescription` gives it.
  public var errorDescription: String? { reason }
}

/// What a ``TraceSource`` holds now: its size, and what it is, so that a file replaced by
/// another (a log rotated) is told from one grown.
public struct TraceSnapshot: Hashable, Sendable {
  /// The size in bytes.
  public var size: Int
  /// What the source is (a file's device and inode); another value means another file.
  public var identity: [UInt64]
  /// Why the source cannot be read as a trace — `it is a FIFO, not a file` — or `nil` when it
  /// can.
  public var unreadable: String?

  /// Creates a snapshot.
  public init(size: Int, identity: [UInt64] = [], unreadable: String? = nil) {
    self.size = size
    self.identity = identity
    self.unreadable = unreadable
  }
}

/// A trace file, read by byte offset: each read opens it, seeks and reads, so a file replaced
/// under the same path is read as the new file.
///
/// Only a regular file (or a symbolic link to one) is read. A folder, a FIFO, a device or a
/// socket is refused by what it is (``TraceSnapshot/unreadable``), never opened to wait on: a
/// FIFO with no writer would block its reader forever, and a device never ends.
public struct TraceFile: TraceSource, Sendable {
  /// The path, as given.
  public var path: String

  /// A trace file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The file's size and identity (device and inode), or `nil` when nothing is at `path`;
  /// for anything but a regular file, why it is not read.
  public func snapshot() -> TraceSnapshot? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return TraceSnapshot(
      size: Int(status.st_size), identity: [UInt64(status.st_dev), UInt64(status.st_ino)],
      unreadable: Self.unreadable(status))
  }

  /// Reads up to `count` bytes from `offset`. O(count).
  ///
  /// - Throws: Why it cannot: it is not a regular file, or the system's reason.
  public func read(from offset: Int, count: Int) throws(TraceSourceFailure) -> [UInt8] {
    // O_NONBLOCK: a FIFO put in the file's place is never waited on, only refused.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TraceSourceFailure(reason: Descriptor.wording(of: errno))
    }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw TraceSourceFailure(reason: Descriptor.wording(of: errno))
    }
    if let reason = Self.unreadable(status) { throw TraceSourceFailure(reason: reason) }
    var bytes = [UInt8](repeating: 0, count: max(0, count))
    var filled = 0
    while filled < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        pread(
          descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled,
          off_t(offset + filled))
      }
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { throw TraceSourceFailure(reason: Descriptor.wording(of: errno)) }
      if read == 0 { break }
      filled += read
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// Why a file of `status` is not read as a trace, or `nil` for a regular file.
  private static func unreadable(_ status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: FileTargetError.folder.description
    case S_IFIFO: "it is a FIFO, not a file"
    case S_IFSOCK: FileTargetError.socket.description
    default: FileTargetError.device.description
    }
  }
}
