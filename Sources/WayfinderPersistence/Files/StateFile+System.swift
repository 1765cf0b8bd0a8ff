#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// `read(2)`, named apart from ``StateFile/read()``.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// `write(2)`, named apart from ``StateFile/write(_:)``.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

extension StateFile {
  /// Removes temporary files that saves of this file left behind when their process was killed
  /// (those whose process is gone). A save in progress in a live process is left alone.
  public func removeStaleTemporaryFiles() {
    guard case .regularFile(let target)? = try? FileTarget.resolve(path) else { return }
    let folder = Self.folder(of: target)
    let prefix = Self.temporaryPrefix(of: target)
    guard let directory = opendir(folder) else { return }
    defer { _ = closedir(directory) }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix),
        let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      stale.append(name)
    }
    for name in stale { _ = unlink(folder + "/" + name) }
  }

  /// `.state.json.tmp-`: temporary files are hidden and named after the file they replace.
  static func temporaryPrefix(of target: String) -> String {
    "." + (target.split(separator: "/").last.map(String.init) ?? target) + ".tmp-"
  }

  /// The folder holding `path`: `.` for a bare name, `/` for a file at the root.
  static func folder(of path: String) -> String { FileTarget.folder(of: path) }

  /// Creates `folder` and its missing parents.
  static func makeFolders(_ folder: String, for path: String) throws(StateFileError) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .unwritable(path: path, reason: "'\(folder)' is not a folder")
      }
      return
    }
    let parent = Self.folder(of: folder)
    if parent != folder { try makeFolders(parent, for: path) }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
      throw .unwritable(path: path, reason: "cannot create folder '\(folder)': \(lastError())")
    }
  }

  /// Flushes a folder's entries, so that a rename inside it survives a power loss. Best effort:
  /// the new contents are already in place when this runs.
  static func flushFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }

  /// The system's wording of `errno`.
  static func lastError() -> String { String(cString: strerror(errno)) }
}
