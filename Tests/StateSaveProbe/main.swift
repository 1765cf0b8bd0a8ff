// Saves a state of the demo app through `StateStore` — the real save code — and stops the save
// at a chosen stage, for tests that kill a process in the middle of a save.
//
//     StateSaveProbe FLOWS STATE GENERATION DEPTH STAGE
//
// The state has DEPTH item screens on tab1, each numbered GENERATION, so a document mixing two
// saves would show. STAGE is one of `StateFile.SaveStage`'s names, or `none`. On reaching the
// stage the probe prints its name on a line of standard output and waits, never going on, until
// it is killed; with `none` it saves, prints `saved` and exits. Not a test: tests run it.

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Wayfinder
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

func fail(_ message: String, status: Int32) -> Never {
  fputs("StateSaveProbe: \(message)\n", stderr)
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let stages = StateFile.SaveStage.allCases.map(\.rawValue)
guard arguments.count == 5, let generation = Int(arguments[2]), let depth = Int(arguments[3]),
  arguments[4] == "none" || stages.contains(arguments[4])
else {
  fail(
    "usage: StateSaveProbe FLOWS STATE GENERATION DEPTH STAGE (\(stages.joined(separator: "|"))|none)",
    status: 64)
}
let stopAt = StateFile.SaveStage(rawValue: arguments[4])
let loaded = FlowLoader.load(path: arguments[0])
guard let demo = loaded.definition else { fail(loaded.rendered(), status: 65) }
var state: NavigationState<ScreenRoute>
do {
  state = try demo.initialState(launching: false)
} catch {
  fail("\(error)", status: 65)
}
state[tab: "tab1"]?.path = Array(
  repeating: ScreenRoute("item", arguments: ["id": .int(generation)]), count: depth)

do {
  let saved = SavedLife(navigation: state, facts: demo.initialFacts)
  try StateStore(path: arguments[1]).save(saved, for: demo) { stage in
    guard stage == stopAt else { return }
    print(stage.rawValue)
    fflush(stdout)
    while true { pause() }
  }
} catch {
  fail(error.description, status: 74)
}
print("saved")
