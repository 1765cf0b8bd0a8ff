import Foundation
import Testing
import Wayfinder

@Suite struct SplitHomeTests {
  @Test func selectingRootsTheNextColumnAndClearsTheOnesAfter() throws {
    var state = try MailRoute.reading()
    #expect(state.selection(in: .content) == .inbox)
    #expect(state.selection(in: .detail) == .message(7))
    #expect(state.home.selectedTab == "message")
    #expect(state.visibleRoute == .message(7))

    try state.apply(.select(.archive, in: .content))
    #expect(state.selection(in: .content) == .archive)
    #expect(state.selection(in: .detail) == nil)
    #expect(state.visibleRoute == .archive)
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func selectionsAreRefusedWhereTheSplitHasNoPlaceForThem() throws {
    let mail = try MailRoute.mail()
    let refusals: [(NavigationState<MailRoute>, NavigationCommand<MailRoute>, String)] = [
      (
        mail, .select(.settings, in: .sidebar),
        "Cannot select 'settings' in the sidebar column: no column selects the sidebar's root."
          + " Set its root instead."
      ),
      (
        mail, .select(.message(1), in: .detail),
        "Cannot select 'message(1)' in the detail column: nothing is selected for the content"
          + " column. Select there first."
      ),
      (
        NavigationState(
          split: try NavigationSplit(sidebar: "folders", detail: "message"), sidebar: .folders),
        .select(.inbox, in: .content),
        "Cannot select 'inbox' in the content column: the split has no content column."
      ),
      (
        NavigationState(flow: "main", root: MailRoute.folders), .select(.inbox, in: .content),
        "Cannot select 'inbox' in the content column: home has no columns; it is not a split."
      ),
      (
        try mail.applying(.present(.screen(.settings, id: "settings"))).after,
        .select(.inbox, in: .content),
        "Cannot select 'inbox' in the content column while modal 'settings' is presented."
          + " Dismiss it first."
      ),
      (
        mail, .push(.reply(1), on: .column(.detail)),
        "Cannot push 'reply(1)' onto the detail column: nothing is selected for the detail"
          + " column. Select there first."
      ),
    ]
    for (state, command, message) in refusals {
      #expect(throws: NavigationError.self) { try state.applying(command) }
      do {
        _ = try state.applying(command)
      } catch {
        #expect(error.description == message)
      }
    }
  }

  @Test func backWalksFromTheDetailToTheSidebarInARegularWidth() throws {
    var state = try MailRoute.reading(width: .regular)
    try state.apply(.push(.reply(7)))
    #expect(state[column: .detail]?.routes == [.message(7), .reply(7)])
    var seen: [MailRoute?] = []
    while state.backRefusal() == nil {
      try state.apply(.back)
      seen.append(state.visibleRoute)
    }
    // Back at a column's root clears its selection, as a list-detail pane's Back does.
    #expect(seen == [.message(7), .inbox, .folders])
    #expect(state.selection(in: .content) == nil)
    #expect(
      state.backRefusal()?.description
        == "Cannot pop: 'folders' is the root of sidebar column 'folders'.")
  }

  @Test func aCompactWidthShowsTheColumnsAsOneStack() throws {
    var state = try MailRoute.reading(width: .compact)
    try state.apply(.push(.thread(3), on: .column(.content)))
    #expect(state.collapsedPath == [.folders, .inbox, .thread(3), .message(7)])
    #expect(state.visibleColumns == [.detail])
    try state.apply(.setWidth(.regular))
    #expect(state.visibleColumns == [.sidebar, .content, .detail])
    #expect(state.collapsedPath == [.folders, .inbox, .thread(3), .message(7)])
  }

  @Test func theWidthChangesUnderAModalAndNowhereButASplit() throws {
    var state = try MailRoute.reading()
    try state.apply(.present(.screen(.settings, id: "settings")))
    try state.apply(.setWidth(.compact))
    #expect(state.splitWidth == .compact)
    #expect(state.topModal?.id == "settings")
    #expect(state.visibleRoute == .settings)
    #expect(
      throws: NavigationError.noSplit(action: "set the width to compact")
    ) {
      try NavigationState(flow: "main", root: MailRoute.folders).applying(.setWidth(.compact))
    }
  }

  @Test func aLinkBuildsEveryColumn() throws {
    var links = DeepLinkRouter<MailRoute>()
    try links.add("mail://inbox/{id:int}") { parameters in
      DeepLinkTarget(
        modal: nil,
        columns: SplitLink(content: [.inbox], detail: [.message(parameters.int("id") ?? 0)]))
    }
    try links.add("mail://detail-only") { _ in
      DeepLinkTarget(columns: SplitLink(detail: [.message(1)]))
    }
    try links.add("mail://reply") { _ in DeepLinkTarget(tab: "message", path: [.reply(7)]) }
    let rules = NavigationRules(deepLinks: links)
    var state = try MailRoute.mail(width: .compact)
    try state.apply(.present(.screen(.settings, id: "settings")))
    try state.apply(.open(url: "mail://inbox/9"), rules: rules)
    #expect(state.modals.isEmpty)
    #expect(state.collapsedPath == [.folders, .inbox, .message(9)])
    #expect(state.invariantViolations().isEmpty)
    #expect(
      throws: NavigationError.nothingSelected(.content, action: "open 'mail://detail-only'")
    ) { try state.applying(.open(url: "mail://detail-only"), rules: rules) }

    try state.apply(.open(url: "mail://reply"), rules: rules)
    #expect(state.collapsedPath == [.folders, .inbox, .message(9), .reply(7)])
  }

  @Test func aLinkToAnEarlierColumnClearsTheColumnsAfterIt() throws {
    var links = DeepLinkRouter<MailRoute>()
    try links.add("mail://settings") { _ in DeepLinkTarget(tab: "folders", path: [.settings]) }
    var state = try MailRoute.reading()
    try state.apply(.open(url: "mail://settings"), rules: NavigationRules(deepLinks: links))
    #expect(state.collapsedPath == [.folders, .settings])
    #expect(state.selection(in: .content) == nil)
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func aSplitRoundTripsAndOlderStatesStillDecode() throws {
    var state = try MailRoute.reading(width: .compact)
    try state.apply(.push(.reply(7)))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState<MailRoute>.self, from: data) == state)

    let tabs = NavigationState(flow: "main", root: MailRoute.folders)
    let old = String(decoding: try JSONEncoder().encode(tabs), as: UTF8.self)
    #expect(!old.contains("split"))
    #expect(try JSONDecoder().decode(NavigationState<MailRoute>.self, from: Data(old.utf8)) == tabs)
  }

  @Test func decodingRejectsColumnsOutOfOrder() throws {
    var state = try MailRoute.reading()
    state.home.tabs.swapAt(1, 2)
    #expect(!state.invariantViolations().isEmpty)
    let data = try JSONEncoder().encode(state)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<MailRoute>.self, from: data)
    }
  }
}
