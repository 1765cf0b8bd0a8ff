import Testing
import WayfinderTesting
@testable import Wayfinder

/// A random interaction sequence: steps `s0`, `s1`… of every kind, with dependencies on earlier
/// steps, conditions on the boolean facts `f0`…`f2`, priorities, timeouts and facts they set.
///
/// Every duration carries random nanoseconds, so no two things fall due at the same instant:
/// the simulation orders ties by when they were scheduled, tasks on a real clock do not, and a
/// differential run must not depend on that.
struct InteractionPlan: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case splash
    case background
    case modal(PresentationStyle, dismissible: Bool?)
    case gate
    case presenting
    /// Home shown part-way (`InteractionStep.home`).
    case home
  }

  struct Spec: Hashable, Sendable {
    var kind: Kind
    var dependencies: [Int]
    /// The step runs only when fact `f<n>` is true; a gate holds while it is.
    var conditionFact: Int?
    var priority: Int
    var timeout: StepTimeout?
    var setsFact: Int?
    var setsValue: Bool
    /// How long a splash, background or presenting step lasts.
    var duration: Duration
  }

  static let factCount = 3

  var specs: [Spec]
  var facts: [Bool]
  /// Whether every modal step's and gate's modal is a flow the user pushes inside
  /// (`InteractionStep.presentsFlow`).
  var flows = false

  static func id(_ index: Int) -> StepID { StepID("s\(index)") }
  static func fact(_ index: Int) -> String { "f\(index)" }

  var ids: [StepID] { specs.indices.map(Self.id) }

  var initialFacts: Facts {
    Facts(
      Dictionary(uniqueKeysWithValues: facts.enumerated().map { (Self.fact($0), .bool($1)) }))
  }

  init(specs: [Spec], facts: [Bool]) {
    self.specs = specs
    self.facts = facts
  }

  init(using random: inout SeededGenerator) {
    let count = Int.random(in: 2...5, using: &random)
    facts = (0..<Self.factCount).map { _ in Bool.random(using: &random) }
    specs = (0..<count).map { index in Self.randomSpec(index, using: &random) }
  }

  private static func randomSpec(_ index: Int, using random: inout SeededGenerator) -> Spec {
    let kind: Kind =
      switch Int.random(in: 0..<11, using: &random) {
      case 0: .splash
      case 1, 2: .background
      case 3: .modal(.sheet, dismissible: nil)
      case 4: .modal(.fullScreen, dismissible: nil)
      case 5: .modal(.sheet, dismissible: false)
      case 6, 7: .gate
      case 8, 9: .presenting
      default: .home
      }
    let dependencies = (0..<index).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
    let hasCondition =
      switch kind {
      case .gate: true
      case .modal: Bool.random(using: &random)
      case .splash, .background, .presenting, .home: Int.random(in: 0..<4, using: &random) == 0
      }
    let timeout: StepTimeout? =
      switch Int.random(in: 0..<12, using: &random) {
      case 0: .skip(after: randomDuration(using: &random))
      case 1: .continue(after: randomDuration(using: &random))
      case 2: .fail(after: randomDuration(using: &random))
      default: nil
      }
    let sets = Bool.random(using: &random)
    return Spec(
      kind: kind, dependencies: dependencies,
      conditionFact: hasCondition ? Int.random(in: 0..<factCount, using: &random) : nil,
      priority: Int.random(in: 0...2, using: &random), timeout: timeout,
      setsFact: sets ? Int.random(in: 0..<factCount, using: &random) : nil,
      setsValue: Bool.random(using: &random), duration: randomDuration(using: &random))
  }

  /// 0.1 s to 1.5 s, plus random nanoseconds.
  static func randomDuration(using random: inout SeededGenerator) -> Duration {
    .milliseconds(Int.random(in: 100...1500, using: &random))
      + .nanoseconds(Int.random(in: 1...999_999, using: &random))
  }

  /// The steps, as a launch sequence both shells can run: work sleeps on the launch clock for
  /// the step's duration, and says so for the simulation.
  func steps() -> [InteractionStep<String>] {
    specs.indices.map(step)
  }

  func step(_ index: Int) -> InteractionStep<String> {
    let spec = specs[index]
    let id = Self.id(index)
    let after = spec.dependencies.map(Self.id)
    let condition: InteractionStep<String>.FactPredicate? = spec.conditionFact.map { fact in
      let name = Self.fact(fact)
      return { $0.isTrue(name) }
    }
    let sets: Facts = spec.setsFact.map { [Self.fact($0): .bool(spec.setsValue)] } ?? [:]
    let duration = spec.duration
    var step: InteractionStep<String>
    switch spec.kind {
    case .splash:
      step = .splash(
        id, screen: "splash\(index)", duration: duration, after: after, when: condition)
    case .background:
      step = .background(
        id, lasting: duration, after: after, when: condition, timeout: spec.timeout, sets: sets)
    case .modal(let style, let dismissible):
      step = .modal(
        id, screen: "m\(index)", style: style, after: after, when: condition,
        priority: spec.priority, timeout: spec.timeout, sets: sets, dismissible: dismissible)
    case .gate:
      step = .gate(
        id, screen: "g\(index)", after: after, when: condition, priority: spec.priority,
        timeout: spec.timeout, sets: sets)
    case .presenting:
      step = .presenting(
        id, after: after, when: condition, priority: spec.priority, timeout: spec.timeout,
        sets: sets
      ) { context in
        try await context.sleep(untilElapsed: duration)
        return [:]
      }
      step.duration = duration
    case .home:
      step = .home(id, after: after, when: condition, priority: spec.priority)
    }
    if flows { step.presentsFlow = true }
    return step
  }

  /// The fact a gate holds on, for gates.
  func gateFact(of id: StepID) -> Int? {
    guard let index = ids.firstIndex(of: id), case .gate = specs[index].kind else { return nil }
    return specs[index].conditionFact
  }

  /// Whether step `index` waits for a home step, directly or through other steps.
  func isBehindHome(_ index: Int) -> Bool {
    specs[index].dependencies.contains {
      $0 < index && (specs[$0].kind == .home || isBehindHome($0))
    }
  }

  /// The plan without step `index`: later steps are renumbered, dependencies on it dropped.
  func removing(_ index: Int) -> Self {
    var copy = self
    copy.specs.remove(at: index)
    for position in copy.specs.indices {
      copy.specs[position].dependencies = copy.specs[position].dependencies.compactMap {
        $0 == index ? nil : $0 > index ? $0 - 1 : $0
      }
    }
    return copy
  }

  var description: String {
    let facts = facts.enumerated().map { "\(Self.fact($0))=\($1)" }.joined(separator: " ")
    return
      (["facts \(facts)" + (flows ? ", modals are flows" : "")]
      + specs.indices.map { "\(Self.id($0)): \(describe(specs[$0]))" })
      .joined(separator: "\n")
  }

  private func describe(_ spec: Spec) -> String {
    var words: [String]
    switch spec.kind {
    case .splash: words = ["splash \(spec.duration)"]
    case .background: words = ["background \(spec.duration)"]
    case .presenting: words = ["presenting \(spec.duration)"]
    case .gate: words = ["gate"]
    case .home: words = ["home"]
    case .modal(let style, let dismissible):
      words = ["modal \(style)" + (dismissible.map { $0 ? " dismissible" : " required" } ?? "")]
    }
    if !spec.dependencies.isEmpty {
      words.append("after [\(spec.dependencies.map { "s\($0)" }.joined(separator: ", "))]")
    }
    if let fact = spec.conditionFact { words.append("when \(Self.fact(fact))") }
    if spec.priority != 0 { words.append("priority \(spec.priority)") }
    if let timeout = spec.timeout { words.append("timeout \(timeout.policy) \(timeout.duration)") }
    if let fact = spec.setsFact { words.append("sets \(Self.fact(fact))=\(spec.setsValue)") }
    return words.joined(separator: " ")
  }
}

/// One thing that happens to the app: the user, the system or the app's own code.
enum ScriptEvent: Hashable, Sendable, CustomStringConvertible {
  /// Run the steps of `mask` (bit n: step n), merged into the run going on: the launch.
  case run(mask: UInt8)
  /// The app came to the foreground: the whole sequence runs again, then modals may present.
  case foreground
  /// The app went to the background: no new modal presents.
  case background
  case resume
  /// Add the steps of `mask` now (an interaction after home).
  case enqueue(mask: UInt8)
  /// A deep link: `demo://item/<n>` (tab1) or, for odd `link`, `demo://settings` (tab2).
  case open(link: Int)
  case dismiss
  case selectTab(Int)
  case cancel(step: Int)
  case cancelAll
  /// The user finished step `step` (whether or not it is up).
  case finish(step: Int)
  /// The user finished the modal on screen, if a modal step's is.
  case finishPresented
  case set(fact: Int, value: Bool)
  case wait(Duration)
  /// Time passes until the next thing falls due.
  case waitForNext
  /// The user pushes a screen onto the stack on screen: inside a modal flow, if one is on top.
  case pushInside
  /// The user goes back: pops the stack on screen, or dismisses the modal at its root.
  case back

  /// A random event; with `flows`, pushes inside the modal on top and backs out of it too.
  static func random(
    using random: inout SeededGenerator, steps: Int, flows: Bool = false
  ) -> Self {
    // Without flows no number is drawn here, so the cases of a seed stay what they were.
    if flows, Int.random(in: 0..<4, using: &random) == 0 {
      return Bool.random(using: &random) ? .pushInside : .back
    }
    let all = UInt8((1 << steps) - 1)
    let step = Int.random(in: 0..<steps, using: &random)
    return switch Int.random(in: 0..<100, using: &random) {
    case 0..<14: .waitForNext
    case 14..<24: .wait(InteractionPlan.randomDuration(using: &random))
    case 24..<36: .finishPresented
    case 36..<41: .finish(step: step)
    case 41..<48: .dismiss
    case 48..<56: .open(link: Int.random(in: 0..<4, using: &random))
    case 56..<61: .selectTab(Int.random(in: 1...2, using: &random))
    case 61..<65: .run(mask: UInt8.random(in: 1...all, using: &random))
    case 65..<70: .foreground
    case 70..<75: .background
    case 75..<79: .resume
    case 79..<84: .enqueue(mask: UInt8.random(in: 1...all, using: &random))
    case 84..<89: .cancel(step: step)
    case 89..<91: .cancelAll
    default:
      .set(
        fact: Int.random(in: 0..<InteractionPlan.factCount, using: &random),
        value: Bool.random(using: &random))
    }
  }

  var description: String {
    switch self {
    case .run(let mask): "run \(Self.names(mask))"
    case .foreground: "foreground"
    case .background: "background"
    case .resume: "resume"
    case .enqueue(let mask): "enqueue \(Self.names(mask))"
    case .open(let link): "open \(Self.url(link))"
    case .dismiss: "dismiss"
    case .selectTab(let tab): "tab tab\(tab)"
    case .cancel(let step): "cancel s\(step)"
    case .cancelAll: "cancel all"
    case .finish(let step): "finish s\(step)"
    case .finishPresented: "finish presented"
    case .set(let fact, let value): "set f\(fact) \(value)"
    case .wait(let duration): "wait \(duration)"
    case .waitForNext: "wait for next"
    case .pushInside: "push page"
    case .back: "back"
    }
  }

  static func names(_ mask: UInt8) -> String {
    "[" + (0..<8).filter { mask & (1 << $0) != 0 }.map { "s\($0)" }.joined(separator: ", ") + "]"
  }

  static func url(_ link: Int) -> String {
    link % 2 == 0 ? "demo://item/\(link)" : "demo://settings"
  }
}

/// A plan and what happens to it, generated from a seed; shrinks by dropping events and steps.
struct InteractionCase: Sendable, CustomStringConvertible {
  var seed: UInt64
  var plan: InteractionPlan
  /// The first event is the launch (the whole plan runs).
  var events: [ScriptEvent]

  /// A case from `seed`; with `flows`, every modal step's and gate's modal is a flow, and
  /// the user pushes inside it and goes back.
  init(seed: UInt64, events eventCount: ClosedRange<Int> = 5...25, flows: Bool = false) {
    self.seed = seed
    var random = SeededGenerator(seed: seed)
    plan = InteractionPlan(using: &random)
    plan.flows = flows
    let count = Int.random(in: eventCount, using: &random)
    let steps = plan.specs.count
    events =
      [.run(mask: UInt8((1 << steps) - 1))]
      + (0..<count).map { _ in
        ScriptEvent.random(using: &random, steps: steps, flows: flows)
      }
  }

  init(seed: UInt64, plan: InteractionPlan, events: [ScriptEvent]) {
    self.seed = seed
    self.plan = plan
    self.events = events
  }

  /// Smaller cases, most shrunk first: whole chunks of events dropped, then single events,
  /// then single steps of the plan. Never the case itself.
  func shrunk() -> [InteractionCase] {
    var candidates: [InteractionCase] = []
    var size = events.count / 2
    while size >= 1 {
      var start = 0
      while start < events.count {
        var fewer = events
        fewer.removeSubrange(start..<min(start + size, events.count))
        candidates.append(InteractionCase(seed: seed, plan: plan, events: fewer))
        start += size
      }
      size /= 2
    }
    if plan.specs.count > 1 {
      for index in plan.specs.indices {
        let smaller = plan.removing(index)
        let steps = smaller.specs.count
        let events = events.map { event in Self.renumbered(event, removing: index, steps: steps) }
        candidates.append(InteractionCase(seed: seed, plan: smaller, events: events))
      }
    }
    return candidates
  }

  private static func renumbered(
    _ event: ScriptEvent, removing index: Int, steps: Int
  ) -> ScriptEvent {
    func mask(_ mask: UInt8) -> UInt8 {
      let low = mask & UInt8((1 << index) - 1)
      let high = (mask >> (index + 1)) << index
      return (low | high) & UInt8((1 << steps) - 1)
    }
    switch event {
    case .run(let bits): return .run(mask: mask(bits))
    case .enqueue(let bits): return .enqueue(mask: mask(bits))
    case .cancel(let step): return .cancel(step: step > index ? step - 1 : step % steps)
    case .finish(let step): return .finish(step: step > index ? step - 1 : step % steps)
    default: return event
    }
  }

  var description: String {
    "seed \(seed)\n\(plan)\nevents:\n"
      + events.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
  }
}
