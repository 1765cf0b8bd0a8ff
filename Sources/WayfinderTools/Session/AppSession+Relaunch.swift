import Wayfinder
internal import WayfinderFlowFiles

extension AppSession {
  /// The app is killed and cold-launched again from `origin`, as the life defines it: what a
  /// save holds comes back (facts, prompt history and clock, a held link, pending
  /// interactions; the stacks by the app's `restore:` rule), and the launch sequence runs
  /// over it with `origin`'s launch source. From a link, the link is opened as the launch
  /// begins and held until the sequence lets it land.
  mutating func relaunch(from origin: LaunchOrigin) throws(SessionError) -> SessionOutput {
    if case .named(let source) = origin {
      let known = definition.knownLaunchSources
      guard known.contains(source) else {
        throw .unknownLaunchSource(source.rawValue, known: known.map(\.rawValue))
      }
    }
    var output = SessionOutput(try live(.relaunch(from: origin)))
    if case .link(let url) = origin, state.pendingDeepLink?.url == url {
      output.notices.append(.linkHeld(url: url, hold: linkHold))
    }
    return output
  }
}
