import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Every message the loader and validator print, checked word for word from a file that
/// provokes it.
@Suite struct MessageTests {
  /// `severity: message` of each diagnostic.
  func messages(_ yaml: String) -> [String] {
    Fixtures.load(yaml).diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
  }

  func expect(_ yaml: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let found = messages(yaml)
    #expect(found.contains(message), "got \(found)", sourceLocation: sourceLocation)
  }

  @Test func fileProblems() {
    expect("", "warning: file is empty")
    expect(
      "- a\n- b\n",
      "error: a flow file must be a mapping of sections such as 'app', 'flows' and 'launch', found a list"
    )
    expect(
      "app: [\n",
      "error: syntax error: while parsing a flow node at 2:1, did not find expected node content")
    expect("a: 1\na: 2\n", "error: duplicate key 'a'")
    expect("version: \"2\"\n", "error: missing 'app' in the app")
    expect("app: X\n", "error: missing 'home' in the app")
    let tooBig = FlowLoader.load(
      sources: [FlowSource(path: "big.yaml", text: "app: X\n")],
      options: .init(maximumFileSize: 4))
    #expect(
      tooBig.diagnostics.map(\.description) == [
        "big.yaml:1:1: error: file is too large (7 bytes; the limit is 4 bytes)"
      ])
  }

  @Test func shapeProblems() {
    expect(Fixtures.base + "flws: {}\n", "error: unknown key 'flws' in the top level")
    let twoFiles = FlowLoader.load(sources: [
      FlowSource(path: "a.yaml", text: Fixtures.base),
      FlowSource(path: "b.yaml", text: "app: Again\nflows: { main: { root: x } }\n"),
    ])
    #expect(
      twoFiles.diagnostics.map(\.description).contains(
        "b.yaml:1:1: error: 'app' is already set at a.yaml:1:1"))
    #expect(
      twoFiles.diagnostics.map(\.description).contains(
        "b.yaml:2:10: error: duplicate flow 'main'; the first is at a.yaml:6:3"))
    expect(
      Fixtures.base + "modals: { m: { titel: M } }\n", "error: unknown key 'titel' in modal 'm'")
    expect(
      Fixtures.base + "modals: { m: { style: sheeet } }\n",
      "error: 'sheeet' is not a valid style; use sheet, fullScreen, alert, confirmationDialog or popover"
    )
    expect(Fixtures.base + "modals: { m: { screens: {} } }\n", "error: missing 'root' in modal 'm'")
    expect(
      Fixtures.base + "modals: { m: { title: [1] } }\n", "error: 'title' must be text, found a list"
    )
    expect(
      Fixtures.base + "modals: { \"a b\": { title: M } }\n",
      "error: 'a b' is not a valid identifier; use letters, digits, '_' and '-'")
    expect(
      Fixtures.base + "modals: { m: { actions: [ { push: next } ] } }\n",
      "error: missing 'label' in an action of screen 'm'")
    expect(
      Fixtures.base + "modals: { m: { actions: [ { label: A, dismiss: true, pop: true } ] } }\n",
      "error: an action can do one navigation, but this one has both 'dismiss' and 'pop'")
    expect(
      Fixtures.base + "modals: { m: { actions: [ { label: A, dismiss: false } ] } }\n",
      "error: 'dismiss' must be true, found false")
    expect(
      Fixtures.base
        + "modals: { m: { actions: [ { label: A, dismiss: true }, { label: A, finish: true } ] } }\n",
      "error: screen 'm' has two actions labelled 'A'")
    expect(
      Fixtures.base
        + "modals: { m: { actions: [ { label: A, dismiss: true, with: { id: 1 } } ] } }\n",
      "error: 'with' only applies to an action with 'push', 'replace', 'present', 'setRoot', "
        + "'replaceTop', 'pushNew', 'bringToFront' or 'select'")
    expect(
      "app: X\nhome: { tabs: [a], flow: a }\n",
      "error: home is one of 'tabs', 'flow' or 'split', but this one has both 'tabs' and "
        + "'flow'; keep one")
    expect("app: X\nhome: {}\n", "error: missing 'tabs', 'flow' or 'split' in 'home'")
    expect(
      "app: X\nversion: two\nhome: { flow: a }\n",
      "error: 'two' is not a valid version; write dotted numbers such as \"2.0\"")
    expect(
      "app: X\nfacts: { version: 1 }\nhome: { flow: a }\n",
      "error: 'version' is the app's version in conditions; give the fact another name")
    expect(
      "app: X\nfacts: { a: { type: int } }\nhome: { flow: a }\n",
      "error: missing 'value' in fact 'a'")
    expect(
      "app: X\nfacts: { a: { type: int, value: x } }\nhome: { flow: a }\n",
      "error: 'a' must be a int value, found a string 'x'")
    expect(
      "app: X\nfacts: { a: [] }\nhome: { flow: a }\n", "error: 'a' must be a value, found a list")
  }

  @Test func referenceProblems() {
    expect(Fixtures.base.replacingFirst("push: next", "push: nxt"), "error: unknown screen 'nxt'")
    expect(Fixtures.base, "error: missing argument 'id' for screen 'next'")
    expect(
      Fixtures.base.replacingFirst("push: next", "push: next, with: { id: \"7\" }"),
      "error: argument 'id' of screen 'next' must be int, found a string '7'")
    expect(
      Fixtures.base.replacingFirst("push: next", "push: next, with: { id: 7, idd: 1 }"),
      "error: screen 'next' has no parameter 'idd'")
    expect(
      Fixtures.base.replacingFirst("title: Next", "title: \"Next {idd}\""),
      "error: '{idd}' in the title of screen 'next' is not one of its parameters")
    expect(
      Fixtures.base.replacingFirst("push: next", "switchTab: other"), "error: unknown tab 'other'")
    expect(
      Fixtures.base.replacingFirst("push: next", "present: nope"), "error: unknown modal 'nope'")
    expect(
      Fixtures.base.replacingFirst("push: next", "open: \"x://y\""),
      "error: no deep link of this app matches 'x://y'")
    expect(
      Fixtures.base.replacingFirst("push: next", "set: { flag: 1 }"),
      "error: fact 'flag' is bool, but this sets it to an integer 1")
    expect(
      Fixtures.base.replacingFirst("tabs: [main]", "tabs: [mian]"), "error: unknown flow 'mian'")
    expect(
      Fixtures.base.replacingFirst("tabs: [main]", "tabs: [main, main]"),
      "error: duplicate tab 'main'; the first is at test.yaml:4:16")
    expect(
      Fixtures.base.replacingFirst("root: home", "root: next"),
      "error: screen 'next' is the root of flow 'main' but has parameters, which a root cannot be given"
    )
    expect(
      Fixtures.base + "modals: { m: { actions: [ { label: A, push: home } ] } }\n",
      "error: modal 'm' shows a single screen and cannot push; give it 'root' and 'screens' to make it a flow"
    )
    expect(
      Fixtures.base + "screens: { home: { title: Again } }\n",
      "error: duplicate screen 'home'; the first is at test.yaml:9:7")
  }

  @Test func launchProblems() {
    let app = Fixtures.base.replacingFirst("push: next", "popToRoot: true")
    expect(
      app + "launch: [ { id: a, after: [b] }, { id: b, after: [a] } ]\n",
      "error: launch steps wait for each other in a cycle: a → b → a")
    expect(app + "launch: [ { id: a, after: [c] } ]\n", "error: unknown launch step 'c'")
    expect(
      app + "launch: [ { id: a }, { id: a } ]\n",
      "error: duplicate launch step 'a'; the first is at test.yaml:16:17")
    expect(
      app + "launch: [ { id: a, kind: modal } ]\n",
      "error: launch step 'a' is a modal step and needs 'modal'")
    expect(
      app + "launch: [ { id: a, screen: home, work: 1s } ]\n",
      "error: launch step 'a' is a splash step and cannot have 'work'")
    expect(
      app + "launch: [ { id: a, work: soon } ]\n",
      "error: 'soon' is not a valid duration; write it like 0.5s, 800ms, 2m, 20h or 3d")
    expect(
      app + "launch: [ { id: a, kind: splsh } ]\n",
      "error: 'splsh' is not a valid kind; use splash, modal, background, gate or home")
    expect(
      app + "launch: [ { id: a, kind: home, modal: m } ]\n",
      "error: launch step 'a' is a home step and cannot have 'modal'")
    expect(
      app + "launch: [ { id: a, kind: home }, { id: b, kind: home, after: [a] } ]\n",
      "error: launch step 'b' is a second home step; home appears once, at 'a' (test.yaml:16:17): remove one"
    )
    expect(
      app + "interactions: [ { id: a, kind: home } ]\n",
      "error: interaction step 'a' is a home step, but interactions run when home already shows; move it to 'launch'"
    )
    expect(
      app + "launch: [ { id: a, onTimeout: skip } ]\n",
      "error: 'onTimeout' only applies to an action with 'timeout'")
    expect(
      app + "launch: [ { id: a, when: \"flag &&\" } ]\n",
      "error: expected a value in condition, found the end")
    expect(
      app + "launch: [ { id: a, sets: { count: yes } } ]\n",
      "error: fact 'count' is int, but this sets it to a string 'yes'")
  }

  @Test func propertyProblems() {
    let app = Fixtures.base
    expect(
      app + "properties: [ { name: nothing } ]\n",
      "error: a property needs one of 'never', 'always' or 'eventually'")
    expect(
      app + "properties: [ { never: a, always: b } ]\n",
      "error: a property says one thing, but this one has 'never' and 'always'; write one property for each"
    )
    expect(
      app + "properties: [ { never: 'screen == 1' } ]\n",
      "error: cannot compare string with int")
    expect(
      app + "properties: [ { never: 'scren == \"home\"' } ]\n",
      "error: unknown fact 'scren' in condition")
    expect(
      app + "properties: [ { never: 'screen == \"home\"', while: flag } ]\n",
      "error: 'while' only applies to an 'always' property")
    expect(
      app + "properties: [ { eventually: flag, within: 3 } ]\n",
      "error: missing 'after' in an 'eventually' property")
    expect(
      app + "properties: [ { eventually: flag, after: flag, within: 0 } ]\n",
      "error: '0' is not a valid within; give a number of commands, 1 or more, or 'sequence'")
    expect(
      app + "properties: [ { eventually: flag, after: flag, within: soon } ]\n",
      "error: 'soon' is not a valid within; give a number of commands, 1 or more, or 'sequence'")
    expect(
      app.replacingFirst("flag: false", "flag: false, screen: true")
        + "properties: [ { never: 'screen == \"home\"' } ]\n",
      "error: fact 'screen' has a name properties use for the state (screen, modal, tab, phase, linkHeld, background, sequence, depth, command), so they could not read it; rename the fact"
    )
  }

  @Test func propertyConditionErrorsPointInsideTheString() throws {
    let diagnostics = Fixtures.load(Fixtures.base + "properties:\n  - { never: 'screen == 1' }\n")
      .diagnostics
    let error = try #require(diagnostics.first { $0.severity == .error })
    #expect(error.location?.column ?? 0 > 14, "\(error)")
  }

  @Test func deepLinkProblems() {
    let app = Fixtures.base.replacingFirst("push: next", "popToRoot: true")
    expect(
      app + "deepLinks: [ { url: \"x:/y\" } ]\n",
      "error: Deep link pattern 'x:/y' has no scheme; write it as 'scheme://host/path'.")
    expect(
      app + "deepLinks: [ { url: \"x://n/{id:int}\", path: [ { next: { id: \"{idd}\" } } ] } ]\n",
      "error: '{idd}' is not a placeholder of 'x://n/{id:int}'")
    expect(
      app + "deepLinks: [ { url: \"x://n/{id}\", path: [ { next: { id: \"{id}\" } } ] } ]\n",
      "error: placeholder '{id}' is string, but parameter 'id' of screen 'next' is int")
    expect(
      app
        + "deepLinks: [ { url: \"x://n/{id:int}/{extra}\", path: [ { next: { id: \"{id}\" } } ] } ]\n",
      "warning: placeholder '{extra}' of 'x://n/{id:int}/{extra}' is never used")
    expect(
      app + "deepLinks: [ { url: \"x://n\", path: [ next ] } ]\n",
      "error: missing argument 'id' for screen 'next'")
    expect(app + "deepLinks: [ { url: \"x://n\", tab: other } ]\n", "error: unknown tab 'other'")
  }

  @Test func graphProblems() {
    let app = Fixtures.base.replacingFirst("push: next", "push: next, with: { id: 1 }")
    expect(
      app.replacingFirst(
        "title: Home\n",
        "title: Home\n        actions: [ { label: Back, pop: true } ]\n      x:\n        title: X\n"
      ),
      "error: 'pop' on screen 'home', which is the root of tab 'main': there is nothing to pop")
    expect(
      app + "        actions: [ { label: Up, popTo: lost } ]\n      lost: { title: Lost }\n",
      "error: 'popTo: lost' on screen 'next': 'lost' is not on the stack on every way there (for example home → next)"
    )
    expect(
      app + "      lost: { title: Lost }\n",
      "warning: screen 'lost' is never shown: no tab, modal, launch step, deep link or action leads to it"
    )
    expect(app + "modals: { m: { title: M } }\n", "warning: modal 'm' is never presented")
    expect(
      app + "        actions: [ { label: M, present: m } ]\nmodals: { m: { title: M } }\n",
      "warning: modal 'm' has no way out: none of its actions dismisses it or finishes its launch step"
    )
    expect(
      app + "        actions: [ { label: F, finish: true } ]\n",
      "warning: 'finish' on screen 'next' never does anything: the screen is not in a modal; "
        + "remove 'finish'")
    expect(
      app + "        actions: [ { label: M, present: m } ]\n"
        + "modals: { m: { title: M, actions: [ { label: Go, push: next, finish: true } ] } }\n",
      "warning: 'finish' on screen 'm' never does anything: no step presents modal 'm', and on a "
        + "modal the app presents, 'push' does the navigation; remove 'finish'")
    // A finish beside no navigation, or on a modal a step presents, can act: no warning.
    #expect(
      !messages(
        app + "        actions: [ { label: M, present: m } ]\n"
          + "modals: { m: { title: M, actions: [ { label: Done, finish: true } ] } }\n"
      ).contains { $0.contains("'finish'") })
    expect(
      "app: X\nhome: { flow: f }\nflows: { f: { root: a, screens: { a: { title: A } } } }\n",
      "warning: screen 'a' has no way out: it is the home root and has no actions")
  }
}
