public import Wayfinder

/// Checks an app's properties after every command of a run: a `never` or `always` property is
/// checked on each state, an `eventually` property counts the commands since it was triggered.
/// The monitor remembers the facts it last checked, so a condition may read a name as it was
/// before the command (`previous.NAME`, ``PropertyFacts``).
/// O(properties × condition size + `previous.` names read) per check; constant memory per
/// property.
///
/// ```swift
/// var monitor = PropertyMonitor(properties, version: program.version)
/// for command in commands {
///   try session.perform(command)
///   if let broken = monitor.check(PropertyFacts.of(state, facts: facts, inBackground: false))
///     .first { print(broken) }
/// }
/// print(monitor.inconclusive)   // eventually-properties still waiting when the run ended
/// ```
public struct PropertyMonitor: Sendable {
  /// A property that broke.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// What the property says.
    public var rule: FlowProperty.Rule
    /// What went wrong.
    public var message: String

    /// `property 'held links land' broke: …`.
    public var description: String { "property '\(property)' broke: \(message)" }
  }

  private let properties: [FlowProperty]
  private let version: AppVersion
  /// Each `previous.NAME` the properties read, with the NAME it reads.
  private let previousNames: [(previous: String, name: String)]
  /// The `presented.` and `inStack.` names the properties read (for a `previous.` form, the
  /// name it remembers), which are `false` whenever a state does not set them.
  private let memberships: [String]
  /// The facts of the last check, when a property reads `previous.` names.
  private var last: Facts?
  /// The names the properties' conditions read, `previous.` ones included: a shell may skip
  /// working out a value nothing reads (such as `command`).
  public let names: Set<String>
  /// For each `eventually` property that was triggered and still waits: the commands left
  /// (`Int.max`, counting down unused, for a property bounded by the sequence).
  private var waiting: [Int: Int] = [:]
  /// Whether each property's trigger held at the last check.
  private var triggered: [Bool]

  /// A monitor of `properties` for an app at `version`, before the first state.
  public init(_ properties: [FlowProperty], version: AppVersion) {
    self.properties = properties
    self.version = version
    triggered = Array(repeating: false, count: properties.count)
    var names: Set<String> = []
    for property in properties {
      switch property.rule {
      case .never(let condition): names.formUnion(condition.factNames)
      case .always(let condition, let scope):
        names.formUnion(condition.factNames)
        names.formUnion(scope?.factNames ?? [])
      case .eventually(let condition, let trigger, _):
        names.formUnion(condition.factNames)
        names.formUnion(trigger.factNames)
      }
    }
    self.names = names
    let prefix = PropertyFacts.previousPrefix
    previousNames = names.sorted().filter { $0.hasPrefix(prefix) }.map {
      ($0, String($0.dropFirst(prefix.count)))
    }
    memberships = Set(
      names.filter(PropertyFacts.isMembership).map {
        $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0
      }
    ).sorted()
  }

  /// Checks the state whose facts
  /// (``PropertyFacts/of(_:facts:inBackground:sequenceRunning:command:windows:covered:reading:)``) are `facts`, reached
  /// by one more command. Returns the properties that broke, in declaration order.
  /// `previous.NAME` reads NAME in the facts of the check before (absent at the first).
  public mutating func check(_ facts: Facts) -> [Violation] {
    var facts = facts
    // A modal that is not up, a screen not in the stack: the state sets only what is there.
    for name in memberships where facts[name] == nil { facts[name] = .bool(false) }
    guard !previousNames.isEmpty else { return check(all: facts) }
    var all = facts
    for (previous, name) in previousNames { all[previous] = last?[name] }
    last = facts
    return check(all: all)
  }

  private mutating func check(all facts: Facts) -> [Violation] {
    var broken: [Violation] = []
    for (index, property) in properties.enumerated() {
      switch property.rule {
      case .never(let condition):
        if holds(condition, facts) {
          broken.append(
            Violation(
              property: property.name, rule: property.rule,
              message: "\(condition) holds, and never may"))
        }
      case .always(let condition, let scope):
        if scope.map({ holds($0, facts) }) ?? true, !holds(condition, facts) {
          let when = scope.map { " while \($0)" } ?? ""
          broken.append(
            Violation(
              property: property.name, rule: property.rule,
              message: "\(condition) does not hold\(when)"))
        }
      case .eventually(let condition, let trigger, let bound):
        let met = holds(condition, facts)
        if let left = waiting[index] {
          let expired =
            switch bound {
            case .commands: left <= 1
            case .sequence: facts["sequence"] != .bool(true)
            }
          if met {
            waiting[index] = nil
          } else if expired {
            waiting[index] = nil
            let message =
              switch bound {
              case .commands: "\(condition) did not hold within \(bound) after \(trigger)"
              case .sequence: "\(condition) did not hold after \(trigger) before the sequence ended"
              }
            broken.append(
              Violation(property: property.name, rule: property.rule, message: message))
          } else {
            waiting[index] = left - 1
          }
        }
        let now = holds(trigger, facts)
        if now, !triggered[index], waiting[index] == nil, !met {
          switch bound {
          case .commands(let count): waiting[index] = count
          case .sequence: waiting[index] = Int.max
          }
        }
        triggered[index] = now
      }
    }
    return broken
  }

  /// The `eventually` properties triggered and still waiting: inconclusive if the run ends now.
  public var inconclusive: [String] {
    waiting.keys.sorted().map { properties[$0].name }
  }

  private func holds(_ condition: Condition, _ facts: Facts) -> Bool {
    condition.evaluate(facts: facts, version: version)
  }
}
