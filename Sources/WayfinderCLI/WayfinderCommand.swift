import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `wayfinder` command: walks, checks and tests the navigation flows in `Flows/`.
@main
struct WayfinderCommand: AsyncParsableCommand {
  /// What `wayfinder --version` prints.
  static let version = "3.0.0-dev"

  static let configuration = CommandConfiguration(
    commandName: "wayfinder",
    abstract: "Walk, check and test app navigation flows.",
    discussion: """
      Exit status: 0 on success; 1 when 'check' finds errors, 'test' has failures, 'replay' \
      finds a disagreement, a flow does not load, '--strict' sees a refused command, \
      'inspect' (without --follow) or 'graph --highlight' meets a trace line it cannot read, \
      'diff' finds a change, or 'restores' finds a state that moves or is refused; 2 when \
      'diff' or 'restores' cannot compare (a version does not load, a state file holds no \
      state); 64 \
      for a wrong command line (an unknown \
      option, a bad value, a PATH that does not exist); 69 when a program a command needs \
      is not installed (Graphviz's dot for 'graph --format svg', git for 'diff --from'); 74 when \
      output was lost (standard output, standard error or the trace could not be written, or \
      the state could not be saved); 128+N when the REPL ends on signal N (143 for SIGTERM, 131 for SIGQUIT).
      """,
    version: WayfinderCommand.version,
    subcommands: [
      RunCommand.self, CheckCommand.self, TestCommand.self, PathsCommand.self,
      RestoresCommand.self, GraphCommand.self, DiffCommand.self, BaselineCommand.self,
      ReplayCommand.self, InspectCommand.self,
      GenerateCommand.self,
    ],
    defaultSubcommand: RunCommand.self
  )

  /// Parses the command line and runs the command, writing help, errors and everything else
  /// through ``Console``, so that no output condition ends the process without saying so.
  static func main() async {
    Console.prepare()
    Termination.endOnQuit()
    var status = ExitStatus.success
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let message = fullMessage(for: error)
      status = exitCode(for: error).rawValue
      if !message.isEmpty {
        Console.writeLine(message, to: status == ExitStatus.success ? .output : .error)
      }
    }
    endProcess(Console.exitStatus(status))
  }
}

/// `exit(3)`, named apart from argument-parser's `exit(withError:)`.
private func endProcess(_ status: Int32) -> Never {
  exit(status)
}
