#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// What a path given for writing (`--state`, `--trace`) really names, decided before anything
/// is written, so that only a regular file is ever created, truncated or replaced.
///
/// - A regular file, or a path where nothing is yet, may be written and replaced. Symbolic links
///   are followed: a link to a regular file writes that file; a dangling link creates its
///   target; the link itself is never replaced.
/// - A FIFO is written through, in order, and never replaced.
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` name a descriptor the
///   process inherited (`--trace >(jq .)` passes `/dev/fd/63`): it is written through, or a
///   regular file behind it is treated as that file by name, when the caller asks.
/// - `/dev/null` is written to (so `--trace /dev/null` keeps nothing, as a user expects).
/// - Folders, other devices and sockets reached by name are refused, and so is a regular file that
///   belongs to another user.
package enum FileTarget: Hashable, Sendable {
  /// A regular file, existing or not, at this path (links resolved).
  case regularFile(path: String)
  /// A FIFO at this path (links resolved): open it for writing and write through it.
  case fifo(path: String)
  /// The null device (`/dev/null`): written to, and what is written is discarded.
  case nullDevice(path: String)
  /// An inherited descriptor that is not a regular file: write through a duplicate of it.
  case inherited(descriptor: Int32, kind: StreamKind)

  /// What an inherited descriptor is.
  package enum StreamKind: Hashable, Sendable {
    /// A pipe or FIFO.
    case pipe
    /// A socket.
    case socket
    /// A terminal or another character or block device.
    case device
    /// A regular file.
    case file
  }

  /// The most symbolic links followed before giving up, as the system does.
  private static let linkLimit = 40

  /// Decides what `path` names.
  ///
  /// - Parameters:
  ///   - path: The path given.
  ///   - namingInheritedFiles: Whether a regular file behind an inherited descriptor is
  ///     ``regularFile(path:)`` by its name (to be replaced, as a state file is), rather than
  ///     ``inherited(descriptor:kind:)`` (to be written through, at the descriptor's offset,
  ///     as a trace is).
  /// - Returns: What to write, and how.
  /// - Throws: ``FileTargetError`` for what must not be written.
  package static func resolve(
    _ path: String, namingInheritedFiles: Bool = true
  ) throws(FileTargetError) -> FileTarget {
    var current = path
    for _ in 0...linkLimit {
      if let descriptor = inheritedDescriptor(named: current) {
        return try inherited(descriptor, naming: namingInheritedFiles)
      }
      var status = stat()
      guard lstat(current, &status) == 0 else {
        // Nothing there yet: a file to create (saving reports a missing or blocked folder).
        if errno == ENOENT || errno == ENOTDIR { return .regularFile(path: current) }
        throw .inaccessible(Descriptor.wording(of: errno))
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        guard let target = linkTarget(current) else {
          throw .inaccessible(Descriptor.wording(of: errno))
        }
        current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
      case S_IFREG:
        guard status.st_uid == geteuid() else { throw .otherOwner }
        return .regularFile(path: current)
      case S_IFIFO: return .fifo(path: current)
      case S_IFDIR: throw .folder
      case S_IFSOCK: throw .socket
      case S_IFCHR where isNullDevice(status): return .nullDevice(path: current)
      default: throw .device
      }
    }
    throw .tooManyLinks
  }

  /// Whether `status` describes the same device as `/dev/null`.
  private static func isNullDevice(_ status: stat) -> Bool {
    var null = stat()
    return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR
      && null.st_rdev == status.st_rdev
  }

  /// The descriptor `path` names: 1 for `/dev/stdout`, N for `/dev/fd/N`.
  package static func inheritedDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        let digits = path.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.count < 10, digits.allSatisfy(\.isASCII),
          let number = Int32(digits)
        else { return nil }
        return number
      }
      return nil
    }
  }

  private static func inherited(
    _ descriptor: Int32, naming: Bool
  ) throws(FileTargetError) -> FileTarget {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .closedDescriptor(descriptor) }
    switch status.st_mode & S_IFMT {
    case S_IFREG where !naming:
      return .inherited(descriptor: descriptor, kind: .file)
    case S_IFREG:
      // The file's name, when it still has one that leads to the same file.
      if let named = linkTarget("/proc/self/fd/\(descriptor)"), named.hasPrefix("/") {
        var byName = stat()
        if stat(named, &byName) == 0, byName.st_dev == status.st_dev,
          byName.st_ino == status.st_ino
        {
          return try resolve(named)
        }
      }
      return .inherited(descriptor: descriptor, kind: .file)
    case S_IFIFO: return .inherited(descriptor: descriptor, kind: .pipe)
    case S_IFSOCK: return .inherited(descriptor: descriptor, kind: .socket)
    case S_IFDIR: throw .folder
    default: return .inherited(descriptor: descriptor, kind: .device)
    }
  }

  /// What the symbolic link at `path` holds, or `nil` with `errno` set.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The folder holding `path`: `.` for a bare name, `/` for a file at the root.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
