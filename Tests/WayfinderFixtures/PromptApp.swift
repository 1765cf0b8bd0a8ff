package import Wayfinder
package import WayfinderFlowFiles
internal import WayfinderTools

/// A small app whose launch asks for prompts, with their policies set on the loaded
/// definition: an update nudge at most once a day (`update`, when `updateAvailable`), and a
/// review prompt at most 3 times in 365 days, never on link launches (`review`).
package enum PromptApp {
  /// The flow file, without policies.
  package static let yaml = """
    app: Prompts
    version: "1.0"
    facts:
      updateAvailable: true
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Open item 7, push: item, with: { id: 7 } }
          item:
            params: { id: int }
            title: "Item {id}"
    modals:
      update:
        title: Update available
        actions:
          - { label: Later, finish: true }
      review:
        title: Enjoying the app?
        actions:
          - { label: Not now, finish: true }
    launch:
      - { id: update, when: updateAvailable, modal: update }
      - { id: review, modal: review }
    deepLinks:
      - { url: "prompts://item/{id:int}", tab: main, path: [ { item: { id: "{id}" } } ] }
    """

  /// The update nudge's policy: at most once a day.
  package static let updatePolicy = PromptPolicy(cooldown: .seconds(86_400))
  /// The review prompt's policy: 3 in 365 days, from the icon, a notification or a shortcut.
  package static let reviewPolicy = PromptPolicy(
    quota: PromptQuota(3, per: .seconds(365 * 86_400)),
    sources: [.icon, .notification, .shortcut])

  /// The app with both policies set, or `nil` when the flow file does not load (a test
  /// failure then says why).
  package static func definition() -> FlowDefinition? {
    guard var definition = Fixtures.load(yaml).definition else { return nil }
    for index in definition.launch.indices {
      switch definition.launch[index].id {
      case "update": definition.launch[index].prompts = updatePolicy
      case "review": definition.launch[index].prompts = reviewPolicy
      default: break
      }
    }
    return definition
  }
}
