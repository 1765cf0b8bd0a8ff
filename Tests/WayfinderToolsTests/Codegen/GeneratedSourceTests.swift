import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// The generated files this target compiles are what the generator writes today, byte for byte,
/// so the tests that use them test the generator.
@Suite("Generated source")
struct GeneratedSourceTests {
  /// An app whose generated source is checked in under `Generated/`.
  struct CheckedIn: Sendable, CustomTestStringConvertible {
    var flows: String
    var file: String
    /// The `--type-prefix` it is generated with, if any.
    var typePrefix: String? = nil
    var testDescription: String { flows }
  }

  static let apps = [
    CheckedIn(flows: "Flows/demo", file: "DemoFlow.swift"),
    CheckedIn(flows: "Flows/shop", file: "ShopFlow.swift"),
    CheckedIn(flows: "Flows/mail", file: "MailFlow.swift"),
    CheckedIn(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/odd", file: "OddApp2Flow.swift"),
    CheckedIn(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/bare", file: "BareFlow.swift"),
    CheckedIn(
      flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/large", file: "SyntheticFlow.swift"),
    CheckedIn(
      flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/hostile", file: "HostileFlow.swift",
      typePrefix: "Hostile"),
    CheckedIn(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/ride", file: "RideFlow.swift"),
    CheckedIn(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/notes", file: "NotesFlow.swift"),
    CheckedIn(flows: Fixtures.windowsApp, file: "DeskFlow.swift"),
  ]

  static func generate(_ flows: String, typePrefix: String? = nil) throws -> (
    SwiftGenerator, String
  ) {
    let loaded = FlowLoader.load(path: Fixtures.path(flows))
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let generator = SwiftGenerator(
      definition: definition,
      options: .init(typePrefix: typePrefix, sourceRoot: Fixtures.packageRoot.path))
    return (generator, try generator.generate())
  }

  @Test("the checked-in source is what the generator writes", arguments: apps)
  func checkedInSourceIsCurrent(_ app: CheckedIn) throws {
    let (generator, _) = try Self.generate(app.flows, typePrefix: app.typePrefix)
    #expect(generator.fileName == app.file)
    let files = try generator.generateFiles()
    let regenerate = """
      Regenerate it from the package root: swift run wayfinder generate swift \(app.flows) \
      \(app.typePrefix.map { "--type-prefix \($0) " } ?? "")--output Tests/WayfinderToolsTests/Codegen/Generated
      """
    let folder = Fixtures.path("Tests/WayfinderToolsTests/Codegen/Generated")
    for file in files {
      let checkedIn = try String(contentsOfFile: folder + "/" + file.name, encoding: .utf8)
      #expect(file.source == checkedIn, "\(file.name): \(regenerate)")
    }
    // The core and one part per flow file, and no file of an earlier generation left over.
    let stem = String(app.file.dropLast(".swift".count))
    let present = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0 == app.file || $0.hasPrefix(stem + "+") }
    #expect(Set(present) == Set(files.map(\.name)), "\(regenerate)")
    #expect(files.first?.name == app.file && files.count >= 2)
  }

  @Test("the same flows give the same bytes", arguments: apps)
  func outputIsDeterministic(_ app: CheckedIn) throws {
    let (_, first) = try Self.generate(app.flows, typePrefix: app.typePrefix)
    let (_, second) = try Self.generate(app.flows, typePrefix: app.typePrefix)
    #expect(first == second)
  }

  @Test("the source is documented, formatted, and points builder notes at the flow file")
  func sourceShape() throws {
    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    let source = try SwiftGenerator(
      definition: try #require(loaded.definition),
      options: .init(isPublic: true, sourceRoot: Fixtures.packageRoot.path)
    ).generate()
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(!source.contains("\t"))
    // Every public declaration has a documentation comment right above it.
    let declarations = lines.indices.filter {
      lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("public ")
        && !lines[$0].hasPrefix("public import ")
    }
    #expect(declarations.count > 40)
    for index in declarations {
      let line = lines[index]
      let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
      #expect(previous.hasPrefix("///"), "undocumented: \(line)")
    }
    // `item` is declared on line 40 of the flow file: the requirement is said to be there.
    #expect(
      source.contains(
        """
          #sourceLocation(file: "Flows/demo/app.yaml", line: 39)
          /// Screen `item`, in flow `tab1`.
          func item(id: Int) -> Content
          #sourceLocation()

        """))
  }

  @Test("options: a type prefix, internal declarations, no source locations")
  func options() throws {
    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    let definition = try #require(loaded.definition)
    let generator = SwiftGenerator(
      definition: definition, options: .init(typePrefix: "my-app", emitsSourceLocations: false))
    let source = try generator.generate()
    #expect(generator.fileName == "MyAppFlow.swift")
    // Internal unless asked otherwise.
    #expect(source.contains("\nenum MyAppRoute: Hashable, Sendable, Codable"))
    #expect(source.contains("\nimport Wayfinder\n"))
    #expect(!source.contains("public "))
    #expect(!source.contains("#sourceLocation"))
    let exported = try SwiftGenerator(definition: definition, options: .init(isPublic: true))
      .generate()
    #expect(exported.contains("\npublic import Wayfinder\n"))
    #expect(exported.contains("\npublic enum DemoRoute: Hashable, Sendable, Codable"))
    #expect(exported.contains("\n  public static var passcodeUnlock: Self {"))
  }

  @Test("a flow-file name another app of the module points notes at gets no directives")
  func sourceLocationsLeftOut() throws {
    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    let definition = try #require(loaded.definition)
    var options = SwiftGenerator.Options()
    options.sourceLocationsLeftOut = ["app.yaml"]
    #expect(
      !(try SwiftGenerator(definition: definition, options: options).generate())
        .contains("#sourceLocation"))
    options.sourceLocationsLeftOut = ["other.yaml"]
    #expect(
      try SwiftGenerator(definition: definition, options: options).generate()
        .contains("#sourceLocation"))
  }

  @Test("a definition built in code with a parameterised root is refused, saying what to do")
  func rootWithParameters() throws {
    // The loader refuses such a root; a definition assembled in Swift can still have one.
    var definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    definition.screens["primary"]?.parameters = [ScreenDefinition.Parameter(name: "id", type: .int)]
    let error = GenerationError.rootWithParameters(screen: "primary", owner: "flow 'tab1'")
    #expect(throws: error) { try SwiftGenerator(definition: definition).generate() }
    #expect(error.description.contains("Remove its params or make another screen the root"))
  }

  @Test("in an app of many screens, switches over routes end in a default the compiler can check")
  func largeApps() throws {
    let loaded = FlowLoader.load(
      sources: [FlowSource(path: "app.yaml", text: SyntheticApp.yaml(screens: 1_000))])
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let source = try SwiftGenerator(definition: definition).generate()
    // `screen`, `screenRoute`, `actions` and `build(with:)`: a default each, on a screen
    // without parameters, so it binds nothing.
    for head in [
      "    default: return .s", "    default: return Wayfinder.ScreenRoute(\"s",
      "    default: return [.s", "    default: return builder.s",
    ] {
      #expect(source.contains(head))
    }
    let small = try Self.generate("Flows/shop").1
    #expect(!small.contains("default: return builder."))
  }

  @Test("names that become the same Swift name get a number, and keep their flow-file raw value")
  func clashingNames() throws {
    let loaded = Fixtures.load(
      """
      app: Clash
      home: { flow: main }
      flows:
        main:
          root: start
          screens:
            start: { title: Start, actions: [ { label: A, push: item-detail }, { label: B, push: itemDetail } ] }
            item-detail: { title: One }
            itemDetail: { title: Two }
      """)
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let source = try SwiftGenerator(definition: definition).generate()
    #expect(source.contains("  case itemDetail = \"item-detail\"\n"))
    #expect(source.contains("  case itemDetail2 = \"itemDetail\"\n"))
    #expect(source.contains("case .itemDetail2: return Wayfinder.ScreenRoute(\"itemDetail\")"))
  }
}
