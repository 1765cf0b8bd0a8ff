import WayfinderFlowFiles
import WayfinderTesting

/// Small random apps for checking path generation: one to three tabs (or a single flow) of two
/// to five screens, each screen reachable by a push from the one before it, with random extra
/// actions of every kind — pushes, pops, `popTo`, `popToRoot`, tab switches, modals, deep links,
/// fact changes, steps started with `run:`, some available only `when:` a fact holds — a random
/// launch, and deep links with every stack policy whose patterns may overlap, so that a URL made
/// for one link can land through another.
///
/// Not every app is valid (a random `popTo` may name a screen some stack lacks); callers keep
/// those that load without errors.
enum RandomApp {
  static func yaml(seed: UInt64) -> String {
    var random = SeededRandomNumberGenerator(seed: seed)
    let flowCount = Int.random(in: 1...3, using: &random)
    let tabbed = flowCount > 1 || Bool.random(using: &random)
    let screenCounts = (0..<flowCount).map { _ in Int.random(in: 2...5, using: &random) }
    let links = deepLinks(screenCounts: screenCounts, tabbed: tabbed, using: &random)

    var out = "app: Random\(seed)\nversion: \"1.0\"\nfacts: { flag: false }\n"
    let flowIDs = (0..<flowCount).map { "f\($0)" }
    out +=
      tabbed ? "home: { tabs: [\(flowIDs.joined(separator: ", "))] }\n" : "home: { flow: f0 }\n"
    out += "flows:\n"
    for flow in 0..<flowCount {
      out += "  f\(flow):\n    title: Flow \(flow)\n    root: s\(flow)_0\n    screens:\n"
      for screen in 0..<screenCounts[flow] {
        out += "      s\(flow)_\(screen):\n        title: Screen \(flow).\(screen)\n"
        var actions: [String] = []
        if screen + 1 < screenCounts[flow] { actions.append("push: s\(flow)_\(screen + 1)") }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          var action = extraAction(
            flow: flow, screen: screen, screens: screenCounts[flow], flowCount: flowCount,
            tabbed: tabbed, links: links, using: &random)
          // Some actions are there only while a condition holds.
          switch Int.random(in: 0..<6, using: &random) {
          case 0: action += ", when: flag"
          case 1: action += ", when: \"!flag\""
          default: break
          }
          actions.append(action)
        }
        if actions.isEmpty { actions.append("popToRoot: true") }
        out += "        actions:\n"
        for (index, action) in actions.enumerated() {
          out += "          - { label: \"A\(index)\", \(action) }\n"
        }
      }
    }
    out += """
      screens:
        splash: { title: Splash }
      modals:
        sheet:
          title: Sheet
          actions:
            - { label: Close, dismiss: true }
            - { label: Set flag, set: { flag: true }, dismiss: true }
        intro:
          title: Intro
          actions: [ { label: Continue, finish: true } ]
        prompt:
          title: Prompt
          actions: [ { label: OK, finish: true } ]

      """
    out += "launch:\n"
    out += "  - { id: splash, screen: splash, duration: 0.5s }\n"
    switch Int.random(in: 0..<3, using: &random) {
    case 0: out += "  - { id: intro, after: [splash], modal: intro }\n"
    case 1: out += "  - { id: intro, after: [splash], when: flag, modal: intro }\n"
    default: out += "  - { id: warm, work: 0.2s, sets: { flag: true } }\n"
    }
    out += "interactions:\n  - { id: prompt, when: \"!flag\", modal: prompt }\n"
    if !links.isEmpty {
      out += "deepLinks:\n"
      for link in links { out += "  - \(link.declaration)\n" }
    }
    return out
  }

  /// A deep link: how it is declared, and a URL that matches its pattern.
  struct Link {
    var declaration: String
    var sample: String
  }

  /// Up to three deep links from a pool whose patterns overlap (`r://a/{x}` takes any text,
  /// `r://a/{n:int}` only numbers; one has a query), each to a random tab and path, with a
  /// random stack policy and way back, sometimes under a modal.
  private static func deepLinks(
    screenCounts: [Int], tabbed: Bool, using random: inout SeededRandomNumberGenerator
  ) -> [Link] {
    let patterns = [
      ("r://a/{x}", "r://a/7"), ("r://a/{n:int}", "r://a/7"), ("r://b", "r://b"),
      ("r://c/{n:int}", "r://c/1"), ("r://d?q={q:string}&p={p:int=1}", "r://d?q=a"),
    ]
    var links: [Link] = []
    for (pattern, sample) in patterns.shuffled(using: &random).prefix(
      Int.random(in: 0...3, using: &random))
    {
      let flow = Int.random(in: 0..<screenCounts.count, using: &random)
      var parts = ["url: \"\(pattern)\""]
      if tabbed, Bool.random(using: &random) { parts.append("tab: f\(flow)") }
      let depth = Int.random(in: 0...min(2, screenCounts[flow] - 1), using: &random)
      let path = (0..<depth).map { "s\(flow)_\($0 + 1)" }
      if !path.isEmpty { parts.append("path: [" + path.joined(separator: ", ") + "]") }
      switch Int.random(in: 0..<4, using: &random) {
      case 0: parts.append("stack: append")
      case 1 where path.isEmpty: parts.append("stack: keep")
      case 2: parts.append("stack: reset")
      default: break
      }
      if parts.contains("tab: f\(flow)"), Bool.random(using: &random) {
        parts.append("back: previousTab")
      }
      if Int.random(in: 0..<4, using: &random) == 0 { parts.append("modal: sheet") }
      links.append(Link(declaration: "{ " + parts.joined(separator: ", ") + " }", sample: sample))
    }
    return links
  }

  /// One action of a random kind, in YAML flow syntax after the label.
  private static func extraAction(
    flow: Int, screen: Int, screens: Int, flowCount: Int, tabbed: Bool, links: [Link],
    using random: inout SeededRandomNumberGenerator
  ) -> String {
    let other = Int.random(in: 0..<screens, using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return "push: s\(flow)_\(other)"
    case 1: return screen > 0 ? "pop: true" : "popToRoot: true"
    case 2: return "popTo: s\(flow)_0"
    case 3: return "popTo: s\(flow)_\(other)"
    case 4: return "popToRoot: true"
    case 5:
      guard tabbed else { return "popToRoot: true" }
      return "switchTab: f\(Int.random(in: 0..<flowCount, using: &random))"
    case 6: return "present: sheet"
    case 7:
      guard let link = links.randomElement(using: &random) else { return "present: sheet" }
      return "open: \"\(link.sample)\""
    case 8: return "push: s\(flow)_\(other), set: { flag: \(Bool.random(using: &random)) }"
    case 9: return "push: s\(flow)_\(other), run: [prompt]"
    case 10: return "replace: [s\(flow)_\(other)]"
    default: return "set: { flag: \(Bool.random(using: &random)) }"
    }
  }
}
