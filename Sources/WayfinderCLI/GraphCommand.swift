import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder graph [PATH] --format mermaid|dot|svg|png`: prints an app's screens, actions,
/// tabs, modals, deep links, launch DAG and interactions as a graph.
struct GraphCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print an app's navigation graph as Mermaid, Graphviz DOT, SVG or PNG.",
    discussion: """
      svg and png are drawn by Graphviz's 'dot' (the graphviz package), which must be \
      installed; without it the command says so and exits with status 69. dot's layout time \
      grows much faster than the graph, so it is given at most --max-screens screens (and five \
      edges a screen), 2 GiB of memory and 60 seconds of processor time; a bigger graph is \
      refused with status 1 (print its source with --format dot instead). A signal that ends \
      wayfinder ends dot too.
      """
  )

  /// The output format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid
    case dot
    case svg
    case png
  }

  @Argument(help: "The folder or file holding the app's flows.")
  var path: String = "Flows"

  @Option(help: "The app: its name under PATH (folder or app: name), or its folder.")
  var app: String?

  @Option(help: "Output format: mermaid, dot, or svg or png (drawn by Graphviz's dot).")
  var format: Format = .mermaid

  @Flag(
    help: """
      Run the app's scenarios and draw the edges they take in green, those they miss in red; \
      an edge taken whose when: outcome or deep-link phase was never seen in amber, saying which.
      """)
  var coverage = false

  @Option(
    help: ArgumentHelp(
      """
      Mark where the session recorded in this trace ended: its last screen, and the edges of \
      the trail that led there, numbered in order.
      """, valueName: "trace"))
  var highlight: String?

  @Option(
    help: ArgumentHelp(
      "With svg or png, the most screens handed to Graphviz (and five edges a screen).",
      valueName: "n"))
  var maxScreens = GraphvizRenderer.defaultMaximumScreens

  func validate() throws {
    try AppArgument.requireFlows(path, app: app)
    if let highlight { try PathArgument.requireExisting(highlight) }
    guard maxScreens >= 1 else {
      throw ValidationError("--max-screens must be at least 1, but was \(maxScreens).")
    }
  }

  func run() async throws {
    let chosen: FlowCatalog.App?
    let loaded: FlowLoadResult
    if let app {
      let named = try AppArgument.app(app, in: path)
      (chosen, loaded) = (named, FlowLoader.load(named))
    } else {
      chosen = try? FlowCatalog.apps(at: path).get().first
      loaded = FlowLoader.load(path: path)
    }
    guard let definition = loaded.definition else {
      Console.write(loaded.rendered(), to: .error)
      throw ExitCode(1)
    }
    var graph = FlowGraph(definition)
    if coverage {
      graph = graph.marking(
        chosen.map { exercised(by: definition, of: $0) } ?? Coverage(definition))
    }
    if let highlight {
      do throws(GraphHighlight.Failure) {
        let marked = try GraphHighlight(
          reading: TraceFile(path: highlight), path: highlight, definition: definition)
        for warning in marked.warnings {
          Console.writeLine(
            "warning: \(highlight): \(warning)", to: .error)
        }
        graph = graph.highlighting(marked)
      } catch {
        Console.writeLine(error.description, to: .error)
        throw ExitCode(1)
      }
    }
    switch format {
    case .mermaid: Console.write(graph.mermaid())
    case .dot: Console.write(graph.dot())
    case .svg, .png:
      do throws(GraphvizRenderer.Failure) {
        let size = GraphvizRenderer.Size(
          screens: (graph.clusters.flatMap(\.nodes) + graph.nodes).count { $0.kind == .screen },
          edges: graph.edges.count)
        try GraphvizRenderer.check(
          size, maximum: .maximum(screens: maxScreens), format: format.rawValue)
        let picture = try await GraphvizRenderer.render(
          graph.dot(), size: size, format: format.rawValue)
        Console.write(bytes: picture)
      } catch {
        Console.writeLine(error.description, to: .error)
        if case .notInstalled = error { throw ExitCode(ExitStatus.unavailable) }
        throw ExitCode(ExitStatus.failure)
      }
    }
  }

  /// What the scenario files of `app` exercise, played as `wayfinder test` plays them (failing
  /// scenarios count up to their failure).
  private func exercised(
    by definition: FlowDefinition, of chosen: FlowCatalog.App
  ) -> Coverage {
    var coverage = Coverage(definition)
    let runner = ScenarioRunner(definition: definition)
    for file in ScenarioCatalog.files(of: chosen) {
      let parsed = ScenarioFile.load(path: file, for: definition)
      for scenario in parsed.scenarios { coverage.formUnion(runner.run(scenario).covered) }
    }
    return coverage
  }
}
