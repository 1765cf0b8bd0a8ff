import Testing
@testable import WayfinderPersistence

extension Persistence {
  @Suite struct StateLocationTests {
    @Test func xdgStateHomeComesFirst() {
      let environment = ["XDG_STATE_HOME": "/srv/state/", "HOME": "/home/ada"]
      #expect(
        StateLocation.defaultPath(app: "Demo", environment: environment)
          == "/srv/state/wayfinder/Demo.json")
    }

    @Test func homeIsTheFallbackForAMissingEmptyOrRelativeStateHome() {
      for state in [nil, "", "relative/state"] {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_STATE_HOME"] = state
        #expect(
          StateLocation.defaultPath(app: "Shop", environment: environment)
            == "/home/ada/.local/state/wayfinder/Shop.json")
      }
    }

    @Test func theFolderIsReadTheSameWayForEveryFileInIt() {
      #expect(
        StateLocation.folder(environment: ["XDG_STATE_HOME": "/srv/state//", "HOME": "/home/ada"])
          == "/srv/state/wayfinder")
      for state in [nil, "", "relative/state"] {
        var environment = ["HOME": "/home/ada/"]
        environment["XDG_STATE_HOME"] = state
        #expect(
          StateLocation.folder(environment: environment) == "/home/ada/.local/state/wayfinder")
      }
      #expect(StateLocation.folder(environment: ["HOME": "relative"]) == nil)
    }

    @Test func withoutAnyFolderThereIsNoDefault() {
      #expect(StateLocation.defaultPath(app: "Demo", environment: [:]) == nil)
      #expect(StateLocation.defaultPath(app: "Demo", environment: ["HOME": ""]) == nil)
    }

    @Test func appNamesBecomeOneVisibleFileName() {
      #expect(StateLocation.fileName(app: "My Shop") == "My-Shop.json")
      #expect(StateLocation.fileName(app: "../etc/passwd") == "-.-etc-passwd.json")
      #expect(StateLocation.fileName(app: "Café_2.0") == "Caf-_2.0.json")
      #expect(StateLocation.fileName(app: "") == "app.json")
    }
  }
}
