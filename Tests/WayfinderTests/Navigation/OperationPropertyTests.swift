import PropertyBased
import Testing
import Wayfinder

/// Each operation beyond push, pop and present, against a plain model of the stacks: random
/// tabs, stacks and modals, random uses of the operation among pushes and pops, and after each
/// step the state is the model's, or the operation was refused and nothing changed. Cases come
/// from the seeds 1, 2, 3…, so every run checks the same ones; a failing case is shrunk by
/// dropping steps.
@Suite struct OperationPropertyTests {
  @Test(arguments: OperationKind.allCases) func operationMatchesTheModel(kind: OperationKind) async
  {
    let first = 1 + UInt64(OperationKind.allCases.firstIndex(of: kind) ?? 0) * 10_000
    await propertyCheck(count: 150, input: OperationCase.generator(kind, firstSeed: first)) {
      operationCase in
      let problems = Self.play(operationCase)
      #expect(problems.isEmpty, "\(operationCase)\n\(problems.joined(separator: "\n"))")
    }
  }

  static func play(_ operationCase: OperationCase) -> [String] {
    var model = OperationModel()
    var state = model.state
    var problems: [String] = []
    for (index, command) in operationCase.steps.enumerated() {
      let expected = model.applying(command)
      do throws(NavigationError) {
        try state.apply(command)
        if let expected {
          model = expected
          if state != model.state { problems.append("step \(index) \(command): \(state)") }
        } else {
          problems.append("step \(index) \(command): applied, the model refuses it")
        }
      } catch {
        if expected != nil { problems.append("step \(index) \(command): refused, \(error)") }
        if state != model.state { problems.append("step \(index) \(command): refusal changed") }
      }
      if let violation = state.invariantViolations().first {
        problems.append("step \(index) \(command): \(violation)")
      }
      if !problems.isEmpty { break }
    }
    return problems
  }
}

/// The operations the property covers, one test each.
enum OperationKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case setRoot, replaceTop, popFrom, pushNew, bringToFront, back, presentOrReveal, addTab
  case removeTab, transaction

  var testDescription: String { rawValue }
}

/// Tabs, their stacks and the modals (flows), as arrays.
struct OperationModel: Equatable {
  var tabs: [(id: String, stack: [String])] = [("t1", ["home"]), ("t2", ["other"])]
  var selected = "t1"
  var modals: [(id: String, stack: [String])] = []

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.state == rhs.state }

  /// The same tabs and modals as a navigation state.
  var state: NavigationState<String> {
    // Two tabs at least, distinct: the initializer cannot refuse them.
    guard
      var state = try? NavigationState(
        tabs: tabs.map {
          NavigationTab(TabID($0.id), root: $0.stack[0], path: Array($0.stack.dropFirst()))
        },
        selectedTab: TabID(selected))
    else { return NavigationState(flow: "broken", root: "broken") }
    state.modals = modals.map {
      .flow($0.stack[0], id: ModalID($0.id), path: Array($0.stack.dropFirst()))
    }
    return state
  }

  /// The model after `command`, or `nil` when the engine must refuse it.
  func applying(_ command: NavigationCommand<String>) -> Self? {
    var next = self
    return next.apply(command) ? next : nil
  }

  /// The visible stack, as the model keeps it.
  private var visible: [String] {
    get { modals.last?.stack ?? tabs.first { $0.id == selected }?.stack ?? [] }
    set {
      if !modals.isEmpty {
        modals[modals.count - 1].stack = newValue
      } else if let index = tabs.firstIndex(where: { $0.id == selected }) {
        tabs[index].stack = newValue
      }
    }
  }

  private mutating func apply(_ command: NavigationCommand<String>) -> Bool {
    switch command {
    case .push(let route, _): visible.append(route)
    case .pop(_, _):
      guard visible.count > 1 else { return false }
      visible.removeLast()
    case .present(let modal):
      guard !modals.contains(where: { $0.id == modal.id.rawValue }) else { return false }
      modals.append((modal.id.rawValue, modal.stack.routes))
    case .setRoot(let root, let path, _): visible = [root] + path
    case .replaceTop(let route, _): visible[visible.count - 1] = route
    case .popFrom(let route, let position, _):
      guard position >= 0, position + 1 < visible.count, visible[position + 1] == route else {
        return false
      }
      visible = Array(visible.prefix(position + 1))
    case .pushNew(let route, _): if visible.last != route { visible.append(route) }
    case .bringToFront(let route, _):
      guard visible.last != route else { break }
      if let index = visible.indices.dropFirst().last(where: { visible[$0] == route }) {
        visible.remove(at: index)
      }
      visible.append(route)
    case .back:
      if visible.count > 1 {
        visible.removeLast()
      } else if !modals.isEmpty {
        modals.removeLast()
      } else {
        return false
      }
    case .presentOrReveal(let modal):
      if let index = modals.firstIndex(where: { $0.id == modal.id.rawValue }) {
        modals.removeSubrange((index + 1)...)
      } else {
        modals.append((modal.id.rawValue, modal.stack.routes))
      }
    case .addTab(let tab, let index):
      let position = index ?? tabs.count
      guard !tabs.contains(where: { $0.id == tab.id.rawValue }), position >= 0,
        position <= tabs.count
      else { return false }
      tabs.insert((tab.id.rawValue, tab.stack.routes), at: position)
    case .removeTab(let id):
      guard tabs.count > 1, let index = tabs.firstIndex(where: { $0.id == id.rawValue }) else {
        return false
      }
      tabs.remove(at: index)
      if selected == id.rawValue { selected = tabs[max(0, index - 1)].id }
    case .transaction(let commands):
      for command in commands where !apply(command) { return false }
    default:
      return false
    }
    return true
  }
}

/// A case: a seed, and the steps it makes, which shrink by dropping steps.
struct OperationCase: CustomStringConvertible, Sendable {
  var seed: UInt64
  var steps: [NavigationCommand<String>]

  var description: String { "seed \(seed): " + steps.map(\.description).joined(separator: "; ") }

  static let routes = ["a", "b", "c", "d"]

  init(_ kind: OperationKind, seed: UInt64) {
    self.seed = seed
    var random = OperationRandom(seed: seed)
    steps = (0..<random.next(24)).map { _ in Self.step(kind, &random) }
  }

  private init(seed: UInt64, steps: [NavigationCommand<String>]) {
    self.seed = seed
    self.steps = steps
  }

  /// The case without one of its steps, each in turn.
  func shrunk() -> [OperationCase] {
    steps.indices.map { index in
      var fewer = steps
      fewer.remove(at: index)
      return OperationCase(seed: seed, steps: fewer)
    }
  }

  private static func route(_ random: inout OperationRandom) -> String {
    routes[random.next(routes.count)]
  }

  /// A step: the operation half the time, else a push, a pop or (now and then) a modal.
  private static func step(_ kind: OperationKind, _ random: inout OperationRandom)
    -> NavigationCommand<
      String
    >
  {
    switch random.next(10) {
    case 0..<3: return .push(route(&random))
    case 3: return .pop()
    case 4: return .present(.flow(route(&random), id: ModalID("m\(random.next(3))")))
    default: return operation(kind, &random)
    }
  }

  private static func operation(_ kind: OperationKind, _ random: inout OperationRandom)
    -> NavigationCommand<String>
  {
    switch kind {
    case .setRoot:
      return .setRoot(route(&random), path: (0..<random.next(3)).map { _ in route(&random) })
    case .replaceTop: return .replaceTop(route(&random))
    case .popFrom: return .popFrom(route(&random), at: random.next(6) - 1)
    case .pushNew: return .pushNew(route(&random))
    case .bringToFront: return .bringToFront(route(&random))
    case .back: return .back
    case .presentOrReveal:
      return .presentOrReveal(.flow(route(&random), id: ModalID("m\(random.next(3))")))
    case .addTab:
      return .addTab(
        NavigationTab(TabID("t\(random.next(5))"), root: route(&random)), at: random.next(5) - 1)
    case .removeTab: return .removeTab(TabID("t\(random.next(5))"))
    case .transaction:
      let kinds = OperationKind.allCases.filter { $0 != .transaction }
      return .transaction(
        (0..<random.next(4)).map { _ in
          random.next(2) == 0
            ? .push(route(&random)) : operation(kinds[random.next(kinds.count)], &random)
        })
    }
  }

  static func generator(_ kind: OperationKind, firstSeed: UInt64) -> Generator<
    OperationCase, [OperationCase]
  > {
    let seeds = SeedSequence(from: firstSeed)
    return Generator(run: { _ in OperationCase(kind, seed: seeds.take()) }, shrink: { $0.shrunk() })
  }
}

/// OperationRandom64: small, and the same numbers on every platform.
struct OperationRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
