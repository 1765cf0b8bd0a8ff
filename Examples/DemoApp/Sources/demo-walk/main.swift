// Walks the demo through its generated routes and prints each screen: a quick look at the
// typed API from the command line (`swift run demo-walk`).

import DemoApp
import Wayfinder

let app = DemoApp()
func show(_ step: String) {
  print("> \(step)")
  print(app.screen.map(String.init(describing:)) ?? "(nothing on screen)")
  print()
}

show("start")
do {
  try app.tap("Go to Secondary 1")
  show("tap Go to Secondary 1")
  try app.tap("Open item 42")
  show("tap Open item 42")
  _ = try app.coordinator.open("demo://tertiary")
  show("open demo://tertiary")
  // Not declared by the flow: the primary screen has no action that pushes 'tertiary'.
  _ = try app.firstTab?.popToRoot()
  _ = try app.firstTab?.push(.tertiary)
} catch {
  print("refused: \(error)")
}
