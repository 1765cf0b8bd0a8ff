import Testing
import Wayfinder

@Suite struct PathStackTests {
  @Test func pushThenPopReturnsToRoot() throws {
    var stack = PathStack(root: "primary")
    stack.push("secondary1")
    #expect(try stack.pop() == "secondary1")
    #expect(stack.top == "primary")
  }
}
