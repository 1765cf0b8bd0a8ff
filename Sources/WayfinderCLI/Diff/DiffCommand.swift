import ArgumentParser
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder diff OLD NEW`, or `wayfinder diff PATH --from REV [--to REV]`: what changed for
/// users between two versions of an app's flows, for code review.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what changed for users between two versions of an app's flows.",
    usage: """
      wayfinder diff <old> <new> [--format <format>]
      wayfinder diff <path> --from <rev> [--to <rev>] [--format <format>]
      """,
    discussion: """
      OLD and NEW are an app's folder (or flow file) each. With --from, PATH is one app, read \
      as git revision REV holds it (with git's plumbing, into memory: nothing is checked out), \
      against revision --to or, without it, the files on disk.

      Reported: screens, actions and the edges they take (an action's 'to'), added (+), \
      removed (-) or changed (~), a renamed screen as one removed and one added, each saying \
      'maybe renamed' when their content or title matches; deep links whose target or back \
      stack changed; the launch and interaction steps' order, conditions and prompt rules; \
      facts, properties and environment events. --format json writes the same as one line of \
      JSON with sorted keys; --format dot draws NEW's graph with what was added in green, what \
      changed in orange, and what was removed dashed in red. Comparing is O(size of \
      both apps), plus sorting each section's keys; loading the two versions costs more.

      Exit status: 0 when nothing changed, 1 when something did, 2 when OLD or NEW cannot be \
      read (flow files with errors, a revision that is not a commit, a path the revision does \
      not have, no git repository, a folder of several apps); 64 for a wrong command line (a \
      PATH that does not exist among them), 69 when git is not installed, 74 when output was \
      lost.
      """
  )

  /// The output format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case dot
  }

  @Argument(help: "OLD and NEW, two versions of an app; with --from, the app's PATH alone.")
  var paths: [String] = []

  @Option(help: ArgumentHelp("Compare PATH as this git revision holds it.", valueName: "rev"))
  var from: String?

  @Option(
    help: ArgumentHelp(
      "With --from, against this revision rather than the files on disk.", valueName: "rev"))
  var to: String?

  @Option(help: "Output format: text (for a reviewer), json, or dot (NEW's graph, in color).")
  var format: Format = .text

  func validate() throws {
    if from != nil {
      guard paths.count == 1 else {
        throw ValidationError("With --from, give one PATH, the app's, not \(paths.count).")
      }
      if to == nil { try PathArgument.requireExisting(paths[0]) }
    } else {
      guard to == nil else { throw ValidationError("--to needs --from: give both revisions.") }
      guard paths.count == 2 else {
        throw ValidationError(
          "Give OLD and NEW, two versions of an app, or one PATH with --from; got \(paths.count).")
      }
      for path in paths { try PathArgument.requireExisting(path) }
    }
  }

  func run() throws {
    let old: DiffSide
    let new: DiffSide
    if let from {
      old = .revision(from, of: paths[0])
      new = to.map { .revision($0, of: paths[0]) } ?? .files(at: paths[0])
    } else {
      old = .files(at: paths[0])
      new = .files(at: paths[1])
    }
    guard let before = old.definition, let after = new.definition else {
      Console.write(old.problems + new.problems, to: .error)
      let gitMissing = old.needsGit || new.needsGit
      throw ExitCode(gitMissing ? ExitStatus.unavailable : ExitStatus.cannotCompare)
    }
    var diff = FlowDiff(from: before, to: after, oldName: old.name, newName: new.name)
    // What the change does to users' saved states: a section of notes after the flows' own.
    if format != .dot { diff.addRestores(from: before, to: after) }
    switch format {
    case .text: Console.write(diff.text())
    case .json: Console.writeLine(diff.json())
    case .dot: Console.write(FlowGraph(changesFrom: before, to: after).dot())
    }
    if !diff.isEmpty { throw ExitCode(ExitStatus.failure) }
  }
}
