import Wayfinder

extension AppSession {
  /// Starts the app again from its launch sequence, launched from `origin`: the facts, the
  /// prompt history and the prompt clock go on, so the prompts' cooldowns, quotas and spacing
  /// hold, and the core decides each prompt with `origin`'s launch source. From a link, the
  /// link is opened as the launch begins and held until the sequence lets it land.
  mutating func relaunch(from origin: LaunchOrigin) throws(SessionError) -> SessionOutput {
    if case .named(let source) = origin {
      let known = definition.knownLaunchSources
      guard known.contains(source) else {
        throw .unknownLaunchSource(source.rawValue, known: known.map(\.rawValue))
      }
    }
    let elapsed = time
    var fresh = AppSession(relaunching: self)
    var output = try fresh.startLaunch(
      facts: launch.facts, promptHistory: promptHistory, promptTime: promptTime,
      from: origin.source)
    fresh.earlierTime = elapsed
    if case .link(let url) = origin {
      output.append(try fresh.navigate(.open(url: url)))
      if fresh.state.pendingDeepLink?.url == url {
        output.notices.append(.linkHeld(url: url, hold: fresh.linkHold))
      }
    }
    self = fresh
    return output
  }
}
