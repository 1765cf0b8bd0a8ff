import Testing

/// How one Swift sample of the documentation is kept true: type-checked as it is written, and
/// run by a test that holds it statement for statement.
struct SwiftSampleCheck: Sendable, CustomTestStringConvertible {
  /// How the sample is put into a program.
  enum Form: Sendable, Equatable {
    /// Statements: the body of an asynchronous throwing function, after `context`.
    case statements
    /// Declarations: members of a type of its own, beside `declarations`.
    case declarations
    /// More of the program of the sample before it in the same document, in the same form.
    case continued
    /// A package manifest, or a part of one: type-checked against PackageDescription.
    case manifest
    /// Imports SwiftUI or UIKit, so it compiles only on Apple platforms.
    case applePlatformsOnly
  }

  /// The document, from the package root.
  var file: String
  /// The sample's first line that is not blank and not an import (``MarkdownSample/key``).
  var key: String
  var form: Form
  /// Declarations the sample takes as given, beside it.
  var declarations = ""
  /// Statements before the sample: the values it takes as given, typically `given()`.
  var context = ""
  /// Modules the sample takes as imported, for a page that shows no import line.
  var imports: [String] = []
  /// A line of the sample from which on it runs in a scope of its own (the next launch of an
  /// app, which makes its navigator again).
  var splitBefore: String?
  /// The test that runs the sample, from the package root: every statement of the sample
  /// appears in it, in order, whitespace and comments aside.
  var mirror: String?
  /// Texts of the sample that the mirror writes otherwise (a file path in a temporary folder
  /// where the sample names one of the reader's).
  var substitutions: [String: String] = [:]

  var testDescription: String { "\(file): \(key)" }
}

extension SwiftSampleCheck {
  /// Declarations that every sample program can use: a route type for launch samples, a
  /// service, and `given()` for values only type-checked.
  static let support = """
    import Wayfinder

    /// A value of any type, for what a sample takes as given: type-checked, never run.
    func given<T>() -> T { fatalError("only type-checked") }

    /// The routes of the launch samples.
    enum Route: Hashable, Sendable {
      case home, splash, forceUpdate, passcode, login, carousel1, carousel2, email, code
    }

    /// A service that launch work calls.
    struct API: Sendable {
      func fetchConfig() async throws {}
    }

    /// The routes of the README's tester samples.
    enum Tab1Page: Hashable, Sendable { case primary, secondary1 }

    """
}
