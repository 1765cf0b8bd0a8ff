/// The exit statuses of `wayfinder`, as `Docs/CommandLine.md` documents them.
enum ExitStatus {
  /// Everything worked.
  static let success: Int32 = 0
  /// `check` found errors, `test` had failures, a flow did not load, `--strict` saw a refused
  /// command, or `diff` found a change.
  static let failure: Int32 = 1
  /// `diff` or `restores` could not compare: flow files with errors, a revision that is not a
  /// commit, a path the revision does not have, no git repository, or a state file that holds
  /// no state it can restore (as `diff(1)` says trouble). Their 1 says that something changed.
  static let cannotCompare: Int32 = 2
  /// The command line was wrong (argument-parser's `EX_USAGE`).
  static let usage: Int32 = 64
  /// A program the command needs is not installed, such as Graphviz's `dot` for
  /// `graph --format svg` (`EX_UNAVAILABLE`).
  static let unavailable: Int32 = 69
  /// Output was lost: standard output or the trace could not be written (a closed pipe, a full
  /// disk, an I/O error), or the state could not be saved (`EX_IOERR`).
  static let outputLost: Int32 = 74
  /// The REPL ended on a signal: 128 + its number (143 for SIGTERM, 129 for SIGHUP).
  static func signal(_ number: Int32) -> Int32 { 128 + number }
}
