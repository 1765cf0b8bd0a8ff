/// Generates large, valid apps for benchmarks and tests: `flows` tabs of `screensPerFlow`
/// screens, each screen with five actions (pushes to the next screens, a `popTo` of the flow's
/// root, `popToRoot`, and a tab switch), plus launch steps and deep links.
package enum SyntheticApp {
  /// The app as YAML (block style, as people write it).
  package static func yaml(screens: Int, flows: Int = 20) -> String {
    var out = header(flows: flows) + "flows:\n"
    for flow in 0..<flows { out += flowYAML(flow, screens: screens, flows: flows) }
    return out + footer
  }

  /// The same app as a folder of flow files, as a large app is written: `app.yaml` with the
  /// app, its tabs, launch and deep links, and one file per flow, `f0.yaml`, `f1.yaml`…
  package static func files(screens: Int, flows: Int = 20) -> [(name: String, text: String)] {
    [("app.yaml", header(flows: flows) + footer)]
      + (0..<flows).map {
        ("f\($0).yaml", "flows:\n" + flowYAML($0, screens: screens, flows: flows))
      }
  }

  private static func header(flows: Int) -> String {
    var out = "app: Synthetic\nversion: \"1.0\"\nfacts:\n  ready: false\n  count: 0\n"
    out += "home:\n  tabs: [" + (0..<flows).map { "f\($0)" }.joined(separator: ", ") + "]\n"
    return out
  }

  private static let footer =
    "launch:\n  - { id: warm, work: 0.1s, sets: { ready: true } }\n"
    + "  - { id: gate, after: [warm], when: \"ready && count < 3\", work: 0.1s }\n"
    + "deepLinks:\n  - { url: \"synthetic://screen/{n:int}\", tab: f0, path: [ { s0_1: { n: \"{n}\" } } ] }\n"

  /// Flow `flow` as an entry of `flows:`.
  private static func flowYAML(_ flow: Int, screens: Int, flows: Int) -> String {
    let perFlow = max(1, screens / max(1, flows))
    var out = "  f\(flow):\n    title: Flow \(flow)\n    root: s\(flow)_0\n    screens:\n"
    for screen in 0..<perFlow {
      let id = "s\(flow)_\(screen)"
      let title = screen == 0 ? "Screen \(flow).\(screen)" : "Screen \(flow).\(screen) {n}"
      out += "      \(id):\n        title: \"\(title)\"\n"
      if screen > 0 { out += "        params: { n: int }\n" }
      out += "        actions:\n"
      for (label, action) in actions(flow: flow, screen: screen, perFlow: perFlow, flows: flows) {
        out += "          - { label: \"\(label)\", \(action) }\n"
      }
    }
    return out
  }

  /// The same app as JSON.
  package static func json(screens: Int, flows: Int = 20) -> String {
    let perFlow = max(1, screens / max(1, flows))
    var parts: [String] = []
    parts.append(
      "\"app\": \"Synthetic\", \"version\": \"1.0\", \"facts\": { \"ready\": false, \"count\": 0 }")
    parts.append(
      "\"home\": { \"tabs\": [" + (0..<flows).map { "\"f\($0)\"" }.joined(separator: ", ") + "] }")
    var flowParts: [String] = []
    for flow in 0..<flows {
      var screenParts: [String] = []
      for screen in 0..<perFlow {
        let actionList = actions(flow: flow, screen: screen, perFlow: perFlow, flows: flows).map {
          "{ \"label\": \"\($0.0)\", " + jsonAction($0.1) + " }"
        }
        let params = screen == 0 ? "" : ", \"params\": { \"n\": \"int\" }"
        let title = screen == 0 ? "Screen \(flow).\(screen)" : "Screen \(flow).\(screen) {n}"
        screenParts.append(
          "\"s\(flow)_\(screen)\": { \"title\": \"\(title)\"\(params), \"actions\": [\n        "
            + actionList.joined(separator: ",\n        ") + "] }")
      }
      flowParts.append(
        "\"f\(flow)\": { \"title\": \"Flow \(flow)\", \"root\": \"s\(flow)_0\", \"screens\": {\n      "
          + screenParts.joined(separator: ",\n      ") + " } }")
    }
    parts.append("\"flows\": {\n    " + flowParts.joined(separator: ",\n    ") + " }")
    parts.append(
      "\"launch\": [ { \"id\": \"warm\", \"work\": \"0.1s\", \"sets\": { \"ready\": true } }, "
        + "{ \"id\": \"gate\", \"after\": [\"warm\"], \"when\": \"ready && count < 3\", \"work\": \"0.1s\" } ]"
    )
    parts.append(
      "\"deepLinks\": [ { \"url\": \"synthetic://screen/{n:int}\", \"tab\": \"f0\", \"path\": [ { \"s0_1\": { \"n\": \"{n}\" } } ] } ]"
    )
    return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
  }

  /// Five actions per screen, in YAML flow syntax after the label.
  private static func actions(flow: Int, screen: Int, perFlow: Int, flows: Int) -> [(
    String, String
  )] {
    let next = (screen % (perFlow - 1 == 0 ? 1 : perFlow - 1)) + 1
    let after = min(perFlow - 1, next + 1)
    var result: [(String, String)] = []
    if perFlow > 1 {
      result.append(("Next", "push: s\(flow)_\(next), with: { n: \(screen) }"))
      result.append(("Skip", "push: s\(flow)_\(after), with: { n: \(screen) }"))
    }
    result.append(("Home", screen == 0 ? "switchTab: f\((flow + 1) % flows)" : "popTo: s\(flow)_0"))
    result.append(("Root", "popToRoot: true"))
    result.append(("Other tab", "switchTab: f\((flow + 1) % flows)"))
    return result
  }

  private static func jsonAction(_ yaml: String) -> String {
    // "push: s1_2, with: { n: 3 }" → "\"push\": \"s1_2\", \"with\": { \"n\": 3 }"
    var text = yaml
    for key in ["push", "popTo", "switchTab"] {
      if text.hasPrefix(key + ": ") {
        let rest = text.dropFirst(key.count + 2)
        let id = rest.prefix { $0 != "," }
        text = "\"\(key)\": \"\(id)\"" + rest.dropFirst(id.count)
      }
    }
    return text.replacing("popToRoot: true", with: "\"popToRoot\": true")
      .replacing("with: { n:", with: "\"with\": { \"n\":")
  }

  /// A chain of `screens` screens in one tab, `s0 → s1 → …`, each with a push to the next and a
  /// `popTo: s0`: every `popTo` edge needs its own walk down the chain, so covering them all
  /// takes about `screens² / 2` commands.
  package static func popToChain(screens: Int) -> String {
    var out = "app: Chain\nversion: \"1.0\"\nhome: { tabs: [main] }\nflows:\n  main:\n"
    out += "    root: s0\n    screens:\n"
    for index in 0..<max(1, screens) {
      out += "      s\(index):\n        title: Screen \(index)\n        actions:\n"
      if index + 1 < screens { out += "          - { label: Next, push: s\(index + 1) }\n" }
      out += "          - { label: Start, popTo: s0 }\n"
    }
    return out
  }

  /// An app whose launch has `modals` independent modal steps, each presenting its own sheet
  /// that the user either finishes or dismisses: `2^modals` combinations of outcomes, which path
  /// generation must not tell apart.
  package static func independentModals(_ modals: Int) -> String {
    var out = "app: Modals\nversion: \"1.0\"\nhome: { tabs: [main] }\nflows:\n  main:\n"
    out += "    root: home\n    screens:\n      home: { title: Home }\nmodals:\n"
    for index in 0..<modals {
      out += "  m\(index):\n    title: Modal \(index)\n"
      out += "    actions: [ { label: Continue, finish: true } ]\n"
    }
    out += "launch:\n"
    for index in 0..<modals { out += "  - { id: m\(index), modal: m\(index) }\n" }
    return out
  }

  /// A flow file whose aliases would expand without bound: a deep link with a `keys`-entry
  /// mapping, anchored, then referenced `references` times. The loader must refuse it at once
  /// rather than expand it.
  package static func aliasBomb(references: Int, keys: Int) -> String {
    let mapping = (0..<keys).map { "k\($0): 1" }.joined(separator: ", ")
    var text = "app: X\nhome: { flow: f }\n"
    text += "deepLinks:\n  - &d { url: \"a://b\", path: [ { s: { \(mapping) } } ] }\n"
    text += String(repeating: "  - *d\n", count: references)
    return text
  }
}
