import Wayfinder

extension SwiftFile {
  /// The route enum: a case per screen, typed arguments, the REPL's description, and the
  /// bridge to and from `ScreenRoute` that its `Codable` form shares.
  func writeRoute(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      A screen of \(app) with its arguments: what \(app)'s navigation stacks hold.

      `description` is the form the REPL prints, `item(id: 42)`. A route encodes as the flow \
      engine's `ScreenRoute` does, so states saved by either read back in the other. As a \
      `Wayfinder.FlowRoute`, it is what the runtime turns the targets of actions and deep \
      links into.
      """)
    out.block(
      "\(access)enum \(route): Hashable, Sendable, Codable, CustomStringConvertible, Wayfinder.FlowRoute"
    ) { out in
      for screen in screens {
        out.doc(screenSummary(screen))
        out.line("case " + caseDeclaration(screen))
      }
      out.line()
      out.doc("The screen, without its arguments.")
      out.block("\(access)var screen: \(screenType)") { out in
        writeSwitch(
          &out,
          routeSwitchScreens.map {
            (routeCaseHead($0, ".\(caseName($0.id))"), ".\(caseName($0.id))")
          })
      }
      out.line()
      out.doc("The route as the REPL prints it: `item(id: 42)`, arguments in name order.")
      out.line("\(access)var description: String { screenRoute.description }")
      out.line()
      out.doc("The route as the flow engine names it, with the same screen and arguments.")
      out.block("\(access)var screenRoute: Wayfinder.ScreenRoute") { out in
        if screens.isEmpty {
          out.line("switch self {}")
          return
        }
        out.line("switch self {")
        for screen in routeSwitchScreens {
          let caseHead = routeCaseHead(screen, pattern(screen))
          let head: SwiftCode =
            "\(caseHead): return Wayfinder.ScreenRoute(\(literal(screen.id))"
          guard !screen.parameters.isEmpty else {
            out.line(head + ")")
            continue
          }
          if isLarge {
            let forwarded = screen.parameters.map { parameter -> SwiftCode in
              let label = label(parameter.name, of: screen.id)
              return "\(label: label): \(label)"
            }
            out.line(
              "\(caseHead): return Self.\(helper(.screenRoute, screen))(\(forwarded.joined(separator: ", ")))"
            )
            continue
          }
          let arguments = screenRouteArguments(screen)
          let single = head + ", arguments: [" + arguments.joined(separator: ", ") + "])"
          if out.fits(single) {
            out.line(single)
          } else {
            out.line(caseHead + ":")
            out.indented { out in
              out.call(
                "return Wayfinder.ScreenRoute(\(literal(screen.id)), arguments: [", arguments, "])")
            }
          }
        }
        out.line("}")
      }
      out.line()
      out.doc(
        """
        The typed route of `route`; `nil` when \(app) has no such screen or the arguments do \
        not fit its parameters.
        """)
      out.block("\(access)init?(_ route: Wayfinder.ScreenRoute)") { out in
        out.line("guard let screen = \(screenType)(rawValue: route.screen) else { return nil }")
        if screens.isEmpty {
          out.line("switch screen {}")
          return
        }
        out.line("switch screen {")
        for (index, screen) in screens.enumerated() {
          let last = isLarge && index == screens.count - 1
          out.line(last ? "default:" : "case .\(caseName(screen.id)):")
          out.indented { out in
            if screen.parameters.isEmpty {
              out.line("guard route.arguments.isEmpty else { return nil }")
              out.line("self = .\(caseName(screen.id))")
              return
            }
            if isLarge {
              out.line(
                "guard let typed = Self.\(helper(.decode, screen))(route.arguments) else { return nil }"
              )
              out.line("self = typed")
              return
            }
            writeArgumentGuard(&out, screen, reading: "route.arguments")
            out.line(
              "self = " + routeExpression(screen.id) { name, _ in "\(label(name, of: screen.id))" })
          }
        }
        out.line("}")
      }
      out.line()
      out.doc("Decodes a route written by `encode(to:)` or by `ScreenRoute`.")
      out.block("\(access)init(from decoder: any Decoder) throws") { out in
        out.line("let route = try Wayfinder.ScreenRoute(from: decoder)")
        out.block("guard let typed = \(route)(route) else") { out in
          out.line("throw DecodingError.dataCorrupted(")
          out.indented { out in
            out.line("DecodingError.Context(")
            out.indented { out in
              out.line("codingPath: decoder.codingPath,")
              // The app's name comes from the constant, which holds it as an escaped literal.
              out.line("debugDescription: \"\\(\(flowType).app) has no screen \\(route)\"))")
            }
          }
        }
        out.line("self = typed")
      }
      out.line()
      out.doc("Encodes the route as `ScreenRoute` does.")
      out.block("\(access)func encode(to encoder: any Encoder) throws") { out in
        out.line("try screenRoute.encode(to: encoder)")
      }
    }
  }

  /// `"id": .int(id)`: a screen's arguments as `ScreenRoute` holds them.
  func screenRouteArguments(_ screen: ScreenDefinition) -> [SwiftCode] {
    screen.parameters.map { parameter in
      "\(literal(parameter.name)): .\(case: parameter.type)(\(label(parameter.name, of: screen.id)))"
    }
  }

  /// In a large app, the per-screen work of `screenRoute` and `init?(_:)` for `declared` as
  /// functions of their own, in the screens' part: the compiler's back end slows faster than
  /// the app grows on functions of thousands of cases with real work in each, and the core's
  /// file, which no other compiles beside, stays small.
  func writeRouteHelpers(_ out: inout CodeWriter, _ declared: [ScreenDefinition]) {
    for (index, screen) in declared.filter({ !$0.parameters.isEmpty }).enumerated() {
      let parameters = screen.parameters.map { parameter -> SwiftCode in
        "\(label(parameter.name, of: screen.id)): \(swiftType(parameter.type))"
      }
      if index > 0 { out.line() }
      out.block(
        "static func \(helper(.screenRoute, screen))(\(parameters.joined(separator: ", "))) -> Wayfinder.ScreenRoute"
      ) { out in
        out.call(
          "Wayfinder.ScreenRoute(\(literal(screen.id)), arguments: [",
          screenRouteArguments(screen), "])")
      }
      out.line()
      out.block(
        "static func \(helper(.decode, screen))(_ arguments: [String: Wayfinder.ArgumentValue]) -> Self?"
      ) { out in
        writeArgumentGuard(&out, screen, reading: "arguments")
        out.line(
          "return " + routeExpression(screen.id) { name, _ in "\(label(name, of: screen.id))" })
      }
    }
  }

  /// `guard arguments.count == 1, let id = arguments["id"]?.converted(to: .int)?.intValue …`:
  /// the arguments of `dictionary`, converted by the core's rule for parameters.
  private func writeArgumentGuard(
    _ out: inout CodeWriter, _ screen: ScreenDefinition, reading dictionary: SwiftCode
  ) {
    let bindings = screen.parameters.map { parameter -> SwiftCode in
      "let \(label(parameter.name, of: screen.id)) = \(dictionary)[\(literal(parameter.name))]?"
        + ".converted(to: .\(case: parameter.type))?.\(case: parameter.type)Value"
    }
    out.line("guard \(dictionary).count == \(screen.parameters.count),")
    out.indented { out in
      for (index, binding) in bindings.enumerated() {
        out.line(binding + (index == bindings.count - 1 ? "" : ","))
      }
    }
    out.line("else { return nil }")
  }

  /// `primary`, or `item(id: Int)`.
  func caseDeclaration(_ screen: ScreenDefinition) -> SwiftCode {
    guard !screen.parameters.isEmpty else { return "\(caseName(screen.id))" }
    let parameters = screen.parameters.map { parameter -> SwiftCode in
      "\(label(parameter.name, of: screen.id)): \(swiftType(parameter.type))"
    }
    return "\(caseName(screen.id))(\(parameters.joined(separator: ", ")))"
  }

  /// A case pattern binding every argument: `.primary`, `.item(let id)`.
  func pattern(_ screen: ScreenDefinition) -> SwiftCode {
    guard !screen.parameters.isEmpty else { return ".\(caseName(screen.id))" }
    let bindings = screen.parameters.map { parameter -> SwiftCode in
      "let \(label(parameter.name, of: screen.id))"
    }
    return ".\(caseName(screen.id))(\(bindings.joined(separator: ", ")))"
  }

  /// "Screen `item`, in flow `tab1`." for the case's documentation: no title, which lives in
  /// the screen's part, so that changing it leaves the core as it is.
  func screenSummary(_ screen: ScreenDefinition) -> SwiftComment {
    let owner: SwiftComment =
      switch screen.owner {
      case .flow(let flow): "in flow `\(comment(flow))`"
      case .modal(let modal): "in modal `\(comment(modal.rawValue))`"
      case .launch: "a launch screen"
      }
    return "Screen `\(comment(screen.id))`, \(owner)."
  }

  /// The screen enum: identifiers without arguments, with titles.
  func writeScreenEnum(_ out: inout CodeWriter) {
    out.doc("The screens of \(comment(definition.app)), without their arguments.")
    // A `String` raw type makes the compiler synthesise `init?(rawValue:)` in a way whose
    // memory grows with the square of the cases (2 GB for 2,000 screens); a large app's enum
    // declares its raw value itself and looks names up in a dictionary.
    let rawType: SwiftCode = isLarge ? "RawRepresentable" : "String"
    out.block(
      "\(access)enum \(screenType): \(rawType), Hashable, Sendable, CaseIterable, CustomStringConvertible"
    ) { out in
      for screen in screens {
        out.doc(screenSummary(screen))
        out.line(
          "case "
            + (isLarge ? "\(caseName(screen.id))" : rawValueCase(caseName(screen.id), screen.id)))
      }
      out.line()
      if isLarge {
        out.doc("The screen's identifier in the flow file.")
        out.block("\(access)var rawValue: String") { out in
          writeScreenSwitch(&out) { literal($0.id) }
        }
        out.line()
        out.doc("The screen named `rawValue` in the flow file, if there is one.")
        out.block("\(access)init?(rawValue: String)") { out in
          out.line("guard let screen = Self.byRawValue[rawValue] else { return nil }")
          out.line("self = screen")
        }
        out.line()
        out.line("private static let byRawValue = Dictionary(")
        out.line("  uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })")
        out.line()
      }
      out.doc("The title as the flow file writes it, `{param}` placeholders included.")
      out.block("\(access)var title: String") { out in
        writePartLookup(&out, .title, fallback: "rawValue")
      }
      out.line()
      out.doc("The screen's identifier in the flow file.")
      out.line("\(access)var description: String { rawValue }")
    }
  }

  /// A `switch self` over the screen enum returning `value` of each screen; in a large app the
  /// last screen is the `default`, which spares the compiler proving the switch exhaustive.
  func writeScreenSwitch(_ out: inout CodeWriter, _ value: (ScreenDefinition) -> SwiftCode) {
    writeScreenSwitch(&out, expression: { SwiftExpression.code(value($0)) })
  }

  /// A `switch self` over the screen enum, as `writeScreenSwitch(_:_:)` writes it, with values
  /// that break inside their calls and lists when too long.
  func writeScreenSwitch(
    _ out: inout CodeWriter, expression value: (ScreenDefinition) -> SwiftExpression
  ) {
    writeSwitch(
      &out,
      screens.enumerated().map { index, screen in
        let head: SwiftCode =
          isLarge && index == screens.count - 1 ? "default" : "case .\(caseName(screen.id))"
        return (head, value(screen))
      })
  }

  /// `primary`, or `itemDetail = "item-detail"` when the Swift name differs from the id.
  func rawValueCase(_ name: SwiftIdentifier, _ id: String) -> SwiftCode {
    SwiftCode(name).description == id ? "\(name)" : "\(name) = \(literal(id))"
  }
}
