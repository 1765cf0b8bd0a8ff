import Foundation
import Testing

/// Every command that has `--app` takes an app's name (its folder's or its `app:` name) or its
/// folder, and refuses what names no app in the same words.
@Suite struct AppOptionTests {
  static let trace = "Tests/Corpus/replay/demo-session.jsonl"

  /// Each command with `--app`, and what its output shows of the app it chose.
  static let commands: [(arguments: [String], input: String, shows: String, app: String)] = [
    (["run"], "", "step.start loadCatalog", "shop"),
    (["test", "--coverage"], "", "shop: screens", "shop"),
    (["paths"], "", "Shop: ", "shop"),
    (["graph"], "", "step_loadCatalog", "shop"),
    (["generate", "swift"], "", "enum ShopFlow", "shop"),
    (["replay", trace], "continue\n", "Entry 1/", "demo"),
    (["inspect", trace], "", "Trail:", "demo"),
  ]

  @Test func everyCommandTakesTheAppsNameOrItsFolder() async throws {
    try await withThrowingTaskGroup(of: String?.self) { group in
      for command in Self.commands {
        // By its `app:` name (a folder's name is read by the same lookup) and by its folder.
        let name = command.app.prefix(1).uppercased() + command.app.dropFirst()
        for given in [name, "Flows/" + command.app] {
          group.addTask {
            let arguments = command.arguments + ["--app", given]
            let result = try await BinaryRunner.run(arguments, input: command.input)
            let printed = result.stdout + result.stderr
            guard result.status == 0, printed.contains(command.shows) else {
              return "\(arguments.joined(separator: " ")): status \(result.status)\n\(printed)"
            }
            return nil
          }
        }
      }
      for try await failure in group {
        #expect(failure == nil, "\(failure ?? "")")
      }
    }
  }

  @Test func aNameOfNoAppIsRefusedInTheSameWordsByEveryCommand() async throws {
    try await withThrowingTaskGroup(of: (String, BinaryRunner.Output).self) { group in
      for command in Self.commands {
        group.addTask {
          (
            command.arguments[0],
            try await BinaryRunner.run(command.arguments + ["--app", "shp"], input: command.input)
          )
        }
      }
      for try await (name, result) in group {
        #expect(result.status == 64, "\(name)")
        #expect(
          result.stderr.hasPrefix(
            "Error: --app 'shp' is neither an app under 'Flows' nor a folder; the apps are "
              + "'demo' (Demo), 'mail' (Mail), 'shop' (Shop). Did you mean 'shop'?\n"),
          "\(name): \(result.stderr)"
        )
      }
    }
  }

  @Test func aNameThatIsAlsoAnotherFolderHereIsAmbiguous() async throws {
    let folder = try TemporaryFiles()
    try FileManager.default.copyItem(
      atPath: BinaryRunner.packageRoot.appendingPathComponent("Flows").path,
      toPath: folder.path("Flows"))
    try FileManager.default.createDirectory(
      atPath: folder.path("shop"), withIntermediateDirectories: true)
    try folder.write(
      """
      app: Elsewhere
      home: { flow: main }
      flows:
        main:
          root: home
          screens:
            home: { title: Home }
      """, to: "shop/app.yaml")
    let result = try await SpawnedProcess.run(
      ["paths", "--app", "shop"], shell: "cd '\(folder.root)'")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --app 'shop' is both a folder here and an app under 'Flows'; write --app ./shop "
          + "for the folder or --app Flows/shop for the app.\n"), "\(result.stderr)")
    let here = try await SpawnedProcess.run(
      ["paths", "--app", "./shop"], shell: "cd '\(folder.root)'")
    #expect(here.status == 0)
    #expect(here.stderr.hasPrefix("Elsewhere: "), "\(here.stderr)")
  }
}
