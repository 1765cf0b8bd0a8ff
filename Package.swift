// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderRender", targets: ["WayfinderRender"]),
    .library(name: "WayfinderDefinitions", targets: ["WayfinderDefinitions"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .library(name: "WayfinderUI", targets: ["WayfinderUI"]),
    .executable(name: "wayfinder", targets: ["WayfinderCLI"]),
    .executable(name: "wayfinder-bench", targets: ["WayfinderBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "Wayfinder"),
    .target(name: "WayfinderRender", dependencies: ["Wayfinder"]),
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    .target(
      name: "WayfinderDefinitions",
      dependencies: ["Wayfinder", .product(name: "Yams", package: "Yams")]
    ),
    .executableTarget(
      name: "WayfinderCLI",
      dependencies: [
        "Wayfinder",
        "WayfinderDefinitions",
        "WayfinderRender",
        "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "WayfinderFuzz",
      dependencies: ["Wayfinder", "WayfinderDefinitions"]
    ),
    .executableTarget(
      name: "WayfinderBench",
      dependencies: ["Wayfinder", "WayfinderDefinitions", "WayfinderRender"]
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderTesting", .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "WayfinderDefinitionsTests", dependencies: ["WayfinderDefinitions", "WayfinderTesting"]
    ),
    .testTarget(
      name: "WayfinderCLITests",
      dependencies: ["WayfinderCLI", "WayfinderDefinitions", "WayfinderTesting"],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: ["WayfinderTesting", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .target(name: "WayfinderUI", dependencies: ["Wayfinder"]),
    .testTarget(
      name: "WayfinderUITests",
      dependencies: [
        "WayfinderUI", "WayfinderTesting", .product(name: "Clocks", package: "swift-clocks"),
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

for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
