extension SwiftFile {
  /// Typed actions for the runtime's `perform(_:of:)`: each forwards the action's data to the
  /// core, which decides and performs it. The extensions are constrained to this app's route,
  /// so another generated app in the same module adds its own without a clash.
  func writePerforming(_ out: inout CodeWriter) {
    out.block("extension Wayfinder.InteractionSimulation where Route == \(route)") { out in
      out.doc(
        """
        Performs `action` of `program` on virtual time as one event: \
        `perform(_:of:in:)` with the action's data.
        """)
      out.line("\(access)mutating func perform(")
      out.indented { out in
        out.line(
          "_ action: \(actionType), of program: Wayfinder.FlowProgram<\(route)>,")
        out.line("in state: inout Wayfinder.NavigationState<\(route)>")
      }
      out.block(") throws(Wayfinder.ActionRefusal) -> Output") { out in
        out.line("try perform(action.flowAction, of: program, in: &state)")
      }
    }
    out.line()
    out.block("extension Wayfinder.InteractionCoordinator where Route == \(route)") { out in
      out.doc(
        "Performs `action` of `program` as one event: `perform(_:of:)` with the action's data.")
      out.line("\(access)func perform(")
      out.line("  _ action: \(actionType), of program: Wayfinder.FlowProgram<\(route)>")
      out.block(") throws(Wayfinder.ActionRefusal)") { out in
        out.line("try perform(action.flowAction, of: program)")
      }
    }
  }
}
