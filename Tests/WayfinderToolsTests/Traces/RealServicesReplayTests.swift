import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderTools

@MainActor
@Suite struct RealServicesReplayTests {
  @Test func probe() async throws {
    print(try await RealServicesRecording.record())
  }
}
