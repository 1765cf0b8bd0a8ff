public import Wayfinder

/// A fact of the launch environment (`facts:`), or one that steps and actions only set.
///
/// ```yaml
/// facts:
///   passcodeEnabled: false          # bool
///   launchCount: 0                  # int
///   region: eu                      # string
///   lastSeenVersion: "1.0"          # version: a string of dotted numbers
///   nickname: { type: string, value: "1.0" }   # long form, to force a type
/// ```
public struct FactDeclaration: Hashable, Sendable {
  /// The fact's name.
  public var name: String
  /// Its type; every value set to it must have this type.
  public var type: FactType
  /// The value the app starts with, or `nil` for a fact that only steps or actions set.
  public var initialValue: FactValue?
  /// Where it is declared, or first set.
  public var location: FileLocation

  /// Creates a declaration.
  package init(name: String, type: FactType, initialValue: FactValue?, location: FileLocation) {
    self.name = name
    self.type = type
    self.initialValue = initialValue
    self.location = location
  }
}
