/// The exit statuses of `wayfinder`, as `Docs/CommandLine.md` documents them.
enum ExitStatus {
  /// Everything worked.
  static let success: Int32 = 0
  /// `check` found errors, `test` had failures, a flow did not load, or `--strict` saw a refused
  /// command.
  static let failure: Int32 = 1
  /// `restores` could not compare: a version did not load, or a state file holds no state it
  /// can restore.
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
