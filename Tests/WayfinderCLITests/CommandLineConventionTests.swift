import Testing

/// The same mistake gets the same words and exit status in every subcommand; scripts keep
/// screens on standard output and refusals on standard error.
@Suite struct CommandLineConventionTests {
  @Test(arguments: ["run", "check", "test", "graph", "paths"])
  func aMissingPathIsAUsageError(subcommand: String) async throws {
    let result = try await BinaryRunner.run([subcommand, "/no/such/flows"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: No such file or folder '/no/such/flows'.\nUsage: wayfinder \(subcommand) "))
  }

  @Test func versionIsPrinted() async throws {
    let result = try await BinaryRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "1.1.0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func scriptRefusalsGoToStandardErrorAndStrictSaysWhyItStopped() async throws {
    let result = try await BinaryRunner.run(
      ["run", "--strict"], input: "tap Continue\ntpa 1\ntap 1\n")
    #expect(result.status == 1)
    #expect(result.stdout.contains("› tpa 1\n"))
    #expect(!result.stdout.contains("Unknown command"))
    #expect(!result.stdout.contains("› tap 1"))
    #expect(
      result.stderr
        == "Unknown command 'tpa'. Did you mean 'tap'?\n"
        + "Stopped at the first refused command, 'tpa 1' (--strict).\n")
  }
}
