public import WayfinderFlowFiles
public import WayfinderProperties

extension SessionCommand {
  /// Who gives this command to an app: a user (a tap, back, a swipe, a drag of a sheet, a tab,
  /// a selection in a split's column, a window's width, a link, time, background and
  /// foreground, a relaunch), the world (an environment event the app
  /// declares), or a host (a fact set by hand, steps run or cancelled).
  public var inputKind: InputKind {
    switch self {
    case .tap, .back, .pop, .root, .selectTab, .open, .dismiss, .wait, .relaunch, .background,
      .foreground, .detent, .swipe, .select, .deselect, .width, .window:
      .user
    case .event: .world
    case .set, .run, .cancel, .cancelAll: .host
    }
  }
}
