import Testing
import Wayfinder
import WayfinderRecording

/// The trace format, version 1, as the core writes it: every event's line, word for word.
@Suite struct TraceLineTests {
  @Test func theHeaderSaysWhatItIsAndWhatWasLeftOut() {
    #expect(
      TraceLine.header(TraceHeader(app: "Demo", clock: .virtual))
        == #"{"trace":"wayfinder","version":4,"app":"Demo","clock":"virtual"}"#)
    let header = TraceHeader(
      app: "Demo", clock: .real, limit: 100, dropped: 3,
      redaction: TraceRedaction(screens: ["item"], facts: ["email", "age"], urls: true))
    #expect(
      TraceLine.header(header)
        == #"{"trace":"wayfinder","version":4,"app":"Demo","clock":"real","limit":100,"dropped":3,"#
        + #""redacted":{"screens":["item"],"facts":["age","email"],"urls":true}}"#)
  }

  static let item = ScreenRoute("item", arguments: ["id": .int(42), "name": .string("shoes")])

  static let lines: [(TraceEvent, String)] = [
    (
      .launch(
        facts: ["on": .bool(true), "v": .version(AppVersion([1, 0])), "n": .int(3)],
        steps: ["splash"]),
      #""event":"launch","facts":{"n":3,"on":true,"v":{"version":"1.0"}},"steps":["splash"]"#
    ),
    (
      .tap(screen: "whatsNew", label: "Continue"),
      #""event":"tap","screen":"whatsNew","label":"Continue""#
    ),
    (
      .navigate(.push(item)),
      #""event":"push","route":{"screen":"item","arguments":{"id":42,"name":"shoes"}}"#
    ),
    (
      .navigate(.pushAll(["a", "b"], on: .tab("tab1"))),
      #""event":"pushAll","routes":[{"screen":"a"},{"screen":"b"}],"on":{"tab":"tab1"}"#
    ),
    (.navigate(.pop()), #""event":"pop""#),
    (.navigate(.pop(count: 2, on: .modal("m"))), #""event":"pop","count":2,"on":{"modal":"m"}"#),
    (.navigate(.popTo("primary")), #""event":"popTo","route":{"screen":"primary"}"#),
    (.navigate(.popToRoot()), #""event":"popToRoot""#),
    (.navigate(.setPath([])), #""event":"setPath","routes":[]"#),
    (.navigate(.selectTab("tab2")), #""event":"selectTab","tab":"tab2""#),
    (
      .navigate(.present(.flow("cart", id: "checkout", style: .fullScreen, path: ["pay"]))),
      #""event":"present","modal":"checkout","style":"fullScreen","navigation":true,"#
        + #""route":{"screen":"cart"},"path":[{"screen":"pay"}]"#
    ),
    (.navigate(.dismiss), #""event":"dismiss""#),
    (.navigate(.dismissModal("m")), #""event":"dismissModal","modal":"m""#),
    (.navigate(.dismissAll), #""event":"dismissAll""#),
    (.navigate(.open(url: "demo://item/42")), #""event":"open","url":"demo://item/42""#),
    (.navigate(.showLaunchScreen(nil)), #""event":"showLaunchScreen""#),
    (.navigate(.finishLaunch), #""event":"finishLaunch""#),
    (.setFacts(["email": .string("a@b")]), #""event":"set","facts":{"email":"a@b"}"#),
    (.finish("passcode"), #""event":"finish","step":"passcode""#),
    (.cancel("passcode"), #""event":"cancel","step":"passcode""#),
    (.cancelAll, #""event":"cancelAll""#),
    (.run(["notifications"]), #""event":"run","steps":["notifications"]"#),
    (.merge(["splash"]), #""event":"merge","steps":["splash"]"#),
    (.background, #""event":"background""#),
    (.foreground, #""event":"foreground""#),
    (.suspend, #""event":"suspend""#),
    (.resume, #""event":"resume""#),
    (.relaunch(), #""event":"relaunch""#),
    (.relaunch(from: .notification), #""event":"relaunch","from":"notification""#),
    (
      .relaunch(from: .link, link: "demo://item/42"),
      #""event":"relaunch","from":"link","url":"demo://item/42""#
    ),
    (.wait(.milliseconds(2500)), #""event":"wait","duration":2.5"#),
    (.presentationFinished("passcode"), #""event":"presentationFinished","modal":"passcode""#),
    (.dismissalFinished("passcode"), #""event":"dismissalFinished","modal":"passcode""#),
    (.line("tpa 3"), #""event":"line","text":"tpa 3""#),
    (
      .transition(command: "push 'secondary1'", screen: "secondary1"),
      #""event":"transition","command":"push 'secondary1'","screen":"secondary1""#
    ),
    (.launchEvent(.stepStarted, step: "splash"), #""event":"step.start","step":"splash""#),
    (.launchEvent(.stepFinished, step: "splash"), #""event":"step.finish","step":"splash""#),
    (
      .launchEvent(.stepFinished, step: "config", returned: ["theme": .string("dark")]),
      #""event":"step.finish","step":"config","facts":{"theme":"dark"}"#
    ),
    (
      .launchEvent(.stepSkipped(.condition), step: "passcode"),
      #""event":"step.skip","step":"passcode","reason":"condition""#
    ),
    (
      .launchEvent(.stepTimedOut(.skip), step: "config"),
      #""event":"step.timeout","step":"config","policy":"skip""#
    ),
    (
      .launchEvent(.stepFailed("offline"), step: "config"),
      #""event":"error","step":"config","message":"offline""#
    ),
    (.launchEvent(.launchFailed("late"), step: nil), #""event":"error","message":"late""#),
    (.launchEvent(.launchFinished, step: nil), #""event":"launch.finish""#),
    (.launchEvent(.runCancelled, step: nil), #""event":"run.cancel""#),
    (.dropped(count: 12), #""event":"dropped","count":12"#),
  ]

  @Test(arguments: lines)
  func everyEventHasItsLine(event: TraceEvent, members: String) {
    #expect(
      TraceLine.entry(TraceEntry(time: .seconds(1), event: event)) == #"{"t":1,"# + members + "}")
  }

  @Test func everyEventNameIsListedAsAnInputOrAnOutcome() {
    for (event, _) in Self.lines {
      let names = event.isInput ? TraceEvent.inputNames : TraceEvent.outcomeNames
      #expect(names.contains(event.name), "\(event.name)")
    }
  }

  @Test func refusalsAndTypedLinesFollowTheMembers() {
    let entry = TraceEntry(
      time: .milliseconds(1300), event: .navigate(.pop()),
      refusal: "Cannot pop: 'primary' is the root of tab 'tab1'.", input: "back")
    #expect(
      TraceLine.entry(entry)
        == #"{"t":1.3,"event":"pop","refused":"Cannot pop: 'primary' is the root of tab 'tab1'.","#
        + #""input":"back"}"#)
  }

  @Test func timesAreWrittenExactly() {
    let times: [(Duration, String)] = [
      (.zero, "0"), (.seconds(2), "2"), (.milliseconds(1300), "1.3"),
      (.nanoseconds(1), "0.000000001"),
      (Duration(secondsComponent: 0, attosecondsComponent: 1), "0.000000000000000001"),
      (.seconds(86_400 * 365), "31536000"),
    ]
    for (time, text) in times {
      #expect(
        TraceLine.entry(TraceEntry(time: time, event: .cancelAll)) == #"{"t":"# + text
          + #","event":"cancelAll"}"#)
    }
  }

  @Test func textIsEscapedSoEveryLineIsJSONAndSafeToPrint() {
    let label = "Go \"now\"\\ \u{1B}[31mred\n\t\u{7F}\u{2028}é"
    #expect(
      TraceLine.entry(TraceEntry(time: .zero, event: .tap(screen: "s", label: label)))
        == #"{"t":0,"event":"tap","screen":"s","label":"Go \"now\"\\ \u001b[31mred\n\t\u007f\u2028é"}"#
    )
  }

  @Test func argumentsKeepTheirTypes() {
    let route = ScreenRoute(
      "chart",
      arguments: [
        "a": .double(1), "b": .double(0.1), "c": .double(.nan), "d": .bool(false),
        "e": .double(-.infinity),
      ])
    #expect(
      TraceLine.entry(TraceEntry(time: .zero, event: .navigate(.push(route))))
        == #"{"t":0,"event":"push","route":{"screen":"chart","arguments":{"a":1.0,"b":0.1,"#
        + #""c":{"double":"nan"},"d":false,"e":{"double":"-inf"}}}}"#)
  }

  @Test func redactedValuesAreLeftOutAndMarked() {
    let redaction = TraceRedaction(screens: ["item"], facts: ["email"], urls: true)
    let entries: [(TraceEvent, String)] = [
      (
        .navigate(redaction.redacting(.push(Self.item))),
        #""event":"push","route":{"screen":"item","arguments":{"id":{"redacted":true},"name":{"redacted":true}}}"#
      ),
      (
        .setFacts(redaction.redacting(["email": .string("a@b"), "age": .int(3)])),
        #""event":"set","facts":{"age":3,"email":{"redacted":true}}"#
      ),
      (
        .navigate(redaction.redacting(.open(url: "demo://item/42"))),
        #""event":"open","url":{"redacted":true}"#
      ),
    ]
    for (event, members) in entries {
      #expect(
        TraceLine.entry(TraceEntry(time: .zero, event: event), redaction: redaction) == #"{"t":0,"#
          + members + "}")
    }
  }

  @Test func transitionsAreDescribedAsScreenRoutesWithRedaction() throws {
    let state = NavigationState(flow: "main", root: ScreenRoute("primary"))
    let transition = try state.applying(.push(Self.item))
    #expect(
      TraceEvent.transition(transition)
        == .transition(
          command: #"push 'item(id: 42, name: "shoes")'"#, screen: #"item(id: 42, name: "shoes")"#))
    #expect(
      TraceEvent.transition(transition, redacting: TraceRedaction(screens: ["item"]))
        == .transition(
          command: #"push 'item(id: "<redacted>", name: "<redacted>")'"#,
          screen: #"item(id: "<redacted>", name: "<redacted>")"#))
  }
}
