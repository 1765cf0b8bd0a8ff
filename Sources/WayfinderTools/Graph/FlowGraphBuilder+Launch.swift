internal import Wayfinder
internal import WayfinderFlowFiles

extension FlowGraphBuilder {
  /// The launch's group (or groups, around a home step), its dependencies, what each step
  /// shows, and where home appears: after the last steps, or at the home step.
  mutating func buildLaunch() {
    let steps = definition.launch.filter(\.runsAtLaunch)
    guard !steps.isEmpty || !definition.launchScreens.isEmpty else { return }
    let screens = definition.launchScreens.map(screenNode)
    guard let home = steps.first(where: { $0.kind == .home }) else {
      clusters.append(
        FlowGraph.Cluster(id: "launch", title: "launch", nodes: steps.map(stepNode) + screens))
      addStepEdges(steps)
      let waitedFor = Set(steps.flatMap(\.after))
      for step in steps where !waitedFor.contains(step.id) {
        edges.append(
          FlowGraph.Edge(from: Self.step(step.id), to: "home", label: nil, style: .dependency))
      }
      return
    }
    var waitingFor: [String: [String]] = [:]
    for step in steps {
      for before in step.after { waitingFor[before, default: []].append(step.id) }
    }
    let before = Self.closure(
      of: home.id, next: Dictionary(steps.map { ($0.id, $0.after) }) { first, _ in first })
    let after = Self.closure(of: home.id, next: waitingFor)
    let groups = [
      ("launch", "launch, before home", steps.filter { before.contains($0.id) || $0 == home }),
      ("launch_after_home", "launch, after home (over it)", steps.filter { after.contains($0.id) }),
      (
        "launch_beside_home", "launch, before or after home",
        steps.filter { $0 != home && !before.contains($0.id) && !after.contains($0.id) }
      ),
    ]
    for (id, title, members) in groups where !members.isEmpty || id == "launch" {
      clusters.append(
        FlowGraph.Cluster(
          id: id, title: title, nodes: members.map(stepNode) + (id == "launch" ? screens : [])))
    }
    addStepEdges(steps)
    edges.append(
      FlowGraph.Edge(
        from: Self.step(home.id), to: "home",
        label: Self.label("shows", [home.conditionText.map { "when \($0)" }]), style: .dotted))
  }

  /// The group of the steps that run only when asked (`interactions:`), with what they show.
  /// What starts them is an action's `run:`, drawn with the actions.
  mutating func buildInteractions() {
    let steps = definition.launch.filter { !$0.runsAtLaunch }
    guard !steps.isEmpty else { return }
    clusters.append(
      FlowGraph.Cluster(id: "interactions", title: "on demand", nodes: steps.map(stepNode)))
    addStepEdges(steps)
  }

  /// A step's node; a step that shows nothing carries its condition in its label.
  private func stepNode(_ step: StepDefinition) -> FlowGraph.Node {
    let name = Self.label(step.id, [step.kind.rawValue])
    guard shown(by: step) == nil, let condition = step.conditionText.map({ "when \($0)" }) else {
      return FlowGraph.Node(id: Self.step(step.id), label: name, kind: .launchStep)
    }
    return FlowGraph.Node(
      id: Self.step(step.id), label: Self.label(step.id, [step.kind.rawValue, condition]),
      kind: .launchStep, lines: [name, condition])
  }

  /// The screen a splash shows or the root of the modal a modal step or gate presents.
  private func shown(by step: StepDefinition) -> String? {
    step.screen ?? step.modal.flatMap { definition.modal($0)?.root }
  }

  /// Each step's dependencies, then what it shows, labelled with its condition: a gate holds
  /// `while` it holds, other steps show `when` it holds.
  private mutating func addStepEdges(_ steps: [StepDefinition]) {
    for step in steps {
      for before in step.after {
        edges.append(
          FlowGraph.Edge(
            from: Self.step(before), to: Self.step(step.id), label: nil, style: .dependency))
      }
      guard let shown = shown(by: step) else { continue }
      let verb: String
      switch step.kind {
      case .splash: verb = "shows"
      case .gate: verb = "holds with"
      default: verb = "presents"
      }
      let condition = step.conditionText.map { (step.kind == .gate ? "while " : "when ") + $0 }
      edges.append(
        FlowGraph.Edge(
          from: Self.step(step.id), to: Self.screen(shown), label: Self.label(verb, [condition]),
          style: .dotted))
    }
  }

  /// The identifiers reachable from `start` through `next`, `start` excluded.
  /// O(steps + dependencies).
  private static func closure(of start: String, next: [String: [String]]) -> Set<String> {
    var found: Set<String> = []
    var pending = [start]
    while let id = pending.popLast() {
      for other in next[id, default: []] where other != start && found.insert(other).inserted {
        pending.append(other)
      }
    }
    return found
  }
}
