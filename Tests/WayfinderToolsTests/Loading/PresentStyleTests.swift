import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// An action that presents a modal without saying `style:` presents it in the modal's declared
/// style — as a deep link or a launch step presents it — and one that says `style:` wins.
@Suite struct PresentStyleTests {
  static let yaml = """
    app: Podcasts
    home: { flow: main }
    flows:
      main:
        root: shows
        screens:
          shows:
            title: Shows
            actions:
              - { label: Play, present: player }
              - { label: Peek, present: player, style: sheet }
              - { label: Notes, present: notes }
    modals:
      player:
        title: Player
        style: fullScreen
        actions: [ { label: Close, dismiss: true } ]
      notes:
        title: Notes
        actions: [ { label: Close, dismiss: true } ]
    """

  static func styles() throws -> [String: PresentationStyle] {
    let loaded = Fixtures.load(Self.yaml)
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    #expect(!loaded.hasErrors, "\(loaded.rendered())")
    var styles: [String: PresentationStyle] = [:]
    for action in definition.screens["shows"]?.actions ?? [] {
      if case .present(_, _, let style) = action.effect { styles[action.label] = style }
    }
    return styles
  }

  @Test func anActionWithoutStylePresentsInTheModalsDeclaredStyle() throws {
    #expect(try Self.styles() == ["Play": .fullScreen, "Peek": .sheet, "Notes": .sheet])
  }

  @Test func theRuntimePresentsItFullScreen() throws {
    let loaded = Fixtures.load(Self.yaml)
    let definition = try #require(loaded.definition)
    let program = try definition.program()
    var (simulation, state, _) = try InteractionSimulation.launch(program)
    _ = simulation.advance(by: .seconds(1), in: &state)
    let play = try #require(program.actions(on: "shows").first)
    _ = try simulation.perform(play, of: program, in: &state)
    #expect(state.modals.last?.id == "player")
    #expect(state.modals.last?.style == .fullScreen)
  }
}
