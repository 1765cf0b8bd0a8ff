import Foundation
import WayfinderFlowFiles

/// An app's flow files as a commit of its git repository holds them, read with git's plumbing
/// (`rev-parse`, `ls-tree`, `cat-file`) into memory: nothing is checked out and no temporary
/// folder is left behind, whatever ends the process. Diagnostics name a file
/// `REVISION:PATH/app.yaml`.
///
/// git runs in the nearest existing folder of the path, with its arguments as a list (no
/// shell), the revision after `--end-of-options` and paths taken literally, so neither the
/// revision nor the path can be read as an option, a pathspec's magic or shell text.
struct GitRevision {
  /// Why the revision's files cannot be read.
  enum Failure: Error, CustomStringConvertible {
    /// No `git` on the `PATH`.
    case gitMissing
    /// git refused: what was asked, and git's own first line.
    case refused(String)

    var description: String {
      switch self {
      case .gitMissing:
        "error: git is not installed (no 'git' on the PATH); install git to compare revisions"
      case .refused(let message): "error: " + message
      }
    }
  }

  /// One file of the listing: its path from the folder git runs in, object, size.
  private struct Blob {
    var path: String
    var object: String
    var size: Int
  }

  /// The revision as given (`HEAD~1`), for messages and file names.
  let revision: String
  /// The app's path as given (`Flows/shop`).
  let path: String
  /// The files larger than this are refused, as the loader refuses them.
  var maximumFileSize = FlowLoader.Options().maximumFileSize

  /// The app's flow files at the revision, in name order, each named `REVISION:PATH/NAME`: the
  /// files directly in the folder, or those of its one app folder; or the one file `path`
  /// names.
  func sources() throws(Failure) -> [FlowSource] {
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      throw .refused(
        "'\(revision)' is not a revision: a revision cannot be empty or start with '-'")
    }
    let (folder, relative) = Self.existingFolder(of: path)
    let top = try git(["rev-parse", "--show-toplevel"], in: folder) {
      "'\(path)' is not in a git repository, so it has no revision '\(revision)' (git: \($0))"
    }
    let commit = try git(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: folder
    ) { _ in
      "'\(revision)' is not a commit of the repository at '\(Self.line(top))'; give a commit, "
        + "a branch or a tag (git log lists them)"
    }
    let listing = try git(
      [
        "--literal-pathspecs", "ls-tree", "-r", "-l", "-z", Self.line(commit), "--",
        relative ?? ".",
      ],
      in: folder
    ) { "cannot list '\(path)' at revision '\(revision)' (git: \($0))" }
    let blobs = try appFiles(in: Self.blobs(listing), under: relative)
    var sources: [FlowSource] = []
    for blob in blobs {
      let name = "\(revision):\(Self.shown(blob.path, under: relative, as: path))"
      guard blob.size <= maximumFileSize else {
        throw .refused(
          "\(name) is \(blob.size) bytes, more than the \(maximumFileSize) a flow file may have")
      }
      let bytes = try run(["cat-file", "blob", blob.object], in: folder) {
        "cannot read \(name) (git: \($0))"
      }
      sources.append(FlowSource(path: name, bytes: bytes))
    }
    return sources
  }

  /// The flow files of the app at `relative` among `blobs`: the file itself, the flow files
  /// directly in the folder, or those of its only subfolder that has flow files.
  private func appFiles(in blobs: [Blob], under relative: String?) throws(Failure) -> [Blob] {
    let prefix = relative.map { $0 + "/" } ?? ""
    if let relative, let file = blobs.first(where: { $0.path == relative }) { return [file] }
    func isFlowFile(_ name: Substring) -> Bool {
      !name.hasPrefix(".")
        && FlowCatalog.extensions.contains((String(name) as NSString).pathExtension.lowercased())
    }
    var own: [Blob] = []
    var apps: [String: [Blob]] = [:]
    for blob in blobs where blob.path.hasPrefix(prefix) {
      let parts = blob.path.dropFirst(prefix.count).split(separator: "/")
      if parts.count == 1, isFlowFile(parts[0]) { own.append(blob) }
      if parts.count == 2, !parts[0].hasPrefix("."), isFlowFile(parts[1]) {
        apps[String(parts[0]), default: []].append(blob)
      }
    }
    if !own.isEmpty { return own.sorted { $0.path < $1.path } }
    guard !blobs.isEmpty else {
      throw .refused("'\(path)' does not exist at revision '\(revision)'")
    }
    guard apps.count == 1, let files = apps.values.first else {
      let names = apps.keys.sorted().joined(separator: ", ")
      throw .refused(
        apps.isEmpty
          ? "'\(path)' holds no flow files at revision '\(revision)'"
          : "'\(path)' holds several apps at revision '\(revision)' (\(names)); diff one app's folder"
      )
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `ls-tree -r -l -z`'s blobs: `MODE TYPE OBJECT SIZE\tPATH`, each ended by a NUL.
  private static func blobs(_ listing: String) -> [Blob] {
    listing.split(separator: "\0").compactMap { record in
      guard let tab = record.firstIndex(of: "\t") else { return nil }
      let fields = record[..<tab].split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 4, fields[1] == "blob", let size = Int(fields[3]) else { return nil }
      return Blob(
        path: String(record[record.index(after: tab)...]), object: String(fields[2]), size: size)
    }
  }

  /// The nearest existing folder of `path` and the rest of the path from it (`nil` when
  /// `path` is that folder).
  private static func existingFolder(of path: String) -> (String, String?) {
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    var isFolder: ObjCBool = false
    while !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
      && isFolder.boolValue), folder.pathComponents.count > 1
    {
      rest.insert(folder.lastPathComponent, at: 0)
      folder.deleteLastPathComponent()
    }
    return (folder.path, rest.isEmpty ? nil : rest.joined(separator: "/"))
  }

  /// A listed file's path as the user wrote the app's: `Flows/shop/app.json`.
  private static func shown(_ file: String, under relative: String?, as path: String) -> String {
    if let relative, file == relative { return path }
    let inside = relative.map { String(file.dropFirst($0.count + 1)) } ?? file
    return (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + inside
  }

  /// The first line of `text`, without its line break.
  private static func line(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  /// What `git arguments…` prints in `folder` as text, without its last line break, or a
  /// failure saying `message(git's first line)`.
  private func git(
    _ arguments: [String], in folder: String, failing message: (String) -> String
  ) throws(Failure) -> String {
    let bytes = try run(arguments, in: folder, failing: message)
    return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
  }

  /// What `git arguments…` prints in `folder`, byte for byte, or a failure saying
  /// `message(git's first line)`.
  private func run(
    _ arguments: [String], in folder: String, failing message: (String) -> String
  ) throws(Failure) -> [UInt8] {
    guard let executable = Self.executable() else { throw .gitMissing }
    let result: ProcessOutput
    do {
      result = try ProcessOutput.run(
        executable, ["-C", folder] + arguments,
        environment: ["GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"])
    } catch {
      throw .refused("cannot run git: \(error.localizedDescription)")
    }
    guard result.status == 0 else {
      let said = Self.line(result.error.trimmingCharacters(in: .whitespacesAndNewlines))
      throw .refused(message(said.hasPrefix("fatal: ") ? String(said.dropFirst(7)) : said))
    }
    return result.output
  }

  /// The `git` the `PATH` names first.
  private static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/git"
      if FileManager.default.isExecutableFile(atPath: String(candidate)) {
        return String(candidate)
      }
    }
    return nil
  }
}
