package import Wayfinder
package import WayfinderRecording
package import WayfinderFlowFiles

extension AppSession {
  /// The trace input `command` is when given to this session: a tap by the label and screen
  /// of the action it names, a tab by its identifier, a fact by its typed value — what a
  /// replay needs without the session's numbering or the REPL's words. A command the session
  /// cannot resolve keeps what was typed, and is recorded as refused.
  ///
  /// ```swift
  /// session.traceInput(for: .tap(.number(1)))   // .tap(screen: "primary", label: "Go to Secondary
  /// 1")
  /// ```
  package func traceInput(for command: SessionCommand) -> TraceEvent {
    switch command {
    case .tap(let choice):
      let screen = state.topRoute?.screen ?? ""
      if let action = try? action(choice) { return .tap(screen: screen, label: action.label) }
      switch choice {
      case .number(let number): return .tap(screen: screen, label: String(number))
      case .label(let label): return .tap(screen: screen, label: label)
      }
    case .back: return .navigate(.back)
    case .pop: return .navigate(.pop())
    case .root: return .navigate(.popToRoot())
    case .swipe(let step): return .navigate(step.command)
    case .selectTab(let text):
      let tabs = state.home.tabIDs
      if let number = Int(text), !tabs.contains(TabID(text)), number >= 1, number <= tabs.count {
        return .navigate(.selectTab(tabs[number - 1]))
      }
      return .navigate(.selectTab(TabID(text)))
    case .open(let url): return .navigate(.open(url: url))
    case .dismiss: return .navigate(.dismiss)
    case .set(let name, let text):
      let value = definition.fact(name).flatMap { definition.factValue(text, as: $0.type) }
      return .setFacts([name: value ?? .string(text)])
    case .wait(let duration): return .wait(duration)
    case .relaunch(let origin):
      if case .link(let url) = origin { return .relaunch(from: .link, link: url) }
      return .relaunch(from: origin.source)
    case .background: return .background
    case .foreground: return .foreground
    case .run(let names): return .run(names.map { StepID($0) })
    case .cancel(let name): return .cancel(StepID(name))
    case .cancelAll: return .cancelAll
    case .event(let name):
      // What the world did, as the facts it set: a replay needs no name the app may rename.
      return .setFacts(definition.environmentEvent(name)?.facts ?? [:])
    case .detent(let detent): return .navigate(.selectDetent(detent))
    case .window(.open): return .openWindow
    case .window(.activate(let number)): return .activateWindow(SceneID(number))
    case .window(.close(let number)):
      return .closeWindow(number.map(SceneID.init) ?? life.activeScene)
    case .select(let text, let column):
      return .navigate(.select((try? route(text)) ?? ScreenRoute(text), in: column))
    case .deselect(let column): return .navigate(.deselect(column))
    case .width(let width): return .navigate(.setWidth(width))
    }
  }

  /// The launch of this app as a trace records it: the facts it starts with and its launch
  /// steps.
  package func traceLaunch(facts: Facts) -> TraceEvent {
    .launch(
      facts: facts, steps: definition.launch.filter(\.runsAtLaunch).map { StepID($0.id) })
  }
}

extension SessionOutput {
  /// What happened, as trace outcomes stamped with the times they happened at.
  package func traceEntries(redacting redaction: TraceRedaction = TraceRedaction()) -> [TraceEntry]
  {
    entries.map { entry in
      switch entry {
      case .transition(let transition, let time):
        TraceEntry(time: time, event: .transition(transition, redacting: redaction))
      case .event(let event):
        TraceEntry(time: event.time, event: .launchEvent(event, redacting: redaction))
      }
    }
  }
}
