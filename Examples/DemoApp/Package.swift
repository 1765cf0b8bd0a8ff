// swift-tools-version: 6.2

// An app target that gets its navigation types from the flow files in Sources/DemoApp/Flows
// (the repository's Flows/demo) at build time, through Wayfinder's build plugin.

import PackageDescription

let package = Package(
  name: "DemoApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(name: "Wayfinder", path: "../..")
  ],
  targets: [
    .target(
      name: "DemoApp",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderPersistence", package: "Wayfinder"),
      ],
      // The scenarios beside the flows are run by the tests, and the baseline is read by
      // `wayfinder check --baseline`: neither is compiled.
      exclude: ["Flows/scenarios", "Flows/flows.baseline"],
      plugins: [.plugin(name: "WayfinderGeneratePlugin", package: "Wayfinder")]
    ),
    // The demo as a SwiftUI app holds it: the model its views bind to, and the views, which
    // compile where SwiftUI does.
    .target(
      name: "DemoAppUI",
      dependencies: ["DemoApp", .product(name: "WayfinderUI", package: "Wayfinder")]
    ),
    .executableTarget(name: "demo-walk", dependencies: ["DemoApp"]),
    .testTarget(
      name: "DemoAppTests",
      dependencies: [
        "DemoApp",
        .product(name: "WayfinderPersistence", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
        // Loads the flows and runs the scenario files beside them.
        .product(name: "WayfinderFlowFiles", package: "Wayfinder"),
        .product(name: "WayfinderTools", package: "Wayfinder"),
      ]
    ),
    .testTarget(
      name: "DemoAppUITests",
      dependencies: [
        "DemoApp", "DemoAppUI",
        .product(name: "WayfinderUI", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
