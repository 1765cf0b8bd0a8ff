/// A back gesture in progress: the iOS edge swipe, Android's predictive back, a sheet being
/// pulled down. The user's finger is down; the screen it would remove is sliding away and what
/// lies below shows through.
///
/// ``NavigationCommand/beginBack`` starts one when ``NavigationCommand/back`` would go back now;
/// ``NavigationCommand/completeBack`` then does what that back does, as one transition, and
/// ``NavigationCommand/cancelBack`` leaves everything as it was. A host draws
/// ``NavigationState/backGesture`` (the screen below, under the one sliding away) and reports
/// how the gesture ended.
public struct BackGesture<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen the gesture slides away: the top of the stack on screen.
  public var leaving: Route
  /// The stack `leaving` is on top of.
  public var owner: StackOwner
  /// The modal the gesture dismisses (a sheet pulled down), or `nil` when it pops a screen.
  public var dismissing: ModalID?
  /// The screen on screen once the gesture completes, drawn below while it is in progress;
  /// `nil` when none would be (a launch modal over no launch screen).
  public var revealing: Route?

  /// Creates a gesture.
  ///
  /// - Parameters:
  ///   - leaving: The screen the gesture slides away.
  ///   - owner: The stack `leaving` is on top of.
  ///   - dismissing: The modal the gesture dismisses, or `nil` when it pops a screen.
  ///   - revealing: The screen on screen once it completes.
  public init(leaving: Route, owner: StackOwner, dismissing: ModalID? = nil, revealing: Route?) {
    self.leaving = leaving
    self.owner = owner
    self.dismissing = dismissing
    self.revealing = revealing
  }
}
