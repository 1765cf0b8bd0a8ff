import Wayfinder
internal import WayfinderFlowFiles

extension TraceScenario {
  /// Where the windows of an app with several were: how many, the active one, and what each
  /// other one showed or what covered it. None with one window open.
  static func windowExpectations(of life: AppLife<ScreenRoute>) -> [ScenarioExpectation] {
    let scenes = life.scenes
    guard scenes.count > 1 else { return [] }
    var expectations: [ScenarioExpectation] = [
      .windows(scenes.count), .window(life.activeScene, .active),
    ]
    for scene in scenes where scene != life.activeScene {
      if let cover = life.cover(of: scene) {
        expectations.append(.window(scene, .covered(by: cover)))
      } else if let route = life.navigation(in: scene)?.topRoute {
        expectations.append(.window(scene, .shows(expected(route))))
      }
    }
    return expectations
  }
}
