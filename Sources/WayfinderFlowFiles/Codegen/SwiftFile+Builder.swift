extension SwiftFile {
  /// The protocol through which the app builds each screen, and the route method that calls it.
  ///
  /// Each requirement carries the `#sourceLocation` of its screen, so when a flow file renames
  /// a screen or changes a parameter, the app's conformance stops compiling with a note that
  /// points at the flow file.
  func writeBuilder(_ out: inout CodeWriter) {
    let app = comment(definition.app)
    out.doc(
      """
      How the app builds each screen of \(app): a SwiftUI view, a view controller, a test \
      double. One requirement per screen, with the screen's arguments.

      When the flow files rename a screen or change a parameter, a conforming type stops \
      compiling, and the compiler's note points at the screen in the flow file.
      """)
    out.block("\(access)protocol \(builderType)") { out in
      out.doc("What a screen becomes.")
      out.line("associatedtype Content")
      for screen in screens {
        out.line()
        // The directive goes before the documentation, which must stay next to the
        // requirement; its line is set so that the requirement itself lands on the screen's
        // line, where a compiler note about it then points.
        var documentation = out.nested()
        documentation.doc(screenSummary(screen))
        var located = false
        if let location = sourceLocation(screen.location) {
          located = out.sourceLocation(
            (location.path, max(1, location.line - documentation.lineCount)))
        }
        out.append(documentation)
        let parameters = screen.parameters.map { parameter -> SwiftCode in
          "\(label(parameter.name, of: screen.id)): \(swiftType(parameter.type))"
        }
        out.line("func \(caseName(screen.id))(\(parameters.joined(separator: ", "))) -> Content")
        if located { out.endSourceLocation() }
      }
    }
    out.line()
    out.block("extension \(route)") { out in
      out.doc("This screen, built by `builder`.")
      out.block(
        "\(access)func build<Builder: \(builderType)>(with builder: Builder) -> Builder.Content"
      ) { out in
        writeSwitch(
          &out,
          routeSwitchScreens.map { screen in
            let arguments = screen.parameters.map { parameter -> SwiftCode in
              let label = label(parameter.name, of: screen.id)
              return "\(label: label): \(label)"
            }
            return (
              routeCaseHead(screen, pattern(screen)),
              "builder.\(caseName(screen.id))(\(arguments.joined(separator: ", ")))"
            )
          })
      }
    }
  }
}
