/// Where an app's state is saved when no path is given.
public enum StateLocation {
  /// `$XDG_STATE_HOME/wayfinder/<app>.json`, or `$HOME/.local/state/wayfinder/<app>.json` when
  /// `XDG_STATE_HOME` is unset, empty or not an absolute path: the file `fileName(app:)` in
  /// ``folder(environment:)``.
  ///
  /// ```swift
  /// StateLocation.defaultPath(app: "Demo", environment: ProcessInfo.processInfo.environment)
  /// // "/home/ada/.local/state/wayfinder/Demo.json"
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app's name; see ``fileName(app:)``.
  ///   - environment: The process environment, passed in so it can be tested.
  /// - Returns: The path, or `nil` when neither variable gives an absolute folder.
  public static func defaultPath(app: String, environment: [String: String]) -> String? {
    folder(environment: environment).map { $0 + "/" + fileName(app: app) }
  }

  /// The folder Wayfinder keeps its state in: `$XDG_STATE_HOME/wayfinder`, or
  /// `$HOME/.local/state/wayfinder` when `XDG_STATE_HOME` is unset, empty or not an absolute
  /// path (as the XDG base directory specification asks). Saved states and the REPL's history
  /// live there.
  ///
  /// ```swift
  /// StateLocation.folder(environment: ["XDG_STATE_HOME": "/srv/state/", "HOME": "/home/ada"])
  /// // "/srv/state/wayfinder"
  /// ```
  ///
  /// - Parameter environment: The process environment, passed in so it can be tested.
  /// - Returns: The folder without a trailing slash, or `nil` when neither variable gives an
  ///   absolute folder.
  public static func folder(environment: [String: String]) -> String? {
    let base: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = state
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = trimmed(home) + "/.local/state"
    } else {
      return nil
    }
    return trimmed(base) + "/wayfinder"
  }

  /// `<app>.json`, with every character other than ASCII letters, digits, `-`, `_` and `.`
  /// replaced by `-`, and a leading dot too, so the name stays one visible file in the folder:
  /// `My Shop` → `My-Shop.json`.
  public static func fileName(app: String) -> String {
    var name = String(
      app.map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
          ? character : "-"
      })
    if name.hasPrefix(".") { name = "-" + name.dropFirst() }
    return (name.isEmpty ? "app" : name) + ".json"
  }

  /// `path` without trailing slashes, keeping `/` itself.
  private static func trimmed(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return String(path)
  }
}
