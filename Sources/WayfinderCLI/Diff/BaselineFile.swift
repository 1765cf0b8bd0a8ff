import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// An app's committed baseline, `flows.baseline` in its folder: where it is, and how the app's
/// flows compare with it, for `wayfinder baseline` and `wayfinder check --baseline`.
struct BaselineFile {
  /// The largest baseline read: a baseline of the 10,000-screen benchmark app takes a few MiB.
  static let maximumSize = 64 * 1024 * 1024

  /// The file's path: `FOLDER/flows.baseline` for an app's folder, `NAME.baseline` beside a
  /// flow file given alone.
  var path: String
  /// The folder to name in `wayfinder baseline FOLDER`, or the flow file.
  var app: String

  /// The baseline of `app`, found at `given` (a folder of apps, an app's folder or a flow
  /// file).
  init(of app: FlowCatalog.App, at given: String) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), !isFolder.boolValue {
      self.app = given
      path = (given as NSString).deletingPathExtension + ".baseline"
    } else {
      let folder = ((app.files.first ?? given) as NSString).deletingLastPathComponent
      self.app = folder
      path = (folder as NSString).appendingPathComponent(FlowOutline.baselineFileName)
    }
  }

  /// The command that writes the file.
  var command: String { "wayfinder baseline \(app)" }

  /// How `definition` compares with the baseline: `nil` when it says the same, or an error
  /// naming the file (and the line of the first difference) with what changed, as `check`
  /// prints it.
  func mismatch(with definition: FlowDefinition) -> (diagnostic: Diagnostic, changes: String)? {
    let outline: FlowOutline
    switch read() {
    case .failure(let diagnostic): return (diagnostic, "")
    case .success(let read): outline = read
    }
    let diff = FlowDiff(
      from: outline, to: FlowOutline(definition), oldName: path, newName: app)
    guard !diff.isEmpty else { return nil }
    // The first entry of the first section that changed, as the baseline has it.
    let line = diff.sections.lazy.compactMap {
      $0.entries.compactMap(\.oldLine).min() ?? $0.oldLine
    }
    .first
    let count = "\(diff.count) change\(diff.count == 1 ? "" : "s")"
    let diagnostic = Diagnostic(
      .error,
      "the flows no longer say what their baseline says (\(count), below); if the change is "
        + "intended, run '\(command)' and commit the baseline with it",
      at: FileLocation(path: path, line: line ?? 1, column: 1))
    let report = diff.text().split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(2).dropLast().map { $0.isEmpty ? "" : "  " + $0 }
    return (diagnostic, report.joined(separator: "\n") + "\n")
  }

  /// The outline the file holds, or an error saying why it cannot be read.
  func read() -> Result<FlowOutline, Diagnostic> {
    let url = URL(fileURLWithPath: path)
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: url.resolvingSymlinksInPath().path)
    guard let attributes else {
      return .failure(
        Diagnostic(
          .error, "there is no baseline \(path); run '\(command)' to write it, and commit it",
          at: nil))
    }
    // A FIFO or a device would be waited on, and a huge file read whole.
    guard attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? Int ?? 0) <= Self.maximumSize,
      let data = FileManager.default.contents(atPath: path)
    else {
      return .failure(
        Diagnostic(
          .error,
          "cannot read the baseline \(path): it is not a readable file of at most "
            + "\(Self.maximumSize) bytes; run '\(command)' to write it again", at: nil))
    }
    do throws(FlowBaselineError) {
      return .success(try FlowOutline(baseline: String(decoding: data, as: UTF8.self), path: path))
    } catch {
      return .failure(
        Diagnostic(
          .error, "\(error.message); run '\(command)' to write it again",
          at: FileLocation(path: path, line: error.line, column: error.column)))
    }
  }
}
