#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Dispatch
import Wayfinder
internal import WayfinderPersistence
internal import WayfinderTools

/// Saves the REPL's state after every change, where `--state` (or the default location) says.
///
/// - A regular file is replaced atomically on each save, under an advisory lock
///   (``StateFileLock``) held for the whole session. When another session holds the lock, this
///   one runs read-only: it restores the saved state but never saves, and says so — unless it
///   was asked to wait for the lock. A lock that cannot be taken at all (its lock file is a
///   folder, a link, a FIFO…) is said too, and the session runs read-only: never unlocked.
/// - A FIFO or an inherited pipe (`--state >(…)`) gets the whole document after each change,
///   written through it; nothing is restored from it.
///
/// A failed save is reported once per distinct reason, and makes the exit status
/// ``ExitStatus/outputLost``. Saves are serialized, so the signal handlers can wait for one in
/// progress before the process ends (``finish()``) — for a bounded time, and stopping a write
/// that waits for a pipe's reader, so that a signal always ends the session.
final class StateKeeper: Sendable {
  /// Where the state goes.
  enum Destination: Sendable {
    /// A regular file, with the lock this session holds on it.
    case file(StateStore, lock: StateFileLock)
    /// A regular file another session holds: restore only.
    case readOnly(StateStore)
    /// A path that is not a regular file (a folder, or one that cannot be looked at), so
    /// there is nothing to lock: restored from, and every save fails for `reason` and is
    /// reported — never written, even if the path becomes a file meanwhile.
    case unsaveable(StateStore, reason: String)
    /// A FIFO or pipe, written through; the descriptor is this process's own.
    case stream(descriptor: Int32, path: String)
  }

  /// Whether saves are still taken, and how many are under way.
  private struct Progress {
    var closed = false
    var saving = 0
  }

  /// How long ``finish()`` waits for a save under way before the process ends all the same.
  static let finishDeadline: DispatchTimeInterval = .seconds(2)

  let destination: Destination
  /// The last failure reported; serializes saves too.
  private let lastFailure = Locked<String?>(nil)
  private let progress = Locked(Progress())
  /// Signalled when the last save under way ends after ``finish()`` has begun.
  private let lastSaveEnded = DispatchSemaphore(value: 0)
  /// A pipe ``finish()`` writes to, to stop a stream write waiting for its reader: read end,
  /// write end. Both close-on-exec; immutable and closed only in `deinit`.
  private let wakeup: (read: Int32, write: Int32)?

  private init(destination: Destination) {
    self.destination = destination
    var ends: [Int32] = [-1, -1]
    if case .stream = destination, pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      wakeup = (ends[0], ends[1])
    } else {
      wakeup = nil
    }
  }

  deinit {
    if case .stream(let descriptor, _) = destination { _ = close(descriptor) }
    if let wakeup {
      _ = close(wakeup.read)
      _ = close(wakeup.write)
    }
  }

  /// Why the state cannot be kept at a path.
  struct Refusal: Error, CustomStringConvertible {
    /// The line to show, with the path's control characters escaped.
    var description: String

    init(description: String) { self.description = description }
  }

  /// Opens `path` for keeping state: takes its lock (waiting for it when `waiting`), or opens
  /// the FIFO or pipe it names.
  ///
  /// - Throws: ``Refusal`` for a device, socket or another user's file, or a FIFO that
  ///   cannot be opened.
  static func open(path: String, waiting: Bool) throws(Refusal) -> StateKeeper {
    let store = StateStore(path: path)
    let target: FileTarget
    do throws(FileTargetError) {
      target = try FileTarget.resolve(path)
    } catch .folder {
      return StateKeeper(
        destination: .unsaveable(store, reason: FileTargetError.folder.description))
    } catch .inaccessible(let reason) {
      return StateKeeper(destination: .unsaveable(store, reason: reason))
    } catch {
      throw Refusal(description: "Cannot keep state in '\(path)': \(error).")
    }
    switch target {
    case .regularFile(let resolved):
      // `/dev/fd/N` naming a regular file: that file, by its name, is replaced on each save.
      let named =
        FileTarget.inheritedDescriptor(named: path) == nil ? store : StateStore(path: resolved)
      return StateKeeper(destination: lock(named, waiting: waiting))
    case .fifo(let fifo), .nullDevice(let fifo):
      let descriptor = openForWriting(fifo)
      guard descriptor >= 0 else {
        throw Refusal(
          description: "Cannot keep state in '\(path)': \(Descriptor.wording(of: errno)).")
      }
      return StateKeeper(destination: .stream(descriptor: descriptor, path: path))
    case .inherited(_, .device):
      throw Refusal(description: "Cannot keep state in '\(path)': it is a device, not a file.")
    case .inherited(let inherited, _):
      let descriptor = fcntl(inherited, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else {
        throw Refusal(
          description: "Cannot keep state in '\(path)': \(Descriptor.wording(of: errno)).")
      }
      return StateKeeper(destination: .stream(descriptor: descriptor, path: path))
    }
  }

  private static func lock(_ store: StateStore, waiting: Bool) -> Destination {
    do throws(StateFileError) {
      switch try StateFileLock.acquire(for: store.file, waiting: false) {
      case .acquired(let lock):
        return .file(store, lock: lock)
      case .heldElsewhere(let holder):
        let who =
          holder.map { "another wayfinder session (process \($0))" }
          ?? "another wayfinder session"
        guard waiting else {
          Console.report(
            "State file '\(store.path)' is in use by \(who): this "
              + "session will not save its state. Use --wait to wait for the other session "
              + "instead.")
          return .readOnly(store)
        }
        Console.report(
          "State file '\(store.path)' is in use by \(who); waiting for "
            + "it to end.")
        if case .acquired(let lock) = try StateFileLock.acquire(for: store.file, waiting: true) {
          return .file(store, lock: lock)
        }
        return .readOnly(store)
      }
    } catch .cannotLock(let path, let lockPath, let reason) {
      // Without the lock, two sessions could overwrite each other's state: save nothing.
      Console.reportLoss(
        "State file '\(path)' cannot be locked: its lock file '\(lockPath)' \(reason); this "
          + "session will not save its state. Remove it, or choose another file with --state.")
      return .readOnly(store)
    } catch {
      Console.reportLoss(error.description)
      return .readOnly(store)
    }
  }

  /// The store to restore from, or `nil` for a stream (nothing to read back).
  var store: StateStore? {
    switch destination {
    case .file(let store, _), .readOnly(let store), .unsaveable(let store, _): store
    case .stream: nil
    }
  }

  /// Saves `session`'s state and facts; a failure is reported on standard error (once per
  /// reason) and recorded for the exit status.
  func save(_ session: AppSession) {
    let taken = progress.withLock { progress in
      guard !progress.closed else { return false }
      progress.saving += 1
      return true
    }
    guard taken else { return }
    defer {
      let last = progress.withLock { progress in
        progress.saving -= 1
        return progress.closed && progress.saving == 0
      }
      if last { lastSaveEnded.signal() }
    }
    lastFailure.withLock { lastFailure in
      let failure: String?
      switch destination {
      case .readOnly:
        failure = nil
      case .unsaveable(let store, let reason):
        failure = StateFileError.unwritable(path: store.path, reason: reason).description
      case .file(let store, _):
        do throws(StateFileError) {
          try store.save(session)
          failure = nil
        } catch {
          failure = error.description
        }
      case .stream(let descriptor, let path):
        failure = write(session, to: descriptor, path: path)
      }
      guard let failure else { return }
      if failure != lastFailure {
        Console.reportLoss(failure)
      }
      lastFailure = failure
    }
  }

  /// Takes no more saves, and waits for a save under way to end, for at most
  /// ``finishDeadline``. Called from any thread before the process exits on a signal.
  ///
  /// A save writing through a FIFO or pipe whose reader stopped reading is stopped at once
  /// (and said); a save of a file is waited for, and when it has not ended by the deadline
  /// the process ends all the same — the file then still holds the state saved before, since
  /// files are replaced atomically.
  func finish() {
    let saving = progress.withLock { progress in
      progress.closed = true
      return progress.saving > 0
    }
    guard saving else { return }
    if let wakeup { _ = systemWrite(wakeup.write, "x", 1) }
    _ = lastSaveEnded.wait(timeout: .now() + Self.finishDeadline)
  }

  private func write(_ session: AppSession, to descriptor: Int32, path: String) -> String? {
    let document = SavedState(session)
    do throws(Descriptor.Failure) {
      let bytes: [UInt8]
      do {
        bytes = try document.encoded()
      } catch {
        return "Cannot save state to '\(path)': \(error)."
      }
      if let wakeup {
        try Descriptor.write(bytes, to: descriptor, unlessReadable: wakeup.read)
      } else {
        try Descriptor.write(bytes, to: descriptor)
      }
      return nil
    } catch  where error.code == ECANCELED {
      return "Cannot save state to '\(path)': the session ended while waiting for its reader."
    } catch {
      return "Cannot save state to '\(path)': \(error)."
    }
  }
}

/// `open(2)` for writing, named apart from ``StateKeeper/open(path:waiting:)``. Waits for a
/// reader when `path` is a FIFO.
private func openForWriting(_ path: String) -> Int32 {
  open(path, O_WRONLY | O_CLOEXEC)
}

/// `write(2)`, named apart from the keeper's own.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
