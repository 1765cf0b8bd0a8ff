// Walks the demo through its generated API and prints each screen: the launch runs on the real
// clock, then every tap is a typed action the runtime performs (`swift run demo-walk`).

import DemoApp
import Wayfinder

var facts = DemoFlow.initialFacts
facts[.passcodeEnabled] = .bool(true)
let app = DemoApp(facts: facts)
func show(_ step: String) {
  print("> \(step)")
  print(app.screen.map(String.init(describing:)) ?? "(nothing on screen)")
  print()
}

/// Waits until `step` has started.
func started(_ step: DemoStep, _ events: inout AsyncStream<InteractionEvent>.Iterator) async {
  while let event = await events.next() {
    if event.kind == .stepStarted, event.step == step.id { return }
  }
}

do {
  var events = app.launch.events().makeAsyncIterator()
  try await app.start()
  await started(.passcode, &events)
  show("launch: the passcode")
  try await app.tap(.passcodeUnlock)
  await started(.whatsNew, &events)
  show("tap Unlock; what's new, once the configuration is in")
  try await app.tap(.whatsNewContinue)
  _ = await app.launch.waitUntilFinished()
  show("tap Continue: home")
  try await app.tap(.primaryGoToSecondary1)
  show("tap Go to Secondary 1")
  try await app.tap(.secondary1OpenItem42)
  show("tap Open item 42")
  // Not on this screen: the runtime refuses it, and nothing changes.
  try await app.tap(.passcodeUnlock)
} catch {
  print("refused: \(error)")
}
do {
  _ = try app.navigator.send(.open(url: "demo://tertiary"))
  show("open demo://tertiary")
  // Not declared by the flow: the primary screen has no action that pushes 'tertiary'.
  _ = try app.firstTab?.popToRoot()
  _ = try app.firstTab?.push(.tertiary)
} catch {
  print("refused: \(error)")
}
