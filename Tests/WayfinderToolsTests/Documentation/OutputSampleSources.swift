import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import SavedStateFixtures
import WayfinderFlowFiles
@testable import WayfinderPersistence
import WayfinderTools

/// The refusals the article "Holding Swift navigation to the flow" quotes, made by the
/// transition function from the flow it describes.
enum HeldNavigationMessages {
  enum Page: Hashable, Sendable { case primary, secondary1, secondary2, tertiary, item, settings }

  static let rules = NavigationRules<Page>(
    declaredEdges: DeclaredEdges(
      actions: [
        "primary": [
          DeclaredAction("Go to Secondary 1", .screen("secondary1")),
          DeclaredAction("Go to Secondary 2", .screen("secondary2")),
        ],
        "secondary1": [DeclaredAction("Go to Tertiary", .screen("tertiary"))],
        "tertiary": [DeclaredAction("Show an item instead", .path(["item"]))],
        "settings": [DeclaredAction("Check out", .modal("checkout"))],
      ],
      screen: { "\($0)" }))

  /// What `command` on tab `tab1` at `root`, with `path` above it, is refused with.
  static func refusal(
    _ command: NavigationCommand<Page>, root: Page = .primary, path: [Page] = []
  ) throws -> String {
    var state = try NavigationState(tabs: [NavigationTab("tab1", root: root, path: path)])
    do {
      try state.apply(command, rules: rules)
      return "accepted: \(command)"
    } catch {
      return error.description
    }
  }

  @Sendable static func undeclared() throws -> String {
    try [
      refusal(.push(.tertiary)),
      refusal(.push(.tertiary), path: [.secondary2]),
      refusal(.setPath([.secondary2, .tertiary]), path: [.secondary1, .tertiary]),
    ].joined(separator: "\n")
  }

  @Sendable static func modal() throws -> String {
    try refusal(.present(.screen(.settings, id: "chekout")), root: .settings)
  }
}

/// Text the articles show as a library prints it.
enum RenderedMessage {
  /// The screen of the article "Rendering screens as text".
  @Sendable static func screen() throws -> String {
    enum Page: Hashable, Sendable { case inbox, message(id: Int) }
    let renderer = TextRenderer<Page>(appName: "Mail", options: RenderOptions(width: 40)) {
      page in
      switch page {
      case .inbox:
        ScreenContent(title: "Inbox", body: "2 unread", actions: ["Open message 7"])
      case .message(let id):
        ScreenContent(title: "Message \(id)", actions: ["Reply"])
      }
    }
    var state = try NavigationState(tabs: [NavigationTab("inbox", root: Page.inbox)])
    try state.apply(.push(.message(id: 7)))
    return renderer.render(state)
  }

  /// The notice of a state file that is not JSON, with its folder left out.
  @Sendable static func damagedStateFile() throws -> String {
    let folder = try TemporaryFolder()
    try folder.write("{ not json", to: "notes.json")
    let restoration = StateStore(path: folder.file("notes.json"))
      .restore(for: try Fixtures.notesDefinition())
    return restoration.notices.joined(separator: "\n")
      .replacingOccurrences(of: folder.path + "/", with: "")
  }
}

/// What the compiler says about the example app once the demo's flow renames a screen: the
/// example's own sources type-checked with the Swift generated from the renamed flow, as the
/// build plugin generates it.
enum ExampleBuildFailure {
  @Sendable static func messages() throws -> String {
    let root = Fixtures.packageRoot.path + "/"
    let flow = try String(contentsOfFile: root + "Flows/demo/app.yaml", encoding: .utf8)
      .replacingOccurrences(of: "secondary2", with: "secondaryTwo")
    let loaded = FlowLoader.load(sources: [FlowSource(path: "Flows/demo/app.yaml", text: flow)])
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let generated = try SwiftGenerator(
      definition: definition, options: SwiftGenerator.Options(isPublic: true)
    ).generate()
    let folder = root + "Examples/DemoApp/Sources/DemoApp/"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder + $0 }
    let log = try SampleCompiler.typeCheck([generated], files: files, module: "DemoApp")
    return log.output.replacingOccurrences(of: root, with: "")
  }
}
