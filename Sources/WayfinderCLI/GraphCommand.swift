import ArgumentParser
import Foundation
import WayfinderDefinitions

/// `wayfinder graph [PATH] --format mermaid|dot`: prints an app's screens, actions, tabs,
/// modals, deep links and launch DAG as a graph.
struct GraphCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print an app's navigation graph as Mermaid or Graphviz DOT."
  )

  /// The output format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid
    case dot
  }

  @Argument(help: "The folder or file holding the app's flows.")
  var path: String = "Flows"

  @Option(help: "The app, by folder or app name, when PATH holds several.")
  var app: String?

  @Option(help: "Output format: mermaid or dot.")
  var format: Format = .mermaid

  func validate() throws {
    try PathArgument.requireExisting(path)
  }

  func run() async throws {
    let loaded = FlowLoader.load(path: path, app: app)
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    let graph = FlowGraph(definition)
    let text = format == .mermaid ? graph.mermaid() : graph.dot()
    Console.write(text)
  }
}
