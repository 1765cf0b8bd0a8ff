package import Wayfinder

extension StepDefinition {
  /// What the step does, as the core's `InteractionStep.Declared`: the one mapping from a
  /// flow file's step to the core's, used by the loader's launch and by generated Swift alike.
  /// A modal step or gate shows its modal's root in the modal's style, as a flow when the
  /// modal is one (`root:` and `screens:`); the core's
  /// `InteractionStep.declared(_:_:after:when:version:priority:timeout:sets:dismissible:)`
  /// supplies what is left out.
  ///
  /// - Parameter definition: The app, which says the modal's root and style.
  /// - Returns: The step's kind, with the screen it shows and its modal's style.
  package func declaredKind(in definition: FlowDefinition) -> InteractionStep<ScreenRoute>.Declared
  {
    switch kind {
    case .splash: return .splash(screen.map { ScreenRoute($0) }, duration: duration)
    case .background: return .background(work: work)
    case .home: return .home
    case .modal, .gate:
      let modal = self.modal.flatMap { definition.modal($0) }
      // A modal the app does not declare (a definition not from a clean load) shows the screen
      // named like it, or like the step.
      let screen = ScreenRoute(modal?.root ?? self.modal?.rawValue ?? id)
      // A modal declared with `root:` and `screens:` is presented as the flow it is.
      let flow = modal?.isFlow ?? false
      return kind == .gate
        ? .gate(screen, style: modal?.style, flow: flow)
        : .modal(screen, style: modal?.style, flow: flow)
    }
  }

  /// The detents the step's modal rests at (its modal's `detents:` and `detent:`), for
  /// `InteractionStep.declared`; none for a step that presents no modal, or a modal without them.
  ///
  /// - Parameter definition: The app, which declares the modal.
  /// - Returns: The detents, and the one the modal rests at first.
  package func declaredDetents(
    in definition: FlowDefinition
  ) -> (detents: [SheetDetent], detent: SheetDetent?) {
    guard kind == .modal || kind == .gate, let modal = self.modal.flatMap({ definition.modal($0) })
    else { return ([], nil) }
    return (modal.detents, modal.selectedDetent)
  }
}
