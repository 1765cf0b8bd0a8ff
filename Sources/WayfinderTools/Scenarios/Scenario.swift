public import Wayfinder
public import WayfinderFlowFiles

/// One scenario of a scenario file: the facts it launches with, then REPL commands and the
/// expectations checked between them.
///
/// ```
/// scenario: Passcode first
/// given facts: { passcodeEnabled: true }
/// expect modal passcode
/// tap Unlock
/// expect screen whatsNew
/// ```
///
/// A scenario starts a fresh session of its app with the definition's facts changed by its
/// `given facts:`, lets the launch play while only time can move it, then runs its steps in
/// order exactly as the REPL does on its virtual clock.
public struct Scenario: Hashable, Sendable {
  /// One line of a scenario.
  public struct Step: Hashable, Sendable {
    /// What the line does.
    public enum Kind: Hashable, Sendable {
      /// A REPL command, with the text written.
      case command(SessionCommand, text: String)
      /// An expectation about the session after the commands before it.
      case expectation(ScenarioExpectation)
    }

    /// What the line does.
    public var kind: Kind
    /// Where the line is.
    public var location: FileLocation

    /// Creates a step.
    public init(_ kind: Kind, at location: FileLocation) {
      self.kind = kind
      self.location = location
    }
  }

  /// The scenario's name: its `scenario:` line, or the file's name without extension.
  public var name: String
  /// Where the scenario starts.
  public var location: FileLocation
  /// The facts changed before launch (`given facts: { ... }`).
  public var facts: Facts
  /// The commands and expectations, in order.
  public var steps: [Step]

  /// Creates a scenario.
  public init(name: String, location: FileLocation, facts: Facts = Facts(), steps: [Step] = []) {
    self.name = name
    self.location = location
    self.facts = facts
    self.steps = steps
  }
}
