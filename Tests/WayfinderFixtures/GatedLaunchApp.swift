/// An app whose launch is a long DAG of gated modal steps, hostile to path generation: each
/// step presents its own sheet, which the user accepts (setting the step's fact), declines or
/// dismisses, and each waits for the whole layer before it and has a `when:` over the facts
/// earlier steps set. Every outcome is remembered (a fact, or how an awaited step ended), so
/// the states double or triple at every step: a search of it never ends and must stop at its
/// limits. Each held session carries the whole launch — tens of kilobytes for 160 steps.
package enum GatedLaunchApp {
  /// The app as YAML: `steps` launch steps in layers of `width`, step `i` after every step of
  /// the layer before and `when: "!f(i - width) || f(i - 1)"`.
  package static func yaml(steps: Int = 160, width: Int = 4) -> String {
    let width = max(1, width)
    var out = "app: GatedLaunch\nversion: \"1.0\"\nfacts:\n"
    for index in 0..<steps { out += "  f\(index): false\n" }
    out += "home: { tabs: [main] }\nflows:\n  main:\n    root: home\n    screens:\n"
    out += "      home: { title: Home }\nmodals:\n"
    for index in 0..<steps {
      out += "  m\(index):\n    title: Step \(index)\n    actions:\n"
      out += "      - { label: Accept, set: { f\(index): true }, finish: true }\n"
      out += "      - { label: Decline, finish: true }\n"
    }
    out += "launch:\n"
    for index in 0..<steps {
      let layer = index / width
      var fields = ["id: s\(index)", "modal: m\(index)"]
      if layer > 0 {
        let previous = ((layer - 1) * width)..<(layer * width)
        fields.append("after: [" + previous.map { "s\($0)" }.joined(separator: ", ") + "]")
        fields.append("when: \"!f\(index - width) || f\(index - 1)\"")
      }
      out += "  - { " + fields.joined(separator: ", ") + " }\n"
    }
    return out
  }
}
