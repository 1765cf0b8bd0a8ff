import Testing
import WayfinderDefinitions

@Suite struct FlowDefinitionTests {
  @Test func keepsTheAppName() {
    #expect(FlowDefinition(app: "Demo").app == "Demo")
  }
}
