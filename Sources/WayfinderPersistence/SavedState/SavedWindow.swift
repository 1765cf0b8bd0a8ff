package import Wayfinder

/// One window of an app with several, as a saved document holds it: its number and where the
/// user was in it (`{ "window": 2, "navigation": { … } }` under `windows`).
package struct SavedWindow: Hashable, Sendable, Codable {
  /// The window.
  package var window: SceneID
  /// Where the user was in it.
  package var navigation: SavedNavigation
}
