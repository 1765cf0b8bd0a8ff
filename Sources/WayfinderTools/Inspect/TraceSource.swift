import Foundation

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
public struct TraceSourceFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason.
  public var reason: String

  /// A failure for `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}

/// What a ``TraceSource`` holds now: its size, and what it is, so that a file replaced by
/// another (a log rotated) is told from one grown.
public struct TraceSnapshot: Hashable, Sendable {
  /// The size in bytes.
  public var size: Int
  /// What the source is (a file's device and inode); another value means another file.
  public var identity: [UInt64]

  /// Creates a snapshot.
  public init(size: Int, identity: [UInt64] = []) {
    self.size = size
    self.identity = identity
  }
}

/// A trace file, read by byte offset: each read opens it, seeks and reads, so a file replaced
/// under the same path is read as the new file.
public struct TraceFile: TraceSource, Sendable {
  /// The path, as given.
  public var path: String

  /// A trace file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The file's size and identity (device and inode), or `nil` when nothing is at `path`.
  /// A folder is reported by ``read(from:count:)``.
  public func snapshot() -> TraceSnapshot? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue
    else { return nil }
    let identity = [attributes[.systemNumber], attributes[.systemFileNumber]].compactMap {
      ($0 as? NSNumber)?.uint64Value
    }
    return TraceSnapshot(size: size, identity: identity)
  }

  /// Reads up to `count` bytes from `offset`. O(count).
  public func read(from offset: Int, count: Int) throws(TraceSourceFailure) -> [UInt8] {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw TraceSourceFailure(reason: "it is a folder")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw TraceSourceFailure(reason: "it cannot be opened for reading")
    }
    defer { try? handle.close() }
    do {
      try handle.seek(toOffset: UInt64(offset))
      return Array(try handle.read(upToCount: count) ?? Data())
    } catch {
      throw TraceSourceFailure(reason: error.localizedDescription)
    }
  }
}
