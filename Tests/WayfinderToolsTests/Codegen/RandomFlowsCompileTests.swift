import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The property behind the generator's safety: every app `check` accepts generates Swift that
/// compiles. Random apps with hostile names (keywords, leading digits and combining marks,
/// scripts other than Latin, names that differ only in punctuation), hostile texts (quotes,
/// backslashes, interpolations, comment ends, line and paragraph separators, bidirectional
/// controls), parameters of every type, long and nested conditions, every kind of step and
/// deep links are loaded; those the loader accepts are generated and type-checked together, as
/// one app target holding them all: 24 apps (8 in `swift test`; see ``PropertyRuns``).
@Suite("Random flows compile")
struct RandomFlowsCompileTests {
  static let seeds: [UInt64] = Array(1...PropertyRuns.count(full: 24, sample: 8))

  @Test("every random app the loader accepts generates Swift that type-checks")
  func acceptedAppsCompile() throws {
    var sources: [String] = []
    for seed in Self.seeds {
      let yaml = HostileRandomApp.yaml(seed: seed)
      let loaded = FlowLoader.load(sources: [FlowSource(path: "r\(seed)/app.yaml", text: yaml)])
      guard let definition = loaded.definition, !loaded.hasErrors else {
        if ProcessInfo.processInfo.environment["WAYFINDER_DUMP"] != nil {
          print("seed \(seed):\n\(yaml)\n\(loaded.rendered())")
        }
        continue
      }
      let options = SwiftGenerator.Options(typePrefix: "R\(seed)")
      let source = try SwiftGenerator(definition: definition, options: options).generate()
      #expect(GeneratedSourceAudit.problems(in: source) == [], "seed \(seed)")
      sources.append(source)
    }
    // Most random apps are valid: the property is not checked on an empty set.
    #expect(sources.count >= Self.seeds.count / 2, "only \(sources.count) apps loaded")
    let log = try TypeCheck.run(sources, module: "RandomApps")
    #expect(log.status == 0, "\(log.output)")
    #expect(!log.output.contains("warning:"), "\(log.output)")
  }
}

/// Type-checks Swift sources together, against this build's modules.
enum TypeCheck {
  static func run(_ sources: [String], module: String) throws -> (status: Int32, output: String) {
    let swiftc = try #require(Toolchain.swiftc, "no swiftc on PATH")
    let modules = try #require(Toolchain.modules, "no Modules folder beside the test binary")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wayfinder-random-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let file = folder.appendingPathComponent("App\(index).swift").path
      try source.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let process = Process()
    process.executableURL = swiftc
    process.arguments =
      [
        "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", module,
        "-I", modules.path,
      ] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, log)
  }
}

/// Random apps built to be hard on the generator, from a seed.
enum HostileRandomApp {
  /// Names a flow file accepts (letters of any script, digits, `_`, `-`) that are hard to turn
  /// into Swift.
  static let names = [
    "default", "self", "Type", "init", "protocol", "_", "__", "x-", "1st", "9", "a-b",
    "a_b", "ab", "ͅhead", "ᷧmark", "ä", "naïve", "日本", "Ωmega", "allCases", "route", "builder",
    "facts", "arguments", "id", "description", "screen", "Launch", "Screen", "Flow", "case",
    "some", "any", "await", "rawValue", "hashValue", "title", "root",
  ]

  /// Texts with every way out of a literal or a comment.
  static let texts = [
    #"He said "hi""#, #"back\slash"#, #"\(inject)"#, #"""" triple"#, "#raw", "*/ end",
    "line\u{2028}sep", "para\u{2029}sep", "bidi\u{202E}txet", "nel\u{85}x", "plain", "brace } {",
    "tab\tin", "emoji 🚀", "percent %d",
  ]

  /// Names a condition can read as facts: no `-`, not starting with a digit or a mark.
  static let factNames = [
    "default", "self", "Type", "init", "_", "__", "a_b", "ä", "naïve", "日本", "Ωmega",
    "allCases", "route", "facts", "arguments", "id", "description", "case", "some", "any",
  ]

  static func yaml(seed: UInt64) -> String {
    var random = SplitMixRandom(seed: seed)
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    func chance(_ n: UInt64) -> Bool { random.next() % n == 0 }
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\t": out += "\\t"
        default:
          if scalar.value < 0x20 || (0x80...0x9F).contains(scalar.value)
            || [0x2028, 0x2029, 0x202E].contains(scalar.value)
          {
            out += "\\u" + String(format: "%04X", scalar.value)
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    // Distinct names: each random name gets the index it was drawn at when taken already.
    var used: Set<String> = []
    func name() -> String {
      var candidate = pick(names)
      if used.contains(candidate) { candidate += "-\(used.count)" }
      used.insert(candidate)
      return candidate
    }

    var factPool = factNames
    let facts = (0..<3).map { _ -> String in
      let index = Int(random.next() % UInt64(factPool.count))
      let fact = factPool.remove(at: index)
      used.insert(fact)
      return fact
    }
    let types = ["bool", "int", "string"]
    let factTypes = facts.map { _ in pick(types) }
    func condition(depth: Int = 0) -> String {
      let terms = (0..<(chance(4) ? 40 : 2)).map { _ -> String in
        let index = Int(random.next() % UInt64(facts.count))
        switch factTypes[index] {
        case "bool": return chance(2) ? facts[index] : "!\(facts[index])"
        case "int": return "\(facts[index]) >= 2"
        default: return "\(facts[index]) == \"x y\""
        }
      }
      let joined = terms.joined(separator: chance(2) ? " && " : " || ")
      return depth < 3 && chance(3) ? "(\(joined)) && !(\(condition(depth: depth + 1)))" : joined
    }

    var out = "app: \(quoted(pick(texts)))\nversion: \"2.0\"\nfacts:\n"
    for (fact, type) in zip(facts, factTypes) {
      let value =
        switch type {
        case "bool": "false"
        case "int": "1"
        default: quoted(pick(texts))
        }
      out += "  \(quoted(fact)): \(value)\n"
    }
    let tabs = (0..<2).map { _ in name() }
    let screens = (0..<4).map { _ in name() }
    let modal = name()
    let step = name()
    let interaction = name()
    let parameter = name()
    out += "home: { tabs: [\(tabs.map(quoted).joined(separator: ", "))] }\nflows:\n"
    for (index, tab) in tabs.enumerated() {
      let root = screens[index * 2]
      let next = screens[index * 2 + 1]
      out += "  \(quoted(tab)):\n    title: \(quoted(pick(texts)))\n    root: \(quoted(root))\n"
      out += "    screens:\n"
      out += "      \(quoted(root)):\n        title: \(quoted(pick(texts)))\n        actions:\n"
      out += "          - { label: \(quoted(pick(texts) + " 1")), push: \(quoted(next)), "
      out += "with: { \(quoted(parameter)): 7 }, when: \(quoted(condition())) }\n"
      out += "          - { label: \(quoted(pick(texts) + " 2")), present: \(quoted(modal)) }\n"
      out += "          - { label: \(quoted(pick(texts) + " 3")), run: [\(quoted(interaction))], "
      out +=
        "set: { \(quoted(facts[0])): \(factTypes[0] == "bool" ? "true" : factTypes[0] == "int" ? "3" : quoted("s")) } }\n"
      out += "      \(quoted(next)):\n        title: \(quoted(pick(texts) + " {\(parameter)}"))\n"
      out += "        params: { \(quoted(parameter)): int }\n        actions:\n"
      out += "          - { label: \(quoted(pick(texts))), popToRoot: true }\n"
    }
    out += "modals:\n  \(quoted(modal)):\n    title: \(quoted(pick(texts)))\n    actions:\n"
    out += "      - { label: \(quoted(pick(texts))), finish: true }\n"
    out += "launch:\n"
    out += "  - { id: \(quoted(step)), modal: \(quoted(modal)), when: \(quoted(condition())) }\n"
    out += "  - { id: \(quoted(name())), after: [\(quoted(step))], work: 0.5s }\n"
    out += "interactions:\n  - { id: \(quoted(interaction)), modal: \(quoted(modal)) }\n"
    out += "deepLinks:\n"
    out += "  - { url: \(quoted("app://x/{id:int}")), tab: \(quoted(tabs[0])), "
    out += "path: [ { \(quoted(screens[1])): { \(quoted(parameter)): \"{id}\" } } ] }\n"
    return out
  }
}
