public import Wayfinder

extension ActionDefinition {
  /// A `with:` value written as a template, filled in when the action is taken; the core's
  /// `Wayfinder.ForwardedArgument`.
  public typealias ForwardedArgument = Wayfinder.ForwardedArgument
}
