import Wayfinder
import WayfinderFlows

extension SwiftFile {
  /// The launch plan: each step as a `LaunchStep`, with the app's hooks applied.
  func writeLaunch(_ out: inout CodeWriter) {
    out.doc(
      """
      The launch steps (`launch:`) in declaration order, with `hooks` supplying the app's own \
      work, interface and main-actor checks.
      """)
    out.line("\(access)static func launchSteps(")
    out.line("  hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> [Wayfinder.LaunchStep<\(route)>]") { out in
      if definition.launch.isEmpty {
        out.line("[]")  // A closure over no steps would be code that never runs.
      } else {
        out.line("\(stepType).allCases.filter(\\.runsAtLaunch).map { step($0, hooks: hooks) }")
      }
    }
    out.line()
    out.doc("The interactions (`interactions:`), which run only when asked.")
    out.line("\(access)static func interactionSteps(")
    out.line("  hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> [Wayfinder.LaunchStep<\(route)>]") { out in
      if definition.launch.isEmpty {
        out.line("[]")
      } else {
        out.line("\(stepType).allCases.filter { !$0.runsAtLaunch }.map { step($0, hooks: hooks) }")
      }
    }
    // With no steps there is no step to ask for: `step(_:hooks:)` would be code that never runs.
    guard !definition.launch.isEmpty else { return }
    out.line()
    out.doc("Step `id` as the core runs it, with `hooks` applied.")
    out.line("\(access)static func step(")
    out.line("  _ id: \(stepType), hooks: \(hooksType) = \(hooksType)()")
    out.block(") -> Wayfinder.LaunchStep<\(route)>") {
      out in
      out.line("var step: Wayfinder.LaunchStep<\(route)>")
      out.line("switch id {")
      for step in definition.launch {
        out.line("case .\(stepCase(step.id)):")
        out.indented { out in writeStep(&out, step) }
      }
      out.line("}")
      out.block("if let work = hooks.work[id], case .background = step.kind") { out in
        out.line("step.kind = .background(work)")
        out.line("step.duration = nil")
      }
      out.block("if let work = hooks.presentations[id], step.kind.presentsModal") { out in
        out.line("step.kind = .presenting(work)")
      }
      out.block("if let condition = hooks.conditions[id]") { out in
        out.line("step = step.when(condition)")
      }
      out.line("return step")
    }
    out.line()
    out.doc("A launch condition: `condition` evaluated against the facts and the app's version.")
    out.line("private static func holds(")
    out.line("  _ condition: Wayfinder.Condition")
    out.block(") -> Wayfinder.LaunchStep<\(route)>.Condition") { out in
      out.line("{ facts in condition.evaluate(facts: facts, version: version) }")
    }
  }

  private func writeStep(_ out: inout CodeWriter, _ step: LaunchStepDefinition) {
    var common: [SwiftCode] = []
    if !step.after.isEmpty {
      let after = step.after.map { "\(stepType).\(stepCase($0)).id" as SwiftCode }
      common.append("after: [\(after.joined(separator: ", "))]")
    }
    if let condition = step.condition {
      common.append("when: holds(\(SwiftLiteral.condition(condition)))")
    }
    let modal = step.modal.flatMap { definition.modal($0) }
    let screen: SwiftCode = ".\(caseName(modal?.root ?? step.modal?.rawValue ?? step.id))"
    switch step.kind {
    case .background:
      var arguments: [SwiftCode] =
        ["id.id", "lasting: \(SwiftLiteral.duration(step.work ?? .zero))"] + common
      if let timeout = step.timeout {
        arguments.append("timeout: \(SwiftLiteral.timeout(timeout))")
      }
      if !step.sets.values.isEmpty { arguments.append("sets: \(SwiftLiteral.facts(step.sets))") }
      out.call("step = .background(", arguments, ")")
      if step.priority != 0 { out.line("step.priority = \(step.priority)") }
      return
    case .splash:
      let shown: SwiftCode = step.screen.map { ".\(caseName($0))" } ?? "nil"
      let kind: SwiftCode =
        ".splash(\(shown), duration: \(SwiftLiteral.duration(step.duration ?? .zero)))"
      writeGeneralStep(&out, step, kind: kind, common: common)
    case .modal:
      writeGeneralStep(
        &out, step, kind: ".modal(\(screen), style: .\(case: modal?.style ?? .sheet))",
        common: common)
    case .gate:
      writeGeneralStep(
        &out, step, kind: ".gate(\(screen), style: .\(case: modal?.style ?? .fullScreen))",
        common: common)
    }
    if let dismissible = step.dismissible { out.line("step.isDismissible = \(dismissible)") }
  }

  private func writeGeneralStep(
    _ out: inout CodeWriter, _ step: LaunchStepDefinition, kind: SwiftCode, common: [SwiftCode]
  ) {
    var arguments: [SwiftCode] = ["id.id", "kind: \(kind)"] + common
    if step.priority != 0 { arguments.append("priority: \(step.priority)") }
    if let timeout = step.timeout { arguments.append("timeout: \(SwiftLiteral.timeout(timeout))") }
    if !step.sets.values.isEmpty { arguments.append("sets: \(SwiftLiteral.facts(step.sets))") }
    out.call("step = Wayfinder.LaunchStep(", arguments, ")")
  }
}
