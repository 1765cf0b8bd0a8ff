public import Wayfinder

/// A property an app declares about every state it can reach — something that must never hold,
/// must always hold (while another condition holds), or must come to hold soon after something
/// else did — checked after every command by exploration and scenarios.
///
/// Properties are written in the condition language over the facts and what is on screen
/// (``PropertyFacts``):
///
/// ```yaml
/// properties:
///   - { name: no checkout signed out, never: 'screen == "checkout" && !signedIn' }
///   - { name: forced update holds, always: 'modal == "forceUpdate"',
///       while: 'updateRequired && phase == "home" && !background' }
///   - { name: held links land, eventually: '!linkHeld', after: linkHeld, within: sequence }
///   - { name: sign-in answers, eventually: 'signedIn', after: 'screen == "signIn"', within: 6 }
///   - { name: Unlock ends the step, never: 'command == "tap Unlock" && modal == "passcode"' }
///   - { name: the link keeps the stack, never: 'command == "open shop://cart" && depth <= previous.depth' }
/// ```
///
/// `command` (the command that led to the state) and `previous.NAME` (a name before it) let a
/// property compare a command's before and after.
public struct FlowProperty: Hashable, Sendable {
  /// What the property says.
  public enum Rule: Hashable, Sendable {
    /// The condition never holds.
    case never(Condition)
    /// The condition holds whenever `while` holds (always, when it is `nil`).
    case always(Condition, while: Condition?)
    /// Once `after` comes to hold, the condition holds within the bound: a number of commands
    /// (counting the one that made `after` hold), or before the interaction sequence running
    /// then ends. A run that ends first leaves it inconclusive.
    case eventually(Condition, after: Condition, within: Bound)
  }

  /// How long an `eventually` property waits.
  public enum Bound: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// This many commands, 1 or more.
    case commands(Int)
    /// Until the interaction sequence (the launch's, or a foreground's) stops running: the
    /// condition must hold by the first state in which no sequence runs. A trigger while none
    /// runs must be met by the next command.
    case sequence

    /// `within: 3` is `.commands(3)`.
    public init(integerLiteral value: Int) { self = .commands(value) }

    /// `3 commands`, `1 command`, `the sequence`.
    public var description: String {
      switch self {
      case .commands(let count): "\(count) command\(count == 1 ? "" : "s")"
      case .sequence: "the sequence"
      }
    }
  }

  /// The property's name, as reports and scenario failures show it.
  public var name: String
  /// What it says.
  public var rule: Rule

  /// Creates a property.
  public init(_ name: String, _ rule: Rule) {
    self.name = name
    self.rule = rule
  }
}

extension FlowProperty.Rule: CustomStringConvertible {
  /// `never screen == "checkout"`, `always modal == "forceUpdate" while updateRequired`,
  /// `eventually !linkHeld after linkHeld within 6 commands`,
  /// `eventually !linkHeld after linkHeld within the sequence`.
  public var description: String {
    switch self {
    case .never(let condition): "never \(condition)"
    case .always(let condition, let scope?): "always \(condition) while \(scope)"
    case .always(let condition, nil): "always \(condition)"
    case .eventually(let condition, let trigger, let bound):
      "eventually \(condition) after \(trigger) within \(bound)"
    }
  }
}
