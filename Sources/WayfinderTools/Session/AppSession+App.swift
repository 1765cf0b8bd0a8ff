internal import Wayfinder
internal import WayfinderFlowFiles

extension AppSession {
  /// What a session runs and never changes: the app and its program, shared by every copy of
  /// the session (and by the sessions a relaunch starts), so a copy costs one reference for
  /// both.
  final class App: Sendable {
    /// The app.
    let definition: FlowDefinition
    /// Its program (`FlowDefinition.program()`).
    let program: FlowProgram<ScreenRoute>

    init(definition: FlowDefinition, program: FlowProgram<ScreenRoute>) {
      self.definition = definition
      self.program = program
    }
  }
}
