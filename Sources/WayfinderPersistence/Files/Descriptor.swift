#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reading and writing whole buffers through file descriptors, with the system's own words for
/// what went wrong.
///
/// Unlike `FileHandle.write`, which traps when the disk is full or the reader of a pipe has
/// gone, these report the failure to their caller.
package enum Descriptor {
  /// What a failed read or write returned: the `errno` value and the system's wording of it.
  package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value, such as `EPIPE`.
    package var code: Int32
    /// How many bytes were written (or read) before it failed.
    var transferred: Int

    package init(code: Int32, transferred: Int = 0) {
      self.code = code
      self.transferred = transferred
    }

    /// The system's wording: `No space left on device`.
    package var description: String { Descriptor.wording(of: code) }
  }

  /// Writes every byte of `bytes` to `descriptor`, in order.
  ///
  /// Retries when interrupted by a signal, and waits for a descriptor that is not blocking to
  /// take more (a terminal or pipe another program shares).
  ///
  /// - Throws: ``Failure`` with how much was written before it failed.
  package static func write(
    _ bytes: some Collection<UInt8>, to descriptor: Int32
  ) throws(Failure) {
    let contiguous = Array(bytes)
    var written = 0
    while written < contiguous.count {
      let count = contiguous[written...].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        written += count
        continue
      }
      let code = count < 0 ? errno : EIO
      switch code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilWritable(descriptor)
      default: throw Failure(code: code, transferred: written)
      }
    }
  }

  /// Writes every byte of `bytes` to the pipe, FIFO or socket `descriptor`, in order, unless
  /// `wakeup` becomes readable first.
  ///
  /// Waits for room with `poll(2)` on both, and writes at most `PIPE_BUF` bytes once there is
  /// room, so that no `write(2)` waits for a reader that stopped reading: the wait ends as
  /// soon as something is written to `wakeup`.
  ///
  /// - Throws: ``Failure`` with `ECANCELED` when `wakeup` became readable first, or the
  ///   system's error.
  package static func write(
    _ bytes: some Collection<UInt8>, to descriptor: Int32, unlessReadable wakeup: Int32
  ) throws(Failure) {
    let contiguous = Array(bytes)
    let chunk = Int(PIPE_BUF)
    var written = 0
    while written < contiguous.count {
      var entries = [
        pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&entries, 2, -1) >= 0 else {
        if errno == EINTR { continue }
        throw Failure(code: errno, transferred: written)
      }
      if entries[1].revents != 0 { throw Failure(code: ECANCELED, transferred: written) }
      guard entries[0].revents != 0 else { continue }
      let end = min(written + chunk, contiguous.count)
      let count = contiguous[written..<end].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        written += count
        continue
      }
      let code = count < 0 ? errno : EIO
      guard code == EINTR || code == EAGAIN || code == EWOULDBLOCK else {
        throw Failure(code: code, transferred: written)
      }
    }
  }

  /// Reads `descriptor` to its end.
  ///
  /// - Parameters:
  ///   - descriptor: An open descriptor.
  ///   - limit: The most bytes to accept, or `nil` for no limit.
  /// - Returns: The bytes, or `nil` when there are more than `limit`.
  /// - Throws: ``Failure``.
  package static func readToEnd(_ descriptor: Int32, limit: Int? = nil) throws(Failure) -> [UInt8]?
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        switch errno {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK: waitUntilReadable(descriptor)
        case let code: throw Failure(code: code, transferred: bytes.count)
        }
        continue
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      if let limit, bytes.count > limit { return nil }
    }
  }

  /// The system's wording of `code`: `Broken pipe`.
  package static func wording(of code: Int32) -> String { String(cString: strerror(code)) }

  private static func waitUntilWritable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, -1)
  }

  private static func waitUntilReadable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&entry, 1, -1)
  }
}
