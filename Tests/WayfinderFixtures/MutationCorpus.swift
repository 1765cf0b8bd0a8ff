import Foundation
import Wayfinder
package import WayfinderFlowFiles

// The engine's defects' explorations, built only with the flag, show the tools' types in
// package declarations.
#if WAYFINDER_SEEDED_DEFECTS
  package import WayfinderTools
#else
  import WayfinderTools
#endif

/// The mutation corpus: seeded defects that exploration (`wayfinder test --explore`) should
/// find, on the shipped apps under `Flows/`. A defect is found when exploring the app with it
/// reports a broken invariant or property while the app without it explores clean with the
/// same options.
///
/// Engine defects are the cases of `EngineMutation`, each explored on the app that exercises
/// the rule it breaks; they exist only in a build with `WAYFINDER_SEEDED_DEFECTS=1`
/// (`.ci/mutations`). Flow defects are small edits of a shipped flow file that still pass
/// `check`; what finds them is the app's own properties, its spec.
package enum MutationCorpus {
  #if WAYFINDER_SEEDED_DEFECTS
    /// Every defect of the corpus.
    package static let mutants: [Mutant] = engine + flows

    /// One per `EngineMutation` case.
    package static let engine: [Mutant] = EngineMutation.allCases.map { mutation in
      Mutant(mutation.rawValue, app: app(exercising: mutation), .engine(mutation))
    }

    /// The app each engine mutation is explored on: the one whose flows exercise the rule.
    static func app(exercising mutation: EngineMutation) -> String {
      switch mutation {
      case .linkPastGate, .popToDropsTarget, .gateNotLifted, .endedStepNotRerun: "shop"
      default: "demo"
      }
    }

    /// Explores `definition` with `mutant`'s engine mutation on, if it has one. Every defect of
    /// the corpus is found by what a user and the world do (`options.inputs` as given, the
    /// default); `wayfinder-bench mutations` compares a host's commands too.
    package static func explore(
      _ definition: FlowDefinition, with mutant: Mutant, _ options: ExplorationOptions
    ) -> ExplorationReport {
      EngineMutation.$active.withValue(mutant.engineMutation) {
        Explorer(definition).explore(options)
      }
    }
  #endif

  /// Edits of the shipped flow files.
  package static let flows: [Mutant] = [
    // Gates: a condition inverted, a gate turned into a plain modal step.
    Mutant(
      "forced update's condition inverted", app: "demo",
      .flow(
        file: "app.yaml", replacing: "when: updateRequired,", with: #"when: "!updateRequired","#)),
    Mutant(
      "forced update no longer a gate", app: "demo",
      .flow(
        file: "app.yaml", replacing: "{ id: forceUpdate, kind: gate, after:",
        with: "{ id: forceUpdate, after:")),
    Mutant(
      "sign-in's condition inverted", app: "shop",
      .flow(file: "app.json", replacing: #""when": "!loggedIn""#, with: #""when": "loggedIn""#)),
    Mutant(
      "sign-in no longer a gate", app: "shop",
      .flow(file: "app.json", replacing: #""kind": "gate", "#, with: "")),
    // Deep links: the wrong tab, or no tab (the selected one).
    Mutant(
      "details link on the wrong tab", app: "demo",
      .flow(
        file: "app.yaml", replacing: #"{ url: "demo://details", tab: tab2,"#,
        with: #"{ url: "demo://details", tab: tab1,"#)),
    Mutant(
      "details link without its tab", app: "demo",
      .flow(
        file: "app.yaml", replacing: #"{ url: "demo://details", tab: tab2,"#,
        with: #"{ url: "demo://details","#)),
    Mutant(
      "checkout link on the wrong tab", app: "shop",
      .flow(
        file: "app.json", replacing: #"{ "url": "shop://checkout", "tab": "shop","#,
        with: #"{ "url": "shop://checkout", "tab": "account","#)),
    Mutant(
      "checkout link without its tab", app: "shop",
      .flow(
        file: "app.json", replacing: #"{ "url": "shop://checkout", "tab": "shop","#,
        with: #"{ "url": "shop://checkout","#)),
    Mutant(
      "orders link on the wrong tab", app: "shop",
      .flow(
        file: "app.json", replacing: #"{ "url": "shop://orders/{id:int}", "tab": "account","#,
        with: #"{ "url": "shop://orders/{id:int}", "tab": "shop","#)),
    Mutant(
      "product link on the wrong tab", app: "shop",
      .flow(
        file: "app.json", replacing: #"{ "url": "shop://product/{id:int}", "tab": "shop","#,
        with: #"{ "url": "shop://product/{id:int}", "tab": "account","#)),
    Mutant(
      "product link without its tab", app: "shop",
      .flow(
        file: "app.json", replacing: #"{ "url": "shop://product/{id:int}", "tab": "shop","#,
        with: #"{ "url": "shop://product/{id:int}","#)),
    // Actions: the wrong push or present target, a push where a tab switch or a link was meant.
    Mutant(
      "Orders pushes the cart", app: "shop",
      .flow(
        file: "account.yaml", replacing: "{ label: Orders, push: orders }",
        with: "{ label: Orders, push: cart }")),
    Mutant(
      "Continue shopping pushes the catalog", app: "shop",
      .flow(
        file: "account.yaml", replacing: "{ label: Continue shopping, switchTab: shop }",
        with: "{ label: Continue shopping, push: catalog }")),
    Mutant(
      "Buy again pushes the product", app: "shop",
      .flow(
        file: "account.yaml", replacing: #"{ label: Buy again, open: "shop://product/101" }"#,
        with: "{ label: Buy again, push: product, with: { id: 101 } }")),
    Mutant(
      "Cookie settings presents the checkout", app: "shop",
      .flow(
        file: "account.yaml", replacing: "{ label: Cookie settings, present: cookies }",
        with: "{ label: Cookie settings, present: checkout }")),
    Mutant(
      "Notification settings presents the forced update", app: "demo",
      .flow(
        file: "app.yaml", replacing: "{ label: Notification settings, run: notifications }",
        with: "{ label: Notification settings, present: forceUpdate }")),
    // What a command did, which the state after it alone does not show: a step's button that
    // does not end the step, a link that drops the stack under its screen, a dismissal where
    // the step was to finish. Properties that read `command`, `depth` and `previous.` find them.
    Mutant(
      "passcode's Unlock without finish", app: "demo",
      .flow(
        file: "app.yaml", replacing: "{ label: Unlock, finish: true }", with: "{ label: Unlock }")),
    Mutant(
      "cart link without stack: append (drops the shop tab's stack)", app: "shop",
      .flow(
        file: "links.yaml", replacing: "path: [cart], stack: append,", with: "path: [cart],")),
    Mutant(
      "what's new's Continue dismisses instead of finishing", app: "demo",
      .flow(
        file: "app.yaml", replacing: "{ label: Continue, finish: true }",
        with: "{ label: Continue, dismiss: true }")),
  ]

  /// The files of `Flows/APP`, in file-name order.
  package static func sources(app: String) throws -> [FlowSource] {
    let folder = Fixtures.packageRoot.appendingPathComponent("Flows/\(app)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return FlowSource(path: "Flows/\(app)/\(name)", text: text)
    }
  }

  /// `mutant`'s app loaded and checked, with its flow edit applied; `nil` when the edit's text
  /// does not occur exactly once in its file.
  package static func load(_ mutant: Mutant) throws -> FlowLoadResult? {
    var sources = try sources(app: mutant.app)
    if case .flow(let file, let old, let new) = mutant.defect {
      guard let index = sources.firstIndex(where: { $0.path.hasSuffix("/\(file)") }) else {
        return nil
      }
      let text = String(decoding: sources[index].bytes, as: UTF8.self)
      let parts = text.components(separatedBy: old)
      guard parts.count == 2 else { return nil }
      sources[index] = FlowSource(path: sources[index].path, text: parts.joined(separator: new))
    }
    return FlowLoader.load(sources: sources)
  }
}
