#if WAYFINDER_SEEDED_DEFECTS
  package import Wayfinder
#endif

/// A seeded defect of the mutation corpus: a rule of the engine mutated behind the package's
/// test-only switch (in a build with `WAYFINDER_SEEDED_DEFECTS=1`), or a small edit of one of
/// the shipped apps' flow files.
package struct Mutant: Hashable, Sendable, CustomStringConvertible {
  /// Where the defect is.
  package enum Defect: Hashable, Sendable {
    #if WAYFINDER_SEEDED_DEFECTS
      /// An engine rule, mutated while exploring the unchanged app.
      case engine(EngineMutation)
    #endif
    /// `replacing`, which occurs once in the app's file `file`, replaced by `with`.
    case flow(file: String, replacing: String, with: String)
  }

  /// What the defect is, in a few words.
  package var name: String
  /// The app under `Flows/` it is explored on.
  package var app: String
  /// The defect.
  package var defect: Defect

  package init(_ name: String, app: String, _ defect: Defect) {
    self.name = name
    self.app = app
    self.defect = defect
  }

  /// `engine: popToDropsTarget (shop)`, `flow: checkout link on the wrong tab (shop)`.
  package var description: String {
    #if WAYFINDER_SEEDED_DEFECTS
      if case .engine(let mutation) = defect { return "engine: \(mutation.rawValue) (\(app))" }
    #endif
    return "flow: \(name) (\(app))"
  }

  #if WAYFINDER_SEEDED_DEFECTS
    /// The engine mutation to turn on while exploring, if any.
    package var engineMutation: EngineMutation? {
      if case .engine(let mutation) = defect { return mutation }
      return nil
    }
  #endif
}
