/// Every Swift sample of the READMEs and the DocC articles, and how each is kept true. A sample
/// that is not listed here fails `SwiftSampleTests`, and so does an entry whose sample is gone.
enum SwiftSampleCatalog {
  static let readme = "README.md"
  static let core = "Sources/Wayfinder/Wayfinder.docc/"
  static let testing = "Sources/WayfinderTesting/WayfinderTesting.docc/"
  static let persistence = "Sources/WayfinderPersistence/WayfinderPersistence.docc/"
  static let flowFiles = "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/"
  static let tools = "Sources/WayfinderTools/WayfinderTools.docc/"
  static let ui = "Sources/WayfinderUI/WayfinderUI.docc/"

  /// The launch samples' navigator, coordinator, clock and service.
  static let launchContext = """
    let app: AppCoordinator<Route> = given()
    let navigator: Navigator<Route> = given()
    let launch: InteractionCoordinator<Route> = given()
    let facts: Facts = given()
    let clock: any Clock<Duration> = given()
    let api: API = given()
    """

  /// A Swift app on the demo's generated routes, saving its life and cold-launching from it.
  static let demoLifeContext = """
    let life: AppLife<DemoRoute> = given()
    let program: FlowProgram<DemoRoute> = given()
    let stateFile: String = given()
    """

  /// The same app live: its launch coordinator and the clock its prompts are counted in.
  static let demoLiveContext = """
    let launch: InteractionCoordinator<DemoRoute> = given()
    let program: FlowProgram<DemoRoute> = given()
    let promptClock: @Sendable () -> Duration = given()
    """

  static let entries: [SwiftSampleCheck] =
    readmeEntries + coreEntries + testingEntries + persistenceEntries + toolsEntries + uiEntries

  /// The launch hooks of the demo with services injected, and the test that fakes them, as the
  /// README and the article on launch hooks show them.
  static let hooksMirror = "Tests/WayfinderToolsTests/Codegen/InteractionHooksExampleTests.swift"
  static let hooksKey =
    "/// The app's configuration service: the real client in the app, a fake in its tests."

  static let readmeEntries: [SwiftSampleCheck] = [
    // An app's whole manifest: `.ci/examples` resolves it against this package.
    .init(file: readme, key: "// swift-tools-version: 6.2", form: .manifest),
    .init(
      file: readme, key: ".target(", form: .manifest, mirror: "Examples/DemoApp/Package.swift"),
    .init(file: readme, key: hooksKey, form: .declarations, mirror: hooksMirror),
    .init(
      file: readme, key: "struct FakeConfig: ConfigService {", form: .continued, mirror: hooksMirror
    ),
    .init(
      file: readme, key: "let program = DemoFlow.program(hooks: hooks)", form: .statements,
      context: "let hooks = DemoInteractionHooks()",
      mirror: "Tests/WayfinderToolsTests/Codegen/ReadmeGeneratedExampleTests.swift"),
    .init(
      file: readme, key: "let app = AppCoordinator(", form: .statements,
      mirror: "Tests/WayfinderToolsTests/Codegen/ReadmeGeneratedExampleTests.swift"),
    .init(
      file: readme, key: "@Bindable var model: NavigationModel<AppRoute>",
      form: .applePlatformsOnly),
    .init(
      file: readme, key: "let store = StateStore(path: stateFile)", form: .statements,
      context: demoLifeContext, splitBefore: "// At the next launch:",
      mirror: "Tests/WayfinderPersistenceTests/Store/ReadmeSaveAndLoadTests.swift"),
    .init(
      file: readme, key: "@Test func secondaryThenBack() throws {", form: .declarations,
      mirror: "Tests/WayfinderTestingTests/ReadmeTesterExampleTests.swift"),
    .init(
      file: readme, key: "try tester.coordinate { app in", form: .statements,
      context: "let tester: NavigationTester<Tab1Page> = given()",
      mirror: "Tests/WayfinderTestingTests/ReadmeTesterExampleTests.swift"),
    .init(
      file: readme,
      key: "let tester = try AppLifeTester(program: program, handshakes: .confirmedByHost)",
      form: .statements, context: "let program: FlowProgram<ScreenRoute> = given()",
      mirror: "Tests/WayfinderTestingTests/ReadmeTesterExampleTests.swift"),
  ]

  static let coreEntries: [SwiftSampleCheck] = [
    .init(
      file: core + "SeveralWindows.md", key: "var links = DeepLinkRouter<ScreenRoute>()",
      form: .statements,
      mirror: "Tests/WayfinderTests/Documentation/SeveralWindowsExampleTests.swift"),
    .init(
      file: core + "SplitHomes.md", key: "enum Mail: Hashable, Sendable {", form: .statements,
      mirror: "Tests/WayfinderTests/Documentation/SplitHomesExampleTests.swift"),
    .init(
      file: core + "Operations.md",
      key: #"var state = NavigationState(flow: "notes", root: "list", path: ["archive"])"#,
      form: .statements, mirror: "Tests/WayfinderTests/Navigation/BackGestureTests.swift"),
    .init(
      file: core + "GettingStarted.md",
      key:
        "enum Tab1Page: Hashable, Sendable, Codable { case primary, secondary1, secondary2, tertiary }",
      form: .statements,
      mirror: "Tests/WayfinderTests/Documentation/DeepLinksAndLaunchExampleTests.swift"),
    .init(
      file: core + "InteractionHooks.md", key: hooksKey, form: .declarations, mirror: hooksMirror),
    .init(
      file: core + "InteractionHooks.md", key: "struct FakeConfig: ConfigService {",
      form: .continued,
      mirror: hooksMirror),
    .init(
      file: core + "GettingStarted.md", key: "enum Page: Hashable, Sendable {", form: .statements,
      mirror: "Tests/WayfinderTests/Documentation/GettingStartedTests.swift"),
    .init(
      file: core + "GettingStarted.md", key: "try state.apply(.push(.message(id: 7)))",
      form: .continued, mirror: "Tests/WayfinderTests/Documentation/GettingStartedTests.swift"),
    .init(
      file: core + "GettingStarted.md", key: "let navigator = Navigator(", form: .continued,
      mirror: "Tests/WayfinderTests/Documentation/GettingStartedTests.swift"),
    .init(
      file: core + "HoldingNavigationToTheFlow.md",
      key: "enum Page: Hashable, Sendable { case primary, secondary1, secondary2, tertiary }",
      form: .statements,
      mirror: "Tests/WayfinderTests/Documentation/HoldingNavigationToTheFlowTests.swift"),
    .init(
      file: core + "Interactions.md",
      key:
        #"// "Log out": the fact changes, and the login gate is up before anything else can happen."#,
      form: .statements, context: launchContext, imports: ["Wayfinder"],
      mirror: "Tests/WayfinderTests/Documentation/InteractionsExampleTests.swift"),
    .init(
      file: core + "Interactions.md",
      key:
        "// An onboarding carousel and an email → code login, each one step whose modal is a flow.",
      form: .statements, context: launchContext, imports: ["Wayfinder"],
      mirror: "Tests/WayfinderTests/Documentation/InteractionsExampleTests.swift"),
    .init(
      file: core + "Operations.md",
      key: "// The add-card flow's screens finish it when the user saves; an observer stands in",
      form: .statements, declarations: "struct Card: Hashable, Sendable { var number: String }",
      imports: ["Wayfinder"],
      mirror: "Tests/WayfinderTests/Documentation/FlowResultExampleTests.swift"),
    .init(
      file: core + "LaunchSequencing.md",
      key: "let launch = InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)",
      form: .statements, context: launchContext, imports: ["Wayfinder"],
      mirror: "Tests/WayfinderTests/Documentation/LaunchExampleTests.swift"),
  ]

  static let persistenceEntries: [SwiftSampleCheck] = [
    .init(
      file: persistence + "SavingAnAppsLife.md", key: "let program = DemoFlow.program()",
      form: .statements, mirror: "Tests/WayfinderToolsTests/Life/LifeExampleTests.swift"),
    .init(
      file: persistence + "SavingAnAppsLife.md",
      key: #"let store = StateStore(path: "/tmp/Demo.json")"#, form: .statements,
      context: demoLifeContext, splitBefore: "// Next launch:",
      mirror: "Tests/WayfinderPersistenceTests/Store/SavingAnAppsLifeArticleTests.swift",
      substitutions: [#""/tmp/Demo.json""#: #"folder.file("Demo.json")"#]),
    .init(
      file: persistence + "SavingAnAppsLife.md",
      key: "// The launch coordinator holds the life on a real clock.", form: .statements,
      context: demoLiveContext, splitBefore: "// Next launch:",
      mirror: "Tests/WayfinderPersistenceTests/Store/SavingAnAppsLifeArticleTests.swift",
      substitutions: [#""/tmp/Demo.json""#: #"folder.file("Live.json")"#]),
  ]

  static let testingEntries: [SwiftSampleCheck] = [
    .init(
      file: testing + "GettingStarted.md",
      key: "enum Page: Hashable, Sendable { case inbox, message(id: Int), splash, passcode }",
      form: .declarations, mirror: "Tests/WayfinderTestingTests/GettingStartedTests.swift"),
    .init(
      file: testing + "GettingStarted.md", key: "@Test func passcodeBeforeHome() throws {",
      form: .continued, mirror: "Tests/WayfinderTestingTests/GettingStartedTests.swift"),
    .init(
      file: testing + "GettingStarted.md",
      key: "@Test func passcodeAfterTheConfig() async throws {", form: .continued,
      mirror: "Tests/WayfinderTestingTests/GettingStartedTests.swift"),
    .init(
      file: testing + "WayfinderTesting.md",
      key:
        #"let tester = NavigationTester(initial: try NavigationState(tabs: [NavigationTab("tab1", root: Page.primary)]))"#,
      form: .statements,
      declarations: "enum Page: Hashable, Sendable { case primary, secondary1 }",
      imports: ["Testing", "Wayfinder", "WayfinderTesting"],
      mirror: "Tests/WayfinderTestingTests/Documentation/LandingPageExampleTests.swift"),
    .init(
      file: testing + "GettingStarted.md",
      key: "@MainActor @Test func theDetailsSheetIsPulledAway() async {", form: .declarations,
      mirror: "Tests/WayfinderToolsTests/Codegen/TestHostArticleTests.swift"),
    .init(
      file: testing + "GettingStarted.md",
      key: "@MainActor @Test func theModelKeepsUpWithAnUnrulyHost() async {", form: .continued,
      mirror: "Tests/WayfinderToolsTests/Codegen/TestHostArticleTests.swift"),
  ]

  static let toolsEntries: [SwiftSampleCheck] = [
    .init(
      file: tools + "ReviewingFlowChanges.md",
      key:
        #"let diff = FlowDiff(from: old, to: new, oldName: "HEAD~1:Flows/shop", newName: "Flows/shop")"#,
      form: .statements,
      context: """
        let old: FlowDefinition = given()
        let new: FlowDefinition = given()
        """, imports: ["WayfinderFlowFiles", "WayfinderTools"],
      mirror: "Tests/WayfinderToolsTests/Diff/ReviewingArticleTests.swift"),
    .init(
      file: flowFiles + "FlowFiles.md", key: "var rules = app.navigationRules()", form: .statements,
      context: """
        let app: FlowDefinition = given()
        var state: NavigationState<ScreenRoute> = given()
        """, imports: ["WayfinderFlowFiles", "WayfinderTools"],
      mirror: "Tests/WayfinderToolsTests/Flows/Documentation/DeclaredEdgesArticleTests.swift"),
    .init(
      file: tools + "RecordingSessions.md", key: "let recorder = SessionRecorder(",
      form: .statements, imports: ["Wayfinder", "WayfinderRecording"],
      mirror: "Tests/WayfinderToolsTests/Traces/RecordingArticleTests.swift",
      substitutions: [#"print(lines.joined(separator: "\n"))"#: "await received.append(lines)"]),
    .init(
      file: tools + "RecordingSessions.md",
      key: "let trace = try TraceReader.read(path: tracePath)",
      form: .statements,
      context: """
        let tracePath: String = given()
        let definition: FlowDefinition = given()
        """, imports: ["Wayfinder", "WayfinderFlowFiles", "WayfinderTools"],
      mirror: "Tests/WayfinderToolsTests/Traces/RecordingArticleTests.swift"),
    .init(
      file: tools + "WatchingASession.md",
      key: "var follower = TraceFollower(path: tracePath, apps: [definition], recentLimit: 3)",
      form: .statements,
      context: """
        let tracePath: String = given()
        let definition: FlowDefinition = given()
        """, imports: ["Wayfinder", "WayfinderFlowFiles", "WayfinderTools"],
      mirror: "Tests/WayfinderToolsTests/Inspect/WatchingArticleTests.swift"),
    .init(
      file: tools + "WatchingASession.md", key: "let highlight = try GraphHighlight(",
      form: .statements,
      context: """
        let tracePath: String = given()
        let definition: FlowDefinition = given()
        """, imports: ["Wayfinder", "WayfinderFlowFiles", "WayfinderTools"],
      mirror: "Tests/WayfinderToolsTests/Inspect/WatchingArticleTests.swift"),
    .init(
      file: flowFiles + "FlowFiles.md", key: "// definition: FlowDefinition, from FlowLoader",
      form: .statements, context: "let definition: FlowDefinition = given()",
      mirror: "Tests/WayfinderToolsTests/Flows/Documentation/FlowFilesArticleTests.swift"),
    .init(
      file: flowFiles + "FlowFiles.md", key: "let condition = try Condition(", form: .continued,
      mirror: "Tests/WayfinderToolsTests/Flows/Documentation/FlowFilesArticleTests.swift"),
    .init(
      file: flowFiles + "FlowFiles.md", key: "print(FlowGraph(definition).mermaid())",
      form: .statements, context: "let definition: FlowDefinition = given()",
      mirror: "Tests/WayfinderToolsTests/Flows/Documentation/FlowFilesArticleTests.swift"),
    .init(
      file: flowFiles + "FlowFiles.md", key: "let diagnostic = Diagnostic(", form: .continued,
      mirror: "Tests/WayfinderToolsTests/Flows/Documentation/FlowFilesArticleTests.swift"),
    .init(
      file: flowFiles + "GeneratingSwift.md", key: ".target(", form: .manifest,
      mirror: "Examples/DemoApp/Package.swift"),
    .init(
      file: flowFiles + "GeneratingSwift.md",
      key: #"let loaded = FlowLoader.load(path: "Flows/demo")"#,
      form: .statements,
      mirror: "Tests/WayfinderToolsTests/Codegen/GeneratingSwiftArticleTests.swift",
      substitutions: [
        #""Flows/demo""#: #"Fixtures.path("Flows/demo")"#,
        #""Sources/DemoApp/Generated""#: "folder",
      ]),
    .init(
      file: flowFiles + "GeneratingSwift.md", key: "let program = DemoFlow.program()",
      form: .statements,
      mirror: "Tests/WayfinderToolsTests/Codegen/GeneratingSwiftArticleTests.swift"),
    .init(
      file: flowFiles + "GeneratingSwift.md", key: "let app = AppCoordinator(", form: .statements,
      mirror: "Tests/WayfinderToolsTests/Codegen/GeneratingSwiftArticleTests.swift"),
    .init(
      file: flowFiles + "LoadingAndChecking.md",
      key: #"let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: yaml)])"#,
      form: .statements, context: "let yaml: String = given()",
      mirror: "Tests/WayfinderToolsTests/Loading/LoadingArticleTests.swift"),
    .init(
      file: flowFiles + "LoadingAndChecking.md",
      key: #"let broken = yaml.replacing("push: note,", with: "push: notes,")"#,
      form: .statements, context: "let yaml: String = given()",
      mirror: "Tests/WayfinderToolsTests/Loading/LoadingArticleTests.swift"),
    .init(
      file: tools + "RenderingScreens.md",
      key: "enum Page: Hashable, Sendable { case inbox, message(id: Int) }", form: .statements,
      mirror: "Tests/WayfinderToolsTests/Render/RenderingArticleTests.swift"),
    .init(
      file: tools + "SavingState.md", key: "var (session, _) = try AppSession.start(definition)",
      form: .statements, context: "let definition: FlowDefinition = given()",
      mirror: "Tests/WayfinderToolsTests/Persistence/SavingStateArticleTests.swift",
      substitutions: [#""/tmp/notes.json""#: #"folder.file("notes.json")"#]),
    .init(
      file: tools + "SavingState.md", key: "let restoration = store.restore(for: definition)",
      form: .continued,
      mirror: "Tests/WayfinderToolsTests/Persistence/SavingStateArticleTests.swift"),
    .init(
      file: tools + "SavingState.md",
      key: "let report = RestoreAnalysis(old: shipped, new: edited).analyze()",
      form: .statements,
      context: """
        let shipped: FlowDefinition = given()
        let edited: FlowDefinition = given()
        """,
      mirror: "Tests/WayfinderToolsTests/Persistence/SavingStateArticleTests.swift"),
    .init(
      file: tools + "TestingWithScenarios.md", key: "let file = ScenarioFile.parse(",
      form: .statements, context: "let definition: FlowDefinition = given()",
      mirror: "Tests/WayfinderToolsTests/Scenarios/ScenariosArticleTests.swift"),
    .init(
      file: tools + "TestingWithScenarios.md", key: "var coverage = Coverage(definition)",
      form: .continued, mirror: "Tests/WayfinderToolsTests/Scenarios/ScenariosArticleTests.swift"),
    .init(
      file: tools + "TestingWithScenarios.md",
      key: "let paths = PathGenerator(definition: definition).generate()", form: .continued,
      mirror: "Tests/WayfinderToolsTests/Scenarios/ScenariosArticleTests.swift"),
    .init(
      file: tools + "TestingWithScenarios.md",
      key: "let options = ExplorationOptions(runs: 50, length: 20, seed: 7)", form: .continued,
      mirror: "Tests/WayfinderToolsTests/Scenarios/ScenariosArticleTests.swift"),
    .init(
      file: tools + "WalkingAnApp.md",
      key: #"let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: yaml)])"#,
      form: .statements, context: "let yaml: String = given()",
      mirror: "Tests/WayfinderToolsTests/Session/WalkingAnAppArticleTests.swift"),
    .init(
      file: tools + "WalkingAnApp.md",
      key: #"try session.perform(.selectTab("settings"), settling: true)"#, form: .continued,
      mirror: "Tests/WayfinderToolsTests/Session/WalkingAnAppArticleTests.swift"),
    .init(
      file: tools + "WalkingAnApp.md",
      key:
        #"_ = try session.perform(.set(fact: "passcodeEnabled", value: "false"), settling: true)"#,
      form: .continued, mirror: "Tests/WayfinderToolsTests/Session/WalkingAnAppArticleTests.swift"
    ),
    .init(
      file: tools + "WalkingAnApp.md", key: "var history = SessionHistory(start: session)",
      form: .continued, mirror: "Tests/WayfinderToolsTests/Session/WalkingAnAppArticleTests.swift"),
  ]

  static let uiEntries: [SwiftSampleCheck] = [
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md",
      key: "@MainActor func makeModel() -> NavigationModel<DemoRoute> {", form: .declarations,
      mirror: "Tests/WayfinderUITests/FlowAppArticleTests.swift"),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md", key: "ForEach(model.actions) { action in",
      form: .applePlatformsOnly),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md",
      key:
        "@MainActor func leave(_ model: NavigationModel<DemoRoute>) async -> SavedLife<DemoRoute> {",
      form: .declarations, mirror: "Tests/WayfinderUITests/FlowAppArticleTests.swift",
      substitutions: [#""demo://item/42""#: #""shop://product/42""#]),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md",
      key: "@MainActor func walkTheWindows(of program: FlowProgram<DemoRoute>)",
      form: .declarations, mirror: "Tests/WayfinderUITests/AppModelTests.swift",
      substitutions: [
        "FlowProgram<DemoRoute>": "FlowProgram<ScreenRoute>",
        "AppModel(program: program)": "AppModel(program: program, clock: clock)",
      ]),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md", key: "enum AppRoute: Hashable, Sendable {",
      form: .declarations, mirror: "Tests/WayfinderUITests/SwiftUIAppArticleTests.swift"),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md", key: "@main struct NewsApp: App {",
      form: .applePlatformsOnly),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md", key: "struct HostedRootView: View {",
      form: .applePlatformsOnly),
    .init(
      file: ui + "UsingWayfinderInASwiftUIApp.md", key: "@MainActor final class NewsCoordinator {",
      form: .applePlatformsOnly),
  ]
}
