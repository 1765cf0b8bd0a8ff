import Foundation
import Testing
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// Apps that `check` accepts give Swift that compiles, without a warning, as it is: type-checked
/// by the toolchain against the libraries this package just built, all in one module, as an
/// app target that generates several flows' types would hold them.
@Suite("Generated Swift compiles")
struct GeneratedSwiftCompilesTests {
  /// An app the loader accepts, and how it is generated.
  struct App: Sendable, CustomTestStringConvertible {
    var name: String
    var path: String
    var yaml: String
    var options = SwiftGenerator.Options()
    var testDescription: String { name }
  }

  static let apps: [App] = [
    App(
      name: "an app name that closes its literal and calls code", path: "shop/app.yaml",
      yaml: """
        app: 'Shop" + String(describing: { print("INJECTED CODE RAN") }()) + "'
        home: { flow: main }
        flows:
          main: { root: start, screens: { start: { title: Start, actions: [ { label: Go, popToRoot: true } ] } } }
        """),
    App(
      name: "an app named Launch, whose steps are InteractionStep", path: "launch/app.yaml",
      yaml: """
        app: Launch
        facts: { ready: false }
        home: { flow: main }
        flows:
          main: { root: start, screens: { start: { title: Start, actions: [ { label: Go, popToRoot: true } ] } } }
        launch:
          - { id: warm, work: 0.5s, sets: { ready: true } }
          - { id: later, after: [warm], when: "ready && ready && !ready", work: 1s }
        """),
    App(
      name: "an app named Screen, whose routes are ScreenRoute", path: "screen/app.yaml",
      yaml: """
        app: Screen
        home: { tabs: [main] }
        flows:
          main:
            root: start
            screens:
              start: { title: Start, actions: [ { label: Item, push: item, with: { id: 1 } } ] }
              item: { title: "Item {id}", params: { id: int }, actions: [ { label: Back, pop: true } ] }
        deepLinks:
          - { url: "screen://item/{id:int}", tab: main, path: [ { item: { id: "{id}" } } ] }
        """),
    App(
      name: "an app named Declared, whose actions are DeclaredAction", path: "declared/app.yaml",
      yaml: """
        app: Declared
        home: { flow: main }
        flows:
          main:
            root: start
            screens:
              start: { title: Start, actions: [ { label: Next, push: next }, { label: Sheet, present: sheet } ] }
              next: { title: Next, actions: [ { label: Back, pop: true } ] }
        modals:
          sheet: { title: Sheet, actions: [ { label: Done, dismiss: true } ] }
        """),
    App(
      name: "names that start with a combining mark", path: "marks/app.yaml",
      yaml: """
        app: "\u{345}marks"
        facts: { "\u{345}ready": true }
        home: { tabs: ["\u{345}tab"] }
        flows:
          "\u{345}tab":
            root: "\u{345}start"
            screens:
              "\u{345}start":
                title: Start
                actions: [ { label: Go, push: "\u{1DE7}next", with: { "\u{345}id": 1 } } ]
              "\u{1DE7}next":
                title: Next
                params: { "\u{345}id": int }
                actions: [ { label: Back, pop: true, when: "\u{345}ready" } ]
        launch:
          - { id: "\u{345}step", work: 0.5s }
        """),
    App(
      name: "names of underscores only", path: "underscores/app.yaml",
      yaml: """
        app: _
        facts: { _: true }
        home: { tabs: [_] }
        flows:
          _:
            root: _
            screens:
              _: { title: U, actions: [ { label: Go, push: __, with: { _: 1 } } ] }
              __: { title: UU, params: { _: int }, actions: [ { label: Back, pop: true, when: "_" } ] }
        launch:
          - { id: _, work: 1s }
        deepLinks:
          - { url: "u://x/{_:int}", tab: _, path: [ { __: { _: "{_}" } } ] }
        """),
    App(
      name: "a condition of 260 terms", path: "chains/app.yaml",
      yaml: """
        app: Chains
        facts: { flag: true, count: 2 }
        home: { flow: main }
        flows:
          main:
            root: start
            screens:
              start:
                title: Start
                actions:
                  - { label: All, popToRoot: true, when: "\(chain("&&", 260))" }
                  - { label: Any, popToRoot: true, when: "\(chain("||", 260))" }
        launch:
          - { id: both, work: 1s, when: "\(chain("&&", 130)) || \(chain("||", 130))" }
        """,
      options: SwiftGenerator.Options(isPublic: false)),
    App(
      name: "flow-file paths a #sourceLocation cannot hold",
      path: "we\"ird\\(path)/a\u{202E}p\np.yaml",
      yaml: """
        app: Paths
        home: { flow: main }
        flows:
          main: { root: start, screens: { start: { title: Start, actions: [ { label: Go, popToRoot: true } ] } } }
        """),
  ]

  /// `flag op count > 1 op …`, `terms` long.
  static func chain(_ op: String, _ terms: Int) -> String {
    (0..<terms).map { $0.isMultiple(of: 2) ? "flag" : "count > 1" }.joined(separator: " \(op) ")
  }

  static func source(_ app: App) throws -> String {
    let loaded = FlowLoader.load(sources: [FlowSource(path: app.path, text: app.yaml)])
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    #expect(!loaded.hasErrors, "\(loaded.rendered())")
    return try SwiftGenerator(definition: definition, options: app.options).generate()
  }

  @Test("each app's Swift passes the audit, with its texts planted too", arguments: apps)
  func audit(_ app: App) throws {
    let source = try Self.source(app)
    #expect(GeneratedSourceAudit.problems(in: source) == [])
    let loaded = FlowLoader.load(sources: [FlowSource(path: app.path, text: app.yaml)])
    let planted = GeneratedSourceAudit.planting(in: try #require(loaded.definition))
    let plantedSource = try SwiftGenerator(definition: planted).generate()
    #expect(
      GeneratedSourceAudit.problems(in: plantedSource, forbidden: [GeneratedSourceAudit.canary])
        == [])
  }

  @Test("the apps' Swift and the hostile fixture's type-check together without a warning")
  func typeChecks() throws {
    let hostile = try Fixtures.generatedSource("HostileFlow.swift")
    let log = try TypeCheck.run(try Self.apps.map(Self.source) + [hostile], module: "HostileApps")
    #expect(log.status == 0, "\(log.output)")
    #expect(!log.output.contains("warning:"), "\(log.output)")
  }
}

extension GeneratedSwiftCompilesTests {
  /// An app of one `app.yaml` in folder `folder`, named `name`: the same fact, step, tab,
  /// modal and action names as every other such app.
  static func twin(_ name: String, in folder: String) throws -> FlowDefinition {
    let yaml = """
      app: \(name)
      facts: { ready: false }
      home: { tabs: [main] }
      flows:
        main:
          root: start
          screens:
            start: { title: Start, actions: [ { label: Go, push: next }, { label: Ask, run: [ask] } ] }
            next: { title: Next, actions: [ { label: Back, pop: true } ] }
      modals:
        ask: { title: Ask, actions: [ { label: Yes, set: { ready: true }, finish: true } ] }
      interactions:
        - { id: ask, modal: ask, when: "!ready" }
      """
    let loaded = FlowLoader.load(sources: [FlowSource(path: "\(folder)/app.yaml", text: yaml)])
    #expect(!loaded.hasErrors, "\(loaded.rendered())")
    return try #require(loaded.definition)
  }

  /// Compiles `files` into one module, as a debug build does, and returns the status and log.
  static func compile(_ files: [String], in folder: URL) throws -> (Int32, String) {
    let swiftc = try #require(Toolchain.swiftc, "no swiftc on PATH")
    let modules = try #require(Toolchain.modules, "no Modules folder beside the test binary")
    let process = Process()
    process.executableURL = swiftc
    process.arguments =
      [
        "-c", "-wmo", "-Onone", "-swift-version", "6", "-parse-as-library", "-module-name",
        "TwoApps", "-I", modules.path, "-o", folder.appendingPathComponent("TwoApps.o").path,
      ] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, log)
  }

  @Test("two apps of one module, both from an app.yaml and with the same names, compile cleanly")
  func twoAppsInOneModule() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wayfinder-two-apps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("FirstFlow.swift").path
    let second = folder.appendingPathComponent("SecondFlow.swift").path
    let use = folder.appendingPathComponent("Use.swift").path
    try SwiftGenerator(definition: try Self.twin("First", in: "first")).generate()
      .write(toFile: first, atomically: true, encoding: .utf8)
    // As the build plugin generates the second: its `app.yaml` is the first app's name.
    var options = SwiftGenerator.Options()
    options.sourceLocationsLeftOut = ["app.yaml"]
    try SwiftGenerator(definition: try Self.twin("Second", in: "second"), options: options)
      .generate().write(toFile: second, atomically: true, encoding: .utf8)
    // Both apps' typed facts and actions, used side by side.
    try """
    import Wayfinder

    func use() throws {
      var facts = Facts()
      facts[FirstFact.ready] = .bool(true)
      facts[SecondFact.ready] = .bool(false)
      let first = FirstFlow.program()
      var firstState = first.initialState
      var firstLaunch = InteractionSimulation<FirstRoute>(facts: facts)
      _ = try firstLaunch.perform(.startGo, of: first, in: &firstState)
      let second = SecondFlow.program()
      var secondState = second.initialState
      var secondLaunch = InteractionSimulation<SecondRoute>(facts: facts)
      _ = try secondLaunch.perform(.startAsk, of: second, in: &secondState)
    }
    """.write(toFile: use, atomically: true, encoding: .utf8)
    let (status, log) = try Self.compile([first, second, use], in: folder)
    #expect(status == 0, "\(log)")
    #expect(!log.contains("warning:"), "\(log)")

    // Without leaving its directives out, the second app's would clash with the first's.
    try SwiftGenerator(definition: try Self.twin("Second", in: "second")).generate()
      .write(toFile: second, atomically: true, encoding: .utf8)
    let (_, clashing) = try Self.compile([first, second, use], in: folder)
    #expect(clashing.contains("#fileID"), "\(clashing)")
  }
}

/// Where the toolchain and this build's modules are.
enum Toolchain {
  /// `swiftc` on `PATH`.
  static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The `Modules` folder of the build that made the running test binary.
  static var modules: URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<6 {
      folder = folder.deletingLastPathComponent()
      let modules = folder.appendingPathComponent("Modules")
      let module = modules.appendingPathComponent("Wayfinder.swiftmodule").path
      if FileManager.default.fileExists(atPath: module) { return modules }
    }
    return nil
  }
}
