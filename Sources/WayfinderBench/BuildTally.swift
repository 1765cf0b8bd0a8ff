import Foundation

/// What a debug build compiled, read back from its scratch folder: each module's Swift files
/// (its `*.swift.o` objects) and the lines of their sources (the module's `sources` list), the
/// host's apart from the target's. SwiftPM builds a build plugin's tool, and every module the
/// tool uses, a second time for the host, as `NAME-tool` (`Wayfinder-tool.build`, with its
/// modules in `Modules-tool`), even when the host and the target are one machine.
struct BuildTally: Equatable {
  /// One side of the build: the modules compiled, their Swift files and their lines.
  struct Side: Equatable {
    /// The modules with at least one Swift file compiled, by name, sorted.
    var modules: [String] = []
    /// The Swift files compiled.
    var files = 0
    /// The lines of those files.
    var lines = 0

    /// `"5 modules, 307 files, 31 400 lines"`.
    var description: String {
      "\(modules.count) modules, \(files) files, \(BuildTally.grouped(lines)) lines"
    }
  }

  /// What was compiled for the host: the build plugin's tool and the modules it uses.
  var host = Side()
  /// What was compiled for the target: the app's modules and those they use.
  var target = Side()

  /// Reads the build in `folder`, a build's products folder (`SCRATCH/debug`). A module
  /// whose `sources` list cannot be read counts its files but no lines.
  init(folder: String) {
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries.sorted() where entry.hasSuffix(".build") {
      let path = folder + "/" + entry
      let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
      let files = contents.filter { $0.hasSuffix(".swift.o") }.count
      guard files > 0 else { continue }
      let name = String(entry.dropLast(".build".count))
      let lines = Self.lines(listedIn: path + "/sources")
      if name.hasSuffix("-tool") {
        host.modules.append(String(name.dropLast("-tool".count)))
        host.files += files
        host.lines += lines
      } else {
        target.modules.append(name)
        target.files += files
        target.lines += lines
      }
    }
  }

  init(host: Side, target: Side) {
    self.host = host
    self.target = target
  }

  /// The lines of the Swift files a `sources` list names, one path a line; 0 when it cannot
  /// be read.
  static func lines(listedIn list: String) -> Int {
    guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { return 0 }
    var lines = 0
    for path in text.split(separator: "\n") where path.hasSuffix(".swift") {
      guard let data = FileManager.default.contents(atPath: String(path)) else { continue }
      lines += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
    return lines
  }

  /// `31400` → `"31 400"`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(" ") }
      text.append(digit)
    }
    return text
  }
}
