public import Wayfinder

/// One step of the launch sequence (`launch:`), as declared; the launch coordinator runs them.
///
/// ```yaml
/// launch:
///   - { id: splash, screen: splash, duration: 0.5s }
///   - { id: forceUpdate, kind: gate, after: [splash], when: updateRequired, modal: forceUpdate }
///   - { id: fetchConfig, after: [splash], work: 0.8s, timeout: 2s, sets: { configLoaded: true } }
///   - { id: passcode, when: passcodeEnabled, modal: passcode, priority: 100 }
/// ```
///
/// The kind is inferred when `kind:` is absent: `screen:` makes a splash, `modal:` a modal step,
/// anything else background work. `kind: gate` and `kind: home` are written out.
public struct StepDefinition: Hashable, Sendable {
  /// What a step does.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Shows a launch screen for `duration`.
    case splash
    /// Presents a modal; finishes when one of its actions says `finish: true`. Modal steps
    /// present one at a time, by priority then declaration order.
    case modal
    /// Works in the background for `work` (a simulated duration); runs beside other steps.
    case background
    /// Presents a modal that holds the launch for as long as its `when:` condition holds, with
    /// no dismissal: a forced update or a login. It ends when facts change so the condition no
    /// longer holds (an action's `set:`), never on `finish: true` alone; a gate whose
    /// condition never changes blocks for good.
    case gate
    /// Shows home part-way through the launch (`kind: home`): once the steps it comes
    /// `after:` have ended and no modal step is up, the launch screen goes and a deep link held
    /// during the launch lands; the steps `after:` it then run over home. At most one, in
    /// `launch:` only.
    case home
  }

  /// The step's identifier, unique among steps.
  public var id: String
  /// What it does.
  public var kind: Kind
  /// Steps that must finish (or be skipped) before it starts.
  public var after: [String]
  /// A condition evaluated just before the step starts; the step is skipped when it is false.
  public var condition: Condition?
  /// The condition as written, for messages and traces.
  public var conditionText: String?
  /// Among modal steps ready at once, the higher priority presents first. Default 0.
  public var priority: Int
  /// An optional time limit and what happens when it passes (`timeout:` + `onTimeout:`
  /// `skip`, `continue` or `fail`; `skip` by default).
  public var timeout: StepTimeout?
  /// How long a splash shows (`duration:`).
  public var duration: Duration?
  /// How long background work takes (`work:`).
  public var work: Duration?
  /// Facts set when the step finishes (`sets:`).
  public var sets: Facts
  /// The launch screen a splash shows.
  public var screen: String?
  /// The modal a modal step or gate presents.
  public var modal: ModalID?
  /// Whether the user may dismiss a modal step's modal (`dismissible:`), ending the step as
  /// cancelled; `nil` follows the modal's style (a sheet may be dismissed, a full-screen cover
  /// may not).
  public var dismissible: Bool?
  /// Which of the app's own modals the step's modal may present over (`covers: any`,
  /// `covers: [settings]`); `nil` follows the kind: a gate covers any, a modal step none.
  public var covers: AppModalCover?
  /// When the step may show as a prompt (`cooldown:`, `quota:`, `spacing:`, `from:`,
  /// `counted:`); `nil` when the step declares none of them.
  public var prompts: PromptPolicy?
  /// Where each launch source `from:` names is, for diagnostics.
  var sourceLocations: [NamedSource] = []
  /// Where each modal `covers:` names is, for diagnostics.
  var coversLocations: [CoveredModal] = []
  /// Whether the step belongs to the launch (`launch:`) or only runs when asked
  /// (`interactions:`, started by `run` or an action's `run:`).
  public var runsAtLaunch = true
  /// Where the step is declared.
  public var location: FileLocation
  /// Where each `after:` entry is.
  var afterLocations: [FileLocation] = []
  /// Where `screen:` or `modal:` is.
  var targetLocation: FileLocation?

  /// Creates a step.
  public init(
    id: String, kind: Kind, after: [String] = [], condition: Condition? = nil,
    conditionText: String? = nil, priority: Int = 0, timeout: StepTimeout? = nil,
    duration: Duration? = nil, work: Duration? = nil, sets: Facts = Facts(),
    screen: String? = nil, modal: ModalID? = nil, location: FileLocation
  ) {
    self.id = id
    self.kind = kind
    self.after = after
    self.condition = condition
    self.conditionText = conditionText
    self.priority = priority
    self.timeout = timeout
    self.duration = duration
    self.work = work
    self.sets = sets
    self.screen = screen
    self.modal = modal
    self.location = location
  }

  /// Whether the step should run given the facts and the app's version: true without a
  /// condition.
  package func shouldRun(facts: Facts, version: AppVersion) -> Bool {
    condition?.evaluate(facts: facts, version: version) ?? true
  }
}

extension StepDefinition {
  /// A launch source a step's `from:` names, and where.
  package struct NamedSource: Hashable, Sendable {
    package var source: LaunchSource
    package var location: FileLocation

    package init(source: LaunchSource, location: FileLocation) {
      self.source = source
      self.location = location
    }
  }

  /// A modal a step's `covers:` names, and where.
  package struct CoveredModal: Hashable, Sendable {
    package var modal: ModalID
    package var location: FileLocation

    package init(modal: ModalID, location: FileLocation) {
      self.modal = modal
      self.location = location
    }
  }
}
