import Testing

/// The same mistake gets the same words and exit status in every subcommand.
@Suite struct CommandLineConventionTests {
  @Test(arguments: ["run", "check", "test", "graph", "paths", "baseline", "generate swift"])
  func aMissingPathIsAUsageError(subcommand: String) async throws {
    let words = subcommand.split(separator: " ").map(String.init)
    let result = try await BinaryRunner.run(words + ["/no/such/flows"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: No such file or folder '/no/such/flows'.\nUsage: wayfinder \(subcommand) "))
  }

  @Test func versionIsPrinted() async throws {
    let result = try await BinaryRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "3.0.0-dev\n")
    #expect(result.stderr.isEmpty)
  }
}
