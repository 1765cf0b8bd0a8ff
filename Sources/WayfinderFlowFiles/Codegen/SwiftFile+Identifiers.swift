import Wayfinder

extension SwiftFile {
  /// Typed identifiers: tabs, modals, launch steps and facts, each an enum whose raw value is
  /// the flow file's name and whose `id` is the core's identifier.
  func writeIdentifiers(_ out: inout CodeWriter) {
    writeTabs(&out)
    out.line()
    writeModals(&out)
    out.line()
    writeSteps(&out)
    out.line()
    writeFacts(&out)
    if !customSources.isEmpty {
      out.line()
      writeSources(&out)
    }
  }

  func tabCase(_ id: TabID) -> SwiftIdentifier { name(id.rawValue, in: tabNames) }
  func modalCase(_ id: ModalID) -> SwiftIdentifier { name(id.rawValue, in: modalNames) }
  func stepCase(_ id: String) -> SwiftIdentifier { name(id, in: stepNames) }
  func factCase(_ name: String) -> SwiftIdentifier { self.name(name, in: factNames) }
  func sourceCase(_ source: LaunchSource) -> SwiftIdentifier {
    name(source.rawValue, in: sourceNames)
  }

  /// A launch source as the generated code names it: `.icon` for a built-in one,
  /// `DemoLaunchSource.widget.id` for one the app names.
  func sourceExpression(_ source: LaunchSource) -> SwiftCode {
    if let builtIn = Self.builtInSources[source] { return ".\(builtIn)" }
    return "\(sourceType).\(sourceCase(source)).id"
  }

  /// The built-in launch sources by the name of their member on `LaunchSource`.
  private static let builtInSources: [LaunchSource: SwiftCode] = [
    .icon: "icon", .link: "link", .shortcut: "shortcut", .notification: "notification",
  ]
  func tabExpression(_ id: TabID) -> SwiftCode { "\(tabType).\(tabCase(id))" }

  /// `enum DemoModal: String, …`; an enum without cases cannot have a raw type, so it declares
  /// `RawRepresentable` and its members itself.
  func identifierHeader(_ name: SwiftIdentifier, isEmpty: Bool) -> SwiftCode {
    isEmpty
      ? "\(access)enum \(name): RawRepresentable, Hashable, Sendable, CaseIterable"
      : "\(access)enum \(name): String, Hashable, Sendable, CaseIterable"
  }

  /// `rawValue` and `init?(rawValue:)` of an enum without cases.
  func writeEmptyRawValue(_ out: inout CodeWriter) {
    out.doc("None: the app declares none.")
    out.line("\(access)init?(rawValue: String) { nil }")
    out.line()
    out.doc("Never asked: there is no value.")
    out.line("\(access)var rawValue: String { switch self {} }")
    out.line()
  }

  private func writeTabs(_ out: inout CodeWriter) {
    let tabs = definition.home.tabIDs
    switch definition.home {
    case .tabs: out.doc("The tabs of \(comment(definition.app)), in tab-bar order.")
    case .flow: out.doc("The single flow \(comment(definition.app)) shows, with no tab bar.")
    case .split:
      out.doc(
        "The flows of the columns of \(comment(definition.app))'s split, the sidebar's first.")
    }
    let split = definition.home.split
    out.block("\(access)enum \(tabType): String, Hashable, Sendable, CaseIterable") { out in
      for tab in tabs {
        let flow = definition.flow(forTab: tab)
        if let column = split?.column(showing: tab) {
          // A column after the sidebar is rooted by what is selected, not by its flow's root.
          let rooted: SwiftComment =
            column == .sidebar ? ", rooted at `\(comment(flow?.root ?? ""))`" : ""
          out.doc(
            "\(comment(flow?.title ?? tab.rawValue)): the \(.text(column.rawValue)) column\(rooted)."
          )
        } else {
          out.doc(
            "\(comment(flow?.title ?? tab.rawValue)), rooted at `\(comment(flow?.root ?? ""))`.")
        }
        out.line("case " + rawValueCase(tabCase(tab), tab.rawValue))
      }
      out.line()
      let kind: SwiftComment = split == nil ? "tab" : "flow"
      out.doc("The core's identifier of the \(kind).")
      out.line("\(access)var id: Wayfinder.TabID { Wayfinder.TabID(rawValue) }")
      out.line()
      out.doc("The \(kind)'s title.")
      out.block("\(access)var title: String") { out in
        writeSwitch(
          &out,
          tabs.map {
            ("case .\(tabCase($0))", literal(definition.flow(forTab: $0)?.title ?? $0.rawValue))
          })
      }
      out.line()
      if let split {
        out.doc("The column of the split that shows the flow.")
        out.block("\(access)var column: Wayfinder.SplitColumn") { out in
          writeSwitch(
            &out,
            tabs.map { tab in
              ("case .\(tabCase(tab))", ".\(case: split.column(showing: tab) ?? .detail)")
            })
        }
        return
      }
      out.doc("The tab's root screen.")
      out.block("\(access)var root: \(route)") { out in
        writeSwitch(
          &out,
          tabs.map { tab in
            (
              "case .\(tabCase(tab))",
              routeExpression(definition.flow(forTab: tab)?.root ?? tab.rawValue) { _, _ in nil }
            )
          })
      }
    }
  }

  private func writeModals(_ out: inout CodeWriter) {
    out.doc("The modals of \(comment(definition.app)).")
    out.block(identifierHeader(modalType, isEmpty: definition.modals.isEmpty)) { out in
      if definition.modals.isEmpty { writeEmptyRawValue(&out) }
      for modal in definition.modals {
        let kind: SwiftComment = modal.isFlow ? "flow" : "screen"
        let article = modal.style == .alert ? "an " : "a "
        let style = SwiftComment.text(article + modal.style.displayName)
        let detents: SwiftComment =
          modal.detents.isEmpty
          ? "" : ", resting at \(.text(modal.detents.map(\.text).joined(separator: " or ")))"
        // The id rather than the root's title, which lives in the root's part.
        out.doc("`\(comment(modal.id.rawValue))`: a \(kind) shown as \(style)\(detents).")
        out.line("case " + rawValueCase(modalCase(modal.id), modal.id.rawValue))
      }
      out.line()
      out.doc("The core's identifier of the modal.")
      out.line("\(access)var id: Wayfinder.ModalID { Wayfinder.ModalID(rawValue) }")
      out.line()
      out.doc("How the modal is presented.")
      out.block("\(access)var style: Wayfinder.PresentationStyle") { out in
        writeSwitch(
          &out, definition.modals.map { ("case .\(modalCase($0.id))", ".\(case: $0.style)") })
      }
      out.line()
      out.doc("Whether the modal holds a flow that screens can be pushed onto.")
      out.block("\(access)var hasNavigation: Bool") { out in
        writeSwitch(&out, definition.modals.map { ("case .\(modalCase($0.id))", "\($0.isFlow)") })
      }
      let hasDetents = definition.modals.contains { !$0.detents.isEmpty }
      if hasDetents { writeDetents(&out) }
      out.line()
      out.doc("The modal's root screen.")
      out.block("\(access)var root: \(screenType)") { out in
        writeSwitch(
          &out, definition.modals.map { ("case .\(modalCase($0.id))", ".\(caseName($0.root))") })
      }
      out.line()
      out.doc(
        """
        The core's modal for presenting this modal with `root` as its first screen, in its \
        style.
        """)
      out.block("\(access)func presentation(_ root: \(route)) -> Wayfinder.Modal<\(route)>") {
        out in
        out.line("Wayfinder.Modal(")
        out.indented { out in
          out.line(
            "id: id, style: style, stack: Wayfinder.PathStack(root: root), hasNavigation: hasNavigation)"
          )
        }
        if hasDetents {
          out.indented { $0.line(".presentationDetents(detents, selection: selectedDetent)") }
        }
      }
    }
  }

  /// `detents` and `selectedDetent` of the modal type, for an app where a modal declares them.
  private func writeDetents(_ out: inout CodeWriter) {
    out.line()
    out.doc("The heights the modal rests at as a sheet (`detents:`); empty for a full height.")
    out.block("\(access)var detents: [Wayfinder.SheetDetent]") { out in
      writeSwitch(
        &out,
        definition.modals.map { modal in
          (
            "case .\(modalCase(modal.id))",
            "[\(modal.detents.map(SwiftLiteral.detent).joined(separator: ", "))]"
          )
        })
    }
    out.line()
    out.doc("The detent the modal rests at when presented (`detent:`); the first when `nil`.")
    out.block("\(access)var selectedDetent: Wayfinder.SheetDetent?") { out in
      writeSwitch(
        &out,
        definition.modals.map { modal in
          ("case .\(modalCase(modal.id))", modal.selectedDetent.map(SwiftLiteral.detent) ?? "nil")
        })
    }
  }

  private func writeSteps(_ out: inout CodeWriter) {
    out.doc(
      """
      The launch steps (`launch:`) and the interactions run on demand (`interactions:`) of \
      \(comment(definition.app)).
      """)
    out.block(identifierHeader(stepType, isEmpty: definition.launch.isEmpty)) { out in
      if definition.launch.isEmpty { writeEmptyRawValue(&out) }
      for step in definition.launch {
        let kind: SwiftComment =
          switch step.kind {
          case .background: "Background"
          case .splash: "Splash"
          case .modal: "Modal"
          case .gate: "Gate"
          case .home: "Home"
          }
        let section: SwiftComment = step.runsAtLaunch ? "a launch step" : "an interaction"
        let condition: SwiftComment =
          step.conditionText.map { ", when `\(comment($0))`" } ?? ""
        out.doc("\(kind), \(section)\(condition).")
        out.line("case " + rawValueCase(stepCase(step.id), step.id))
      }
      out.line()
      out.doc("The core's identifier of the step.")
      out.line("\(access)var id: Wayfinder.StepID { Wayfinder.StepID(rawValue) }")
      out.line()
      out.doc("Whether the step runs at launch, or only when asked (`run`, an action's `run:`).")
      out.block("\(access)var runsAtLaunch: Bool") { out in
        writeSwitch(
          &out, definition.launch.map { ("case .\(stepCase($0.id))", "\($0.runsAtLaunch)") })
      }
      out.line()
      out.doc(
        """
        The modal the step presents (a modal step or a gate), whose screens it shows; `nil` \
        for a splash or background work. On screen it is presented under the step's own \
        identifier, `id.modalID`.
        """)
      out.block("\(access)var modal: \(modalType)?") { out in
        writeSwitch(
          &out,
          definition.launch.map { step in
            let modal: SwiftCode =
              switch step.kind {
              case .modal, .gate:
                step.modal.flatMap { definition.modal($0) }.map { ".\(modalCase($0.id))" }
                  ?? "nil"
              case .splash, .background, .home: "nil"
              }
            return ("case .\(stepCase(step.id))", modal)
          })
      }
    }
  }

  private func writeFacts(_ out: inout CodeWriter) {
    out.doc("The facts of \(comment(definition.app)): the launch environment its conditions read.")
    out.block(identifierHeader(factType, isEmpty: definition.facts.isEmpty)) { out in
      if definition.facts.isEmpty { writeEmptyRawValue(&out) }
      for fact in definition.facts {
        let initial: SwiftComment =
          fact.initialValue.map { ", initially \(comment($0.description))" } ?? ", unset at first"
        out.doc("A `\(case: fact.type)` fact\(initial).")
        out.line("case " + rawValueCase(factCase(fact.name), fact.name))
      }
      out.line()
      out.doc("The fact's name in `Facts`.")
      out.line("\(access)var name: String { rawValue }")
      out.line()
      out.doc("The type of its values.")
      out.block("\(access)var type: Wayfinder.FactType") { out in
        writeSwitch(
          &out, definition.facts.map { ("case .\(factCase($0.name))", ".\(case: $0.type)") })
      }
      out.line()
      out.doc("Its value when the app starts; `nil` until something sets it.")
      out.block("\(access)var initialValue: Wayfinder.FactValue?") { out in
        writeSwitch(
          &out,
          definition.facts.map { fact in
            ("case .\(factCase(fact.name))", fact.initialValue.map(SwiftLiteral.fact) ?? "nil")
          })
      }
      out.line()
      out.doc("Its value in `facts`; `nil` while it is unset.")
      out.block("\(access)func value(in facts: Wayfinder.Facts) -> Wayfinder.FactValue?") {
        out in
        // With no fact there is no value to read: a read would be code that never runs.
        out.line(definition.facts.isEmpty ? "switch self {}" : "facts[name]")
      }
    }
    guard !definition.facts.isEmpty else { return }
    out.line()
    // An overload for this app's own fact type: another generated app's in the same module
    // adds its own, and neither clashes.
    out.block("extension Wayfinder.Facts") { out in
      out.doc(
        "The value of `fact`, by its typed name (`facts[.passcodeEnabled]`); `nil` while unset.")
      out.block("\(access)subscript(_ fact: \(factType)) -> Wayfinder.FactValue?") { out in
        out.line("get { self[fact.name] }")
        out.line("set { self[fact.name] = newValue }")
      }
    }
  }

  /// `enum DemoLaunchSource`: the launch sources the app names itself (`sources:`), beside
  /// the built-in ones `Wayfinder.LaunchSource` has; written only when there are some.
  private func writeSources(_ out: inout CodeWriter) {
    out.doc(
      """
      The launch sources \(comment(definition.app)) names itself (`sources:`), beside the \
      built-in `icon`, `link`, `shortcut` and `notification`: where its steps' `from:` say \
      they may run.
      """)
    out.block("\(access)enum \(sourceType): String, Hashable, Sendable, CaseIterable") { out in
      for source in customSources {
        out.doc("`\(comment(source.rawValue))`.")
        out.line("case " + rawValueCase(sourceCase(source), source.rawValue))
      }
      out.line()
      out.doc("The core's launch source, as prompt policies name it.")
      out.line(
        "\(access)var id: Wayfinder.LaunchSource { Wayfinder.LaunchSource(rawValue: rawValue) }")
      out.line()
      out.doc("A launch from this source, for a cold launch or a relaunch.")
      out.line("\(access)var origin: Wayfinder.LaunchOrigin { Wayfinder.LaunchOrigin(id) }")
    }
  }
}
