import ArgumentParser

/// `wayfinder run [PATH]`: opens an app from its flow files.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open an app from its flow files and walk it."
  )

  @Argument(help: "The folder or file holding the app's flows.")
  var path: String = "Flows"

  func run() async throws {
    print("Wayfinder: \(path)")
  }
}
