import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

// Built only with `WAYFINDER_SEEDED_DEFECTS=1` (`.ci/mutations`), the build that has the
// engine's seeded defects.
#if WAYFINDER_SEEDED_DEFECTS
  /// The mutation corpus: each seeded defect — an engine rule mutated behind the package's
  /// test-only switch, or an edit of a shipped flow file that still passes `check` — is found by
  /// exploring with fixed options, and shrunk to at most 8 commands, while the shipped apps
  /// explore clean with the same options. `wayfinder-bench mutations` measures the same corpus
  /// with more seeds and a time budget.
  @Suite struct MutationCorpusTests {
    /// The options every defect is explored with: what a user and the world do, the default
    /// inputs, with no host's commands — every defect is one a user can meet. The seed fixes the
    /// runs: under this one every defect is found within the 60 runs (the bench measures five
    /// other seeds, with a time budget, and `--host` beside).
    /// Exploration's `back` is the user's, closing a modal at its root, so its runs differ from
    /// those of the pop it once was; a gate whose condition is not checked again is found by
    /// about one seed in six either way.
    static let options = ExplorationOptions(runs: 60, length: 50, seed: 30)

    @Test(arguments: MutationCorpus.mutants)
    func explorationFindsTheDefect(_ mutant: Mutant) throws {
      let loaded = try #require(try MutationCorpus.load(mutant), "the edit's text occurs once")
      #expect(!loaded.hasErrors, "\(loaded.rendered())")
      let definition = try #require(loaded.definition)
      let report = MutationCorpus.explore(definition, with: mutant, Self.options)
      guard let failure = report.failure else {
        Issue.record("not found in \(report.runs) runs")
        return
      }
      #expect(failure.shrunk.count <= 8, "\(failure.shrunk.map(\.text))")
      // The shrunk run breaks the same way when replayed with the defect.
      let replayed = EngineMutation.$active.withValue(mutant.engineMutation) {
        ExplorationCheck(definition: definition).replay(failure.shrunk)
      }
      #expect(replayed?.broke.broken == failure.broken)
    }

    @Test(arguments: ["demo", "shop"])
    func theShippedAppsExploreClean(_ app: String) throws {
      let definition = try #require(
        FlowLoader.load(sources: MutationCorpus.sources(app: app)).definition)
      let report = Explorer(definition).explore(Self.options)
      #expect(report.failure == nil, "\(report.failure.map { $0.scenarioText(app: app) } ?? "")")
      #expect(report.runs == Self.options.runs)
    }

    @Test func everyEngineMutationIsInTheCorpusOnce() {
      let mutations = MutationCorpus.mutants.compactMap(\.engineMutation)
      #expect(
        mutations.sorted { $0.rawValue < $1.rawValue }
          == EngineMutation.allCases.sorted {
            $0.rawValue < $1.rawValue
          })
      #expect(MutationCorpus.mutants.count >= 20)
    }

    @Test func aMutationIsOnlyOnInsideItsScopeAndItsTask() async {
      #expect(EngineMutation.active == nil)
      await EngineMutation.$active.withValue(.popToDropsTarget) {
        #expect(EngineMutation.active == .popToDropsTarget)
        let elsewhere = await Task.detached { EngineMutation.active }.value
        #expect(elsewhere == nil)
      }
      #expect(EngineMutation.active == nil)
    }
  }
#endif
