import Testing
import Wayfinder

@Suite struct TransitionStreamTests {
  @Test func yieldsEveryTransitionInOrder() async throws {
    let navigator = Navigator(try Fixtures.twoTabs())
    let stream = navigator.transitions()
    try navigator.send(.push(.secondary1))
    try navigator.send(.push(.tertiary))
    try navigator.send(.selectTab(.tab2))
    try navigator.send(.selectTab(.tab1))
    try navigator.send(.popToRoot())
    var received: [NavigationCommand<Tab1Page>] = []
    for await transition in stream {
      received.append(try #require(transition.command))
      if received.count == 5 { break }
    }
    #expect(
      received == [
        .push(.secondary1), .push(.tertiary), .selectTab(.tab2), .selectTab(.tab1), .popToRoot(),
      ])
  }

  @Test func yieldsTransitionsFromManyTasksInTheOrderTheNavigatorAppliedThem() async throws {
    let navigator = Navigator(try Fixtures.twoTabs())
    let applied = Locked<[StateTransition<Tab1Page>]>([])
    let observation = navigator.observe { transition in applied.withLock { $0.append(transition) } }
    defer { observation.cancel() }
    let stream = navigator.transitions()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<4 {
        group.addTask {
          for _ in 0..<25 {
            _ = try? navigator.send(.push(index.isMultiple(of: 2) ? .secondary1 : .secondary2))
          }
        }
      }
    }
    var received: [StateTransition<Tab1Page>] = []
    for await transition in stream {
      received.append(transition)
      if received.count == 100 { break }
    }
    #expect(received == applied.withLock { $0 })
    #expect(received.last?.after == navigator.state)
  }

  @Test func endsWhenTheReadingTaskIsCancelled() async throws {
    let navigator = Navigator(try Fixtures.twoTabs())
    let stream = navigator.transitions()
    try navigator.send(.push(.secondary1))
    let reader = Task {
      var commands: [NavigationCommand<Tab1Page>] = []
      for await transition in stream {
        if let command = transition.command { commands.append(command) }
      }
      return commands
    }
    reader.cancel()
    let commands = await reader.value
    #expect(commands.count <= 1, "the loop ends instead of waiting for more")
    try navigator.send(.push(.tertiary))  // nobody reads it; nothing is kept for the reader
  }

  @Test func endsWhenTheNavigatorIsReleased() async throws {
    var navigator: Navigator<Tab1Page>? = Navigator(try Fixtures.twoTabs())
    let stream = try #require(navigator).transitions()
    try navigator?.send(.push(.secondary1))
    navigator = nil
    var received = 0
    for await _ in stream { received += 1 }
    #expect(received == 1, "what was sent before the release is still read, then the sequence ends")
  }
}
