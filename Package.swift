// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderRender", targets: ["WayfinderRender"]),
    .library(name: "WayfinderFlows", targets: ["WayfinderFlows"]),
    .library(name: "WayfinderFlowLoading", targets: ["WayfinderFlowLoading"]),
    .library(name: "WayfinderSession", targets: ["WayfinderSession"]),
    .library(name: "WayfinderPersistence", targets: ["WayfinderPersistence"]),
    .library(name: "WayfinderScenarios", targets: ["WayfinderScenarios"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .library(name: "WayfinderUI", targets: ["WayfinderUI"]),
    .library(name: "WayfinderCodegen", targets: ["WayfinderCodegen"]),
    .executable(name: "wayfinder-generate", targets: ["WayfinderGenerate"]),
    .plugin(name: "WayfinderGeneratePlugin", targets: ["WayfinderGeneratePlugin"]),
    .executable(name: "wayfinder", targets: ["WayfinderCLI"]),
    .executable(name: "wayfinder-bench", targets: ["WayfinderBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Adds `swift package generate-documentation`; a command plugin, built only when invoked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Wayfinder"),
    .target(name: "WayfinderRender", dependencies: ["Wayfinder"]),
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    .target(name: "WayfinderFlows", dependencies: ["Wayfinder"]),
    .target(
      name: "WayfinderFlowLoading",
      dependencies: ["Wayfinder", "WayfinderFlows", .product(name: "Yams", package: "Yams")]
    ),
    .target(
      name: "WayfinderSession", dependencies: ["Wayfinder", "WayfinderFlows", "WayfinderRender"]
    ),
    .target(name: "WayfinderCodegen", dependencies: ["Wayfinder", "WayfinderFlows"]),
    // The generator as a small tool of its own, for the build plugin: no readline, no REPL.
    .executableTarget(
      name: "WayfinderGenerate",
      dependencies: [
        "WayfinderFlows", "WayfinderFlowLoading", "WayfinderCodegen",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .plugin(
      name: "WayfinderGeneratePlugin",
      capability: .buildTool(),
      dependencies: ["WayfinderGenerate"]
    ),
    .target(name: "WayfinderPersistence", dependencies: ["Wayfinder", "WayfinderFlows"]),
    .target(
      name: "WayfinderScenarios",
      dependencies: ["Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession"]
    ),
    .target(
      name: "WayfinderREPL",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderSession", "WayfinderPersistence",
        "WayfinderRender",
      ]
    ),
    .executableTarget(
      name: "WayfinderCLI",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderPersistence", "WayfinderScenarios", "WayfinderREPL", "WayfinderRender",
        "WayfinderCodegen", "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "WayfinderFuzz",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderPersistence", "WayfinderScenarios", "WayfinderCodegen",
      ]
    ),
    // Test support, not shipped: saves a state and stops midway, for tests that kill a save.
    .executableTarget(
      name: "StateSaveProbe",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderPersistence",
      ],
      path: "Tests/StateSaveProbe"
    ),
    .executableTarget(
      name: "WayfinderBench",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderScenarios", "WayfinderRender", "WayfinderCodegen", "WayfinderFixtures",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Helpers shared by the test targets: the package root, a minimal app, in-memory loading.
    .target(
      name: "WayfinderFixtures",
      dependencies: ["WayfinderFlows", "WayfinderFlowLoading"],
      path: "Tests/WayfinderFixtures"
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "WayfinderFlowsTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderFixtures",
      ]
    ),
    .testTarget(
      name: "WayfinderFlowLoadingTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderTesting", "WayfinderFixtures",
      ]
    ),
    .testTarget(
      name: "WayfinderSessionTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderScenarios", "WayfinderFixtures", "WayfinderUI", "WayfinderTesting",
      ]
    ),
    .testTarget(
      name: "WayfinderPersistenceTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderPersistence", "WayfinderTesting", "WayfinderFixtures",
      ]
    ),
    .testTarget(
      name: "WayfinderScenariosTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderPersistence", "WayfinderScenarios", "WayfinderTesting", "WayfinderFixtures",
      ]
    ),
    .testTarget(
      name: "WayfinderREPLTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession", "WayfinderREPL",
        "WayfinderRender", "WayfinderTesting", "WayfinderFixtures",
      ],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "WayfinderCLITests",
      dependencies: ["WayfinderCLI", "WayfinderTesting", "WayfinderFixtures"],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: ["WayfinderTesting"]
    ),
    .testTarget(
      name: "WayfinderCodegenTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderFlowLoading", "WayfinderSession",
        "WayfinderCodegen", "WayfinderFixtures",
      ],
      exclude: ["Fixtures"]
    ),
    .target(name: "WayfinderUI", dependencies: ["Wayfinder"]),
    .testTarget(
      name: "WayfinderUITests",
      dependencies: [
        "WayfinderUI", "WayfinderTesting",
      ]
    ),
    .testTarget(
      name: "WayfinderRenderTests",
      dependencies: ["WayfinderRender", "WayfinderTesting"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
