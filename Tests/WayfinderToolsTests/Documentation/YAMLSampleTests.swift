import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools

/// Every flow-file sample of the READMEs and the articles loads without a problem: a whole app
/// as it is, a part of one beside a file that holds the rest of an app, as an app of several
/// files is merged.
@Suite struct YAMLSampleTests {
  /// A YAML sample and what it is loaded with.
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    /// The sample's first line (``MarkdownSample/key``), or its start.
    var key: String
    /// The rest of the app, loaded as a second file; nil for a whole app.
    var rest: String?
    /// Whether the sample is the notes app that the articles' tests load (`Fixtures.notes`).
    var isNotes = false
    /// Where the sample is checked instead, when it is no flow file.
    var checkedBy: String?

    var testDescription: String { "\(file): \(key)" }
  }

  static let entries: [Entry] = [
    Entry(file: "README.md", key: "app: Notes", isNotes: true),
    Entry(file: "Flows/README.md", key: "app: Demo", rest: formatRest),
    Entry(file: "Flows/README.md", key: "app: Moves"),
    Entry(file: "Flows/README.md", key: "app: Pay"),
    Entry(file: "Flows/README.md", key: "app: Rides"),
    Entry(file: "Flows/README.md", key: "app: Mailbox"),
    Entry(file: "Sources/Wayfinder/Wayfinder.docc/SplitHomes.md", key: "app: Mailbox"),
    Entry(file: "Flows/README.md", key: "launch:", rest: homeStepRest),
    Entry(file: "Flows/README.md", key: "modals:", rest: stepFlowsRest),
    Entry(file: "Flows/README.md", key: "interactions:", rest: alertsRest),
    Entry(file: "Flows/README.md", key: "deepLinks:", rest: deepLinksRest),
    Entry(file: "Flows/README.md", key: "sources:", rest: promptsRest),
    Entry(file: "Flows/README.md", key: "properties:", rest: propertiesRest),
    Entry(file: "Flows/README.md", key: "environment:", rest: environmentRest),
    Entry(file: "Flows/README.md", key: "restore:", rest: Fixtures.notes),
    Entry(file: "Flows/README.md", key: "windows: multiple", rest: windowsRest),
    Entry(
      file: "Sources/WayfinderTools/WayfinderTools.docc/TestingWithScenarios.md",
      key: "properties:", rest: commandPropertiesRest),
    Entry(
      file: "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/FlowFiles.md", key: "app: Notes",
      isNotes: true),
    Entry(
      file: "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/LoadingAndChecking.md",
      key: "app: Notes", isNotes: true),
    Entry(
      file: "Sources/WayfinderTools/WayfinderTools.docc/WalkingAnApp.md", key: "app: Notes",
      isNotes: true),
    Entry(
      file: "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/GeneratingSwift.md",
      key: "access: public",
      checkedBy: "Tests/WayfinderCLITests/DocumentationCommandTests.swift"),
  ]

  /// The app the windows sample of `Flows/README.md` opens a compose window in.
  static let windowsRest = """
    app: Desk
    home: { tabs: [settings] }
    flows:
      settings:
        root: settings
        screens:
          settings: { title: Settings, actions: [ { label: Compose, push: compose } ] }
          compose: { title: New note }
    """

  /// What the format sample of `Flows/README.md` refers to and does not declare.
  static let formatRest = """
    facts: { updateRequired: false, notificationsAllowed: false }
    flows:
      tab2:
        root: tab2Home
        screens:
          tab2Home: { actions: [ { label: Check out, present: checkout } ] }
    screens:
      secondary1: { actions: [ { label: Back, pop: true } ] }
    modals:
      forceUpdate: { style: fullScreen, title: Update required }
      notifications:
        actions: [ { label: Allow, set: { notificationsAllowed: true }, finish: true } ]
    """

  /// An app around the alerts of `Flows/README.md`: a ride screen that presents the
  /// confirmation dialog, a map that runs the pre-prompt.
  static let alertsRest = """
    app: Alerts
    facts: { locationAllowed: false, rideBooked: false }
    home: { flow: main }
    flows:
      main:
        root: map
        screens:
          map:
            actions:
              - { label: Use my location, run: allowLocation }
              - { label: Book ride, set: { rideBooked: true }, push: riding }
          riding: { actions: [ { label: Cancel ride, present: cancelRide } ] }
    """

  /// An app around the launch of `Flows/README.md`'s home step.
  static let homeStepRest = """
    app: Home part-way
    facts: { updateAvailable: false, passcodeEnabled: false }
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start: { actions: [ { label: Next, push: next } ] }
          next: { actions: [ { label: Back, pop: true } ] }
    modals:
      updateNudge: { actions: [ { label: Later, finish: true } ] }
      passcode: { style: fullScreen, actions: [ { label: Unlock, finish: true } ] }
      whatsNew: { actions: [ { label: Continue, finish: true } ] }
    """

  /// An app around `Flows/README.md`'s onboarding carousel and login, each a step's flow.
  static let stepFlowsRest = """
    app: Ride
    facts: { onboarded: false, loggedIn: false }
    home: { flow: main }
    flows:
      main:
        root: map
        screens:
          map: { actions: [ { label: Log out, set: { loggedIn: false }, run: login } ] }
    """

  /// An app with the passcode step and the cart link that the scenario article's properties
  /// read.
  static let commandPropertiesRest = """
    app: Shop
    home: { tabs: [shop] }
    flows:
      shop:
        root: catalog
        screens:
          catalog: { actions: [ { label: Cart, push: cart } ] }
          cart: { actions: [ { label: Back, pop: true } ] }
    modals:
      passcode: { style: fullScreen, actions: [ { label: Unlock, finish: true } ] }
    launch: [ { id: passcode, modal: passcode } ]
    deepLinks: [ { url: "shop://cart", tab: shop, path: [cart], stack: append } ]
    """

  /// An app around `Flows/README.md`'s prompt rules.
  static let promptsRest = """
    app: Prompts
    facts: { updateAvailable: false }
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start: { actions: [ { label: Next, push: next } ] }
          next: { actions: [ { label: Back, pop: true } ] }
    modals:
      updateNudge: { actions: [ { label: Later, finish: true } ] }
      review: { actions: [ { label: Rate, finish: true } ] }
    """

  /// An app whose screens and facts `Flows/README.md`'s properties read, in which every one of
  /// them holds: a splash that holds a link, an account only reachable signed in, a sign-in
  /// that answers at once, a login sheet offered only while signed out.
  static let propertiesRest = """
    app: Shop
    facts: { signedIn: false }
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start:
            actions:
              - { label: Item, push: item, with: { id: 1 } }
              - { label: Sign in, set: { signedIn: true }, push: signIn }
              - { label: Account, when: signedIn, push: account }
              - { label: Cart, push: cart }
              - { label: Log in, when: "!signedIn", present: login }
          item: { params: { id: int }, actions: [ { label: Back, pop: true } ] }
          signIn: { title: Signed in, actions: [ { label: Done, pop: true } ] }
          account: { title: Account }
          cart: { actions: [ { label: Check out, push: checkout } ] }
          checkout: { title: Checkout }
    screens:
      splash: { title: Shop }
    modals:
      login: { actions: [ { label: Done, set: { signedIn: true }, finish: true } ] }
    launch:
      - { id: splash, screen: splash, duration: 0.5s }
    deepLinks:
      - { url: "shop://item/{id:int}", path: [ { item: { id: "{id}" } } ] }
    """

  /// An app whose facts `Flows/README.md`'s environment sets: a login gate and a forced update.
  static let environmentRest = """
    app: World
    facts: { loggedIn: true, updateRequired: false }
    home: { flow: main }
    flows:
      main: { root: start, screens: { start: { actions: [ { label: Help, present: help } ] } } }
    modals:
      help: { actions: [ { label: Close, dismiss: true } ] }
      login: { style: fullScreen, actions: [ { label: Log in, set: { loggedIn: true }, finish: true } ] }
      forceUpdate: { style: fullScreen, title: Update required }
    launch:
      - { id: login, kind: gate, when: "!loggedIn", modal: login }
      - { id: forceUpdate, kind: gate, when: updateRequired, modal: forceUpdate }
    properties:
      - { name: the login shows only while signed out, never: 'modal == "login" && loggedIn' }
    """

  /// An app whose screens `Flows/README.md`'s deep links reach.
  static let deepLinksRest = """
    app: Shop
    home: { tabs: [shop, account] }
    flows:
      shop:
        root: catalog
        screens:
          catalog: { actions: [ { label: Cart, push: cart } ] }
          results: { params: { query: string, page: int }, title: "Results for {query}" }
          cart: { title: Cart }
      account: { root: profile, screens: { profile: { title: Profile } } }
    modals:
      help: { actions: [ { label: Close, dismiss: true } ] }
      promo:
        params: { code: string }
        title: "Code {code}"
        actions: [ { label: Close, dismiss: true } ]
    """

  static func sample(for entry: Entry) throws -> MarkdownSample? {
    try MarkdownSample.samples(in: entry.file).first {
      $0.kind == .yaml && $0.key.hasPrefix(entry.key)
    }
  }

  @Test func everyYAMLSampleHasAnEntry() throws {
    for sample in try MarkdownSample.all() where sample.kind == .yaml {
      let matches = Self.entries.filter { $0.file == sample.file && sample.key.hasPrefix($0.key) }
      #expect(matches.count == 1, "\(sample): \(matches.count) entries for '\(sample.key)'")
    }
  }

  @Test(arguments: entries.filter { $0.checkedBy == nil })
  func theSampleLoadsWithoutAProblem(_ entry: Entry) throws {
    let sample = try #require(try Self.sample(for: entry), "no sample starts '\(entry.key)'")
    var sources = [FlowSource(path: "app.yaml", text: sample.text + "\n")]
    if let rest = entry.rest { sources.append(FlowSource(path: "rest.yaml", text: rest)) }
    let result = FlowLoader.load(sources: sources)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    #expect(result.definition != nil)
    if entry.isNotes {
      #expect(sample.text + "\n" == Fixtures.notes, "the articles' tests load Fixtures.notes")
    }
  }
}
