public import Wayfinder

/// A stable, line-oriented text form of a `NavigationState`, made for diffs.
///
/// Each fact a test asserts sits on its own line, so a one-field change is a one-line diff:
/// the launch phase, the selected tab, one line per stack (root first), one line per modal,
/// and the pending deep link.
///
/// ```
/// phase: home
/// tabs (selected: tab1)
///   tab1: primary > secondary1
///   tab2: secondary2
/// modals:
///   checkout: cart > payment (sheet, flow)
///   passcode: passcode (fullScreen, step 'passcode' required)
/// pending deep link: none
/// interactions pending: deep links wait
/// ```
///
/// The last line appears only while an interaction sequence holds deep links.
///
/// Routes are named as in error messages: their `description` when they have one, otherwise
/// their reflection without module qualifiers (`item(id: 42)`). A stack labelled with an owner
/// other than the one its place implies says so (`(labelled modal 'x')`).
public enum NavigationStateDump {
  /// The state's lines, in a fixed order.
  public static func lines<Route>(of state: NavigationState<Route>) -> [String] {
    lines(of: state, naming: { RouteDescription.of($0) })
  }

  /// The state's lines joined by newlines.
  public static func text<Route>(of state: NavigationState<Route>) -> String {
    lines(of: state).joined(separator: "\n")
  }

  /// The state's lines with routes named by `name`.
  static func lines<Route>(
    of state: NavigationState<Route>, naming name: @escaping (Route) -> String
  )
    -> [String]
  {
    let dump = Dumper(name: name)
    var lines = ["phase: " + dump.phase(state.phase)]
    let home = state.home
    if home.layout == .flow, home.tabs.count == 1, let tab = home.tabs.first,
      tab.id == home.selectedTab
    {
      lines.append("flow \(tab.id): " + dump.stack(tab.stack, owner: .flow(tab.id)))
    } else {
      // A single-flow home with several stacks is not a state the transition function
      // produces; it is shown in full so that a diff can say what is wrong with it.
      lines.append("\(home.layout.rawValue) (selected: \(home.selectedTab))")
      for tab in home.tabs {
        let owner: StackOwner = home.layout == .tabs ? .tab(tab.id) : .flow(tab.id)
        lines.append("  \(tab.id): " + dump.stack(tab.stack, owner: owner))
      }
    }
    if state.modals.isEmpty {
      lines.append("modals: none")
    } else {
      lines.append("modals:")
      lines += state.modals.map { "  " + dump.modal($0) }
    }
    lines.append("pending deep link: " + (state.pendingDeepLink.map { dump.pending($0) } ?? "none"))
    if state.interactionsPending { lines.append("interactions pending: deep links wait") }
    return lines
  }

  /// `label: value`, or `value` alone for an unlabelled tuple element (`.0`, `.1`).
  private static func labelled(_ child: Mirror.Child) -> String {
    guard let label = child.label, !label.hasPrefix(".") else { return structure(child.value) }
    return label + ": " + structure(child.value)
  }

  /// Names routes by their structure, ignoring any `description`: `Screen(id: 3)`. Used when
  /// two different states print alike because different routes share a description.
  static func structure(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map(labelled)
    switch mirror.displayStyle {
    case .struct, .class:
      return "\(type(of: value))(" + children.joined(separator: ", ") + ")"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return String(reflecting: value)
      }
      let inner = Mirror(reflecting: payload.value)
      let arguments =
        inner.displayStyle == .tuple
        ? inner.children.map(labelled)
        : [structure(payload.value)]
      return name + "(" + arguments.joined(separator: ", ") + ")"
    case .tuple:
      return "(" + children.joined(separator: ", ") + ")"
    case .optional:
      return mirror.children.first.map { structure($0.value) } ?? "nil"
    case .collection, .set, .dictionary:
      return "[" + children.joined(separator: ", ") + "]"
    default:
      return String(reflecting: value)
    }
  }
}

/// Formats the parts of a state with one way of naming routes.
private struct Dumper<Route: Hashable & Sendable> {
  let name: (Route) -> String

  func phase(_ phase: LaunchPhase<Route>) -> String {
    switch phase {
    case .home: "home"
    case .launching(let screen?): "launching, screen " + name(screen)
    case .launching(nil): "launching, no screen"
    }
  }

  func stack(_ stack: PathStack<Route>, owner: StackOwner) -> String {
    let routes = stack.routes.map { name($0) }.joined(separator: " > ")
    return stack.owner == owner ? routes : routes + " (labelled \(stack.owner))"
  }

  func modal(_ modal: Modal<Route>) -> String {
    let kind = modal.hasNavigation ? ", flow" : ""
    let step = modal.interaction.map { ", step '\($0.step)' \($0.role.rawValue)" } ?? ""
    return "\(modal.id): " + stack(modal.stack, owner: .modal(modal.id))
      + " (\(modal.style.rawValue)\(kind)\(step))"
  }

  func pending(_ link: PendingDeepLink<Route>) -> String {
    let target = link.target
    var text = "'\(link.url)' -> " + (target.tab.map { "tab \($0)" } ?? "the selected tab")
    text += ", path [" + target.path.map { name($0) }.joined(separator: ", ") + "]"
    if let modal = target.modal { text += ", then modal " + self.modal(modal) }
    return text
  }
}
