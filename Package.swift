// swift-tools-version: 6.2

import PackageDescription

// The mutation corpus's seeded defects in the engine's rules are compiled only when the package
// is built with `WAYFINDER_SEEDED_DEFECTS=1` in the environment, in a build folder of its own
// (`.ci/mutations`); every other build has neither the defects nor a read of them.
let seededDefects = !["", "0"].contains(Context.environment["WAYFINDER_SEEDED_DEFECTS"] ?? "")
/// The targets that read the seeded defects: the engine, the corpus, its tests and the bench.
let seededDefectTargets: Set = [
  "Wayfinder", "WayfinderFixtures", "WayfinderToolsTests", "WayfinderMutationTests",
  "WayfinderBench",
]

let package = Package(
  name: "Wayfinder",
  // The NavigationStack era. WayfinderUI's API needs Observation (macOS 14, iOS 17, tvOS 17,
  // watchOS 10) and says so with `@available`; `.ci/availability` keeps newer API out.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // What an app links: the engine, with the flow runtime.
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    // The SwiftUI-ready model (Observation).
    .library(name: "WayfinderUI", targets: ["WayfinderUI"]),
    // What an app's tests link.
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    // What an app links to record its sessions as traces.
    .library(name: "WayfinderRecording", targets: ["WayfinderRecording"]),
    // The properties an app declares about its states, their monitor, and shrinking a run that
    // breaks one: what the tester's and the tools' exploration share.
    .library(name: "WayfinderProperties", targets: ["WayfinderProperties"]),
    // What an app links to save its life and load it at the next launch.
    .library(name: "WayfinderPersistence", targets: ["WayfinderPersistence"]),
    // What a tool reading flow files links: load and check them, generate Swift from them, and
    // read the command language their properties and scenarios write. The build plugin's
    // generator is built on it alone.
    .library(name: "WayfinderFlowFiles", targets: ["WayfinderFlowFiles"]),
    // What the command line links, and an app's tests that run its scenario files: sessions,
    // scenarios, paths, traces and replay, coverage, the graph, inspecting, text rendering,
    // exploring, saved sessions, diffs and baselines of flows.
    .library(name: "WayfinderTools", targets: ["WayfinderTools"]),
    .executable(name: "wayfinder", targets: ["WayfinderCLI"]),
    .executable(name: "wayfinder-generate", targets: ["WayfinderGenerate"]),
    .executable(name: "wayfinder-bench", targets: ["WayfinderBench"]),
    .plugin(name: "WayfinderGeneratePlugin", targets: ["WayfinderGeneratePlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Adds `swift package generate-documentation`; a command plugin, built only when invoked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The engine: navigation, deep links, the interaction sequence, the flow runtime.
    .target(name: "Wayfinder"),
    // A module of its own so that Observation stays out of the engine.
    .target(name: "WayfinderUI", dependencies: ["Wayfinder"]),
    // A module of its own so that Testing stays out of the engine. It depends on the SwiftUI
    // model (and so on Observation) because its test host plays the UI's side of a
    // `NavigationModel` — draws it, confirms its hand-shakes, writes its bindings — which an
    // app's tests drive one user action at a time; an app's tests link the model anyway.
    .target(
      name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderProperties", "WayfinderUI"]),
    // Recording a session: the recorder (its ring buffer and the task that feeds its sink) and
    // the trace's lines. A module of its own so that an app that only navigates compiles no
    // trace writing; the engine makes the events and hands them to any `TraceRecorder`.
    .target(name: "WayfinderRecording", dependencies: ["Wayfinder"]),
    // Properties, their monitor and shrinking: for the tester and the tools' exploration, which
    // an app does not run.
    .target(name: "WayfinderProperties", dependencies: ["Wayfinder"]),
    // The state file: the versioned document, migrations, restoring, the atomic locked file.
    // A module of its own so that an app saves its life without the tools, Yams or the
    // generator; it uses Foundation's JSON coders.
    .target(name: "WayfinderPersistence", dependencies: ["Wayfinder"]),
    // Flow files: loading (Yams), the model, diagnostics, validation, codegen, the command
    // language. A module of its own so that Yams stays out of the engine, and so that the build
    // plugin's generator, which SwiftPM compiles a second time for the host, compiles this and
    // not the whole of the tools.
    .target(
      name: "WayfinderFlowFiles",
      dependencies: [
        "Wayfinder", "WayfinderPersistence", "WayfinderProperties",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Everything else the command line does, as a library, over the flow files.
    .target(
      name: "WayfinderTools",
      dependencies: [
        "Wayfinder", "WayfinderPersistence", "WayfinderRecording", "WayfinderProperties",
        "WayfinderFlowFiles",
      ]
    ),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    // The command line and its REPL: readline and ArgumentParser stay here.
    .executableTarget(
      name: "WayfinderCLI",
      dependencies: [
        "Wayfinder", "WayfinderPersistence", "WayfinderRecording", "WayfinderProperties",
        "WayfinderFlowFiles", "WayfinderTools", "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The generator as a small tool of its own, for the build plugin: flow files only, no
    // sessions, no readline, no REPL.
    .executableTarget(
      name: "WayfinderGenerate",
      dependencies: [
        "WayfinderPersistence", "WayfinderFlowFiles", .product(name: "Yams", package: "Yams"),
      ]
    ),
    .plugin(
      name: "WayfinderGeneratePlugin",
      capability: .buildTool(),
      dependencies: ["WayfinderGenerate"]
    ),
    .executableTarget(
      name: "WayfinderFuzz",
      dependencies: ["Wayfinder", "WayfinderPersistence", "WayfinderFlowFiles", "WayfinderTools"]
    ),
    .executableTarget(
      name: "WayfinderBench",
      dependencies: [
        "Wayfinder", "WayfinderUI", "WayfinderPersistence", "WayfinderRecording",
        "WayfinderProperties", "WayfinderFlowFiles", "WayfinderTools", "WayfinderTesting",
        "WayfinderFixtures", .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Test support, not shipped: saves a state and stops midway, for tests that kill a save.
    .executableTarget(
      name: "StateSaveProbe",
      dependencies: ["Wayfinder", "WayfinderPersistence", "WayfinderFlowFiles", "WayfinderTools"],
      path: "Tests/StateSaveProbe"
    ),
    // Helpers shared by the test targets: the package root, a minimal app, in-memory loading,
    // the mutation corpus.
    .target(
      name: "WayfinderFixtures",
      dependencies: ["Wayfinder", "WayfinderFlowFiles", "WayfinderTools"],
      path: "Tests/WayfinderFixtures"
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        // WayfinderRecording: the coordinators' recording is tested through the recorder.
        "Wayfinder", "WayfinderTesting", "WayfinderRecording",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Test support, not shipped: `Tab` and `Transition` declared under SwiftUI's names, so a
    // test can import them beside Wayfinder and show that none of its names clash with them.
    .target(name: "SwiftUINames", path: "Tests/SwiftUINames"),
    .testTarget(
      name: "WayfinderUITests",
      dependencies: ["WayfinderUI", "WayfinderTesting", "SwiftUINames"]
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: ["WayfinderTesting", "WayfinderUI"]
    ),
    .testTarget(
      name: "WayfinderRecordingTests",
      dependencies: ["Wayfinder", "WayfinderRecording", "WayfinderTesting"]
    ),
    .testTarget(
      name: "WayfinderPropertiesTests",
      dependencies: ["Wayfinder", "WayfinderProperties"]
    ),
    // Test support, not shipped: the saved-state documents of every schema version, byte for
    // byte, and a temporary folder, for the persistence tests of both modules.
    .target(name: "SavedStateFixtures", path: "Tests/SavedStateFixtures"),
    .testTarget(
      name: "WayfinderPersistenceTests",
      dependencies: ["Wayfinder", "WayfinderPersistence", "SavedStateFixtures"]
    ),
    .testTarget(
      name: "WayfinderToolsTests",
      dependencies: [
        "Wayfinder", "WayfinderPersistence", "WayfinderRecording", "WayfinderProperties",
        "WayfinderFlowFiles", "WayfinderTools", "WayfinderUI", "WayfinderTesting",
        "WayfinderFixtures", "SavedStateFixtures",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Codegen/Fixtures", "Flows/Graph/Fixtures", "Render/Snapshots"]
    ),
    // The mutation corpus, in the build with the seeded defects: each is found by exploration.
    // A target of its own, so that build (CI's thread-sanitizer build) need not compile the
    // tools' tests.
    .testTarget(
      name: "WayfinderMutationTests",
      dependencies: [
        "Wayfinder", "WayfinderFlowFiles", "WayfinderTools", "WayfinderProperties",
        "WayfinderFixtures",
      ]
    ),
    .testTarget(
      name: "WayfinderBenchTests",
      dependencies: ["WayfinderBench", "WayfinderFixtures"]
    ),
    .testTarget(
      name: "WayfinderCLITests",
      dependencies: [
        "WayfinderCLI", "Wayfinder", "WayfinderPersistence", "WayfinderFlowFiles", "WayfinderTools",
        "WayfinderTesting", "WayfinderFixtures",
      ],
      exclude: ["Transcripts", "REPL/Transcripts"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// CI's thread-sanitizer build compiles only the test targets whose suites it runs
// (`WAYFINDER_TEST_TARGETS=WayfinderTests,…`, with `--product WayfinderPackageTests`); every
// other build has them all.
let onlyTestTargets = Set(
  (Context.environment["WAYFINDER_TEST_TARGETS"] ?? "").split(separator: ",").map(String.init))
if !onlyTestTargets.isEmpty {
  package.targets.removeAll { $0.type == .test && !onlyTestTargets.contains($0.name) }
}

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
  if seededDefects, seededDefectTargets.contains(target.name) {
    target.swiftSettings?.append(.define("WAYFINDER_SEEDED_DEFECTS"))
  }
}
