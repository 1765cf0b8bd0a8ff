import ArgumentParser

/// The `wayfinder` command: walks, checks and tests the navigation flows in `Flows/`.
@main
struct WayfinderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wayfinder",
    abstract: "Walk, check and test app navigation flows.",
    subcommands: [
      RunCommand.self, CheckCommand.self, TestCommand.self, PathsCommand.self, GraphCommand.self,
    ],
    defaultSubcommand: RunCommand.self
  )
}
