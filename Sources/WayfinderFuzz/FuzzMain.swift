import Foundation

#if FUZZING
  /// libFuzzer's driver, linked in by `-sanitize=fuzzer`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif

/// The fuzz target chosen by `WAYFINDER_FUZZ_TARGET` (`flow`, `command`, `scenario`, `state`,
/// `generate`, `trace`, `baseline`).
let selectedTarget = ProcessInfo.processInfo.environment["WAYFINDER_FUZZ_TARGET"].flatMap(
  FuzzTarget.init(rawValue:))

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  guard let selectedTarget else { return 0 }
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  selectedTarget.run(bytes)
  return 0
}

/// `wayfinder-fuzz`: fuzzes the flow loader, the REPL command parser, the scenario parser, the
/// state file, the Swift generator, the trace reader and replay, or the baseline reader, chosen
/// by `WAYFINDER_FUZZ_TARGET`.
///
/// Built with `-sanitize=fuzzer -DFUZZING`, it is a libFuzzer binary taking libFuzzer's
/// options (`corpus/ -max_total_time=5`). Built plainly, it runs each file named on its
/// command line through the target once — to replay a crash the fuzzer found.
@main
enum FuzzMain {
  static func main() {
    guard selectedTarget != nil else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(Data("Set WAYFINDER_FUZZ_TARGET to one of: \(names).\n".utf8))
      exit(64)
    }
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, testOneInput))
    #else
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("Cannot read '\(path)'.\n".utf8))
          exit(66)
        }
        _ = data.withUnsafeBytes { buffer in
          testOneInput(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
      }
    #endif
  }
}
