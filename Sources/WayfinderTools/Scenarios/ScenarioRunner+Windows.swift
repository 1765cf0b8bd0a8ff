internal import Wayfinder
internal import WayfinderFlowFiles

extension ScenarioRunner {
  /// Checks `expect windows N`: how many windows are open.
  func checkWindows(_ count: Int, in session: AppSession) -> Mismatch? {
    let open = session.life.scenes.count
    guard open != count else { return nil }
    return Mismatch(
      message: "unexpected number of windows", expected: ["windows \(count)"],
      actual: ["windows \(open)"])
  }

  /// Checks `expect window N …`: that window `scene` is open, and is the active one, is
  /// covered by what the line names, or shows its screen uncovered.
  func checkWindow(
    _ scene: SceneID, _ expected: ScenarioExpectation.Window, in session: AppSession
  ) -> Mismatch? {
    let life = session.life
    let line = "\(scene) " + Self.words(expected)
    guard let navigation = life.navigation(in: scene) else {
      let open = life.scenes.map { "\($0.number)" }.joined(separator: ", ")
      return Mismatch(
        message: "\(scene) is not open", expected: [line], actual: ["open windows: \(open)"])
    }
    // What the window is, in the words of the expectation it fails.
    let actual: String
    switch expected {
    case .active:
      guard scene != life.activeScene else { return nil }
      return Mismatch(
        message: "unexpected active window", expected: [line],
        actual: ["\(life.activeScene) active"])
    case .covered(let cover):
      let covering = life.cover(of: scene)
      guard covering != cover else { return nil }
      actual = "\(scene) " + (covering?.description ?? "not covered")
    case .shows(let route):
      if let covering = life.cover(of: scene) {
        actual = "\(scene) \(covering)"
      } else {
        let top = navigation.topRoute
        if let top, route.matches(top) { return nil }
        let shown = route.namesArguments ? top?.description : top?.screen
        actual = "\(scene) " + (shown.map { "shows \($0)" } ?? "shows no screen")
      }
    }
    return Mismatch(message: "unexpected \(scene)", expected: [line], actual: [actual])
  }

  /// `active`, `covered by passcode`, `shows note`: an expectation of a window as it is
  /// written.
  static func words(_ expected: ScenarioExpectation.Window) -> String {
    switch expected {
    case .active: "active"
    case .covered(let cover): cover.description
    case .shows(let route): "shows \(route)"
    }
  }
}
