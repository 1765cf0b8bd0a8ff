@preconcurrency internal import CReadline
import Dispatch
import Foundation
import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
internal import WayfinderTools

/// An interactive line reader on GNU readline: line editing, history, Tab completion, Ctrl-C
/// to drop the line, Ctrl-D to quit, and printing above the prompt while a line is half typed.
///
/// Readline runs in its callback mode, fed by a dispatch source on standard input on the main
/// queue, so the main actor stays free between keystrokes and background work can print at
/// any time. This is the only file that uses readline.
@MainActor
final class ReadlineLineReader: LineReader {
  let events: AsyncStream<TerminalEvent>
  let isInteractive = true
  private let prompt: String
  private var sources: [any DispatchSourceProtocol] = []
  private var isClosed = false

  /// State the C callbacks reach: they cannot capture context. Each value is behind a mutex.
  private enum Shared {
    static let continuation = Locked<AsyncStream<TerminalEvent>.Continuation?>(nil)
    static let completions = Locked(Completions())
    /// The line the last completion was asked for, for listing its matches.
    static let completedLine = Locked("")
    static let historyFile = Locked<String?>(nil)
    /// The terminal's settings before readline changed them.
    static let terminal = Locked<termios?>(nil)
  }

  /// Starts reading from the terminal.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, e.g. `"› "`; color escapes in it are marked invisible here.
  ///   - historyFile: Where to keep history across sessions, or `nil` for none.
  init(prompt: String, historyFile: String?) {
    Self.prepareLocale()
    self.prompt = PromptText.forReadline(prompt)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    Shared.continuation.withLock { $0 = continuation }
    Shared.historyFile.withLock { $0 = historyFile }

    wayfinder_rl_set_name("wayfinder")
    wayfinder_rl_set_signal_handling(0)
    wayfinder_rl_complete_whole_lines()
    wayfinder_rl_set_completion(Self.complete)
    wayfinder_rl_set_display(Self.display)
    // A second Tab lists the candidates when the first one could not extend the line.
    rl_variable_bind("show-all-if-unmodified", "on")
    var settings = termios()
    if tcgetattr(STDIN_FILENO, &settings) == 0 {
      Shared.terminal.withLock { $0 = settings }
    }
    using_history()
    if let historyFile { Self.prepareHistory(at: historyFile) }
    rl_callback_handler_install(self.prompt, Self.lineEntered)

    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { rl_callback_read_char() }
    input.resume()
    sources.append(input)

    // Ctrl-C is counted at once, on a queue of its own, so that a command running on the main
    // thread is cancelled when it returns; the line is dropped on the main thread.
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(
      signal: SIGINT, queue: DispatchQueue(label: "wayfinder.interrupt"))
    interrupt.setEventHandler(handler: Self.interrupted)
    interrupt.resume()
    sources.append(interrupt)

    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler {
      rl_resize_terminal()
      Self.emit(.resize)
    }
    resize.resume()
    sources.append(resize)
  }

  /// Takes the character set from the environment before readline measures the prompt.
  ///
  /// Readline expands the prompt when the line handler is installed, before it initializes
  /// its own locale: in the C locale it counts the three bytes of `›` as three columns, and
  /// later, in multibyte mode, redraws recalled lines two columns off. A locale whose
  /// character set is not UTF-8 falls back to `C.UTF-8` for characters only, since screens
  /// are drawn in UTF-8 anyway. Numbers stay in the C locale, so output never depends on
  /// the user's locale.
  private static func prepareLocale() {
    setlocale(LC_ALL, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    setlocale(LC_NUMERIC, "C")
  }

  /// Puts the terminal back as it was before readline took it, from any thread: for exiting
  /// on a signal while the main thread is busy. Ends on a fresh line.
  nonisolated static func restoreTerminal() {
    Shared.terminal.withLock { settings in
      guard var saved = settings else { return }
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      _ = write(STDOUT_FILENO, "\n", 1)
    }
  }

  var width: Int? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    return columns > 0 ? Int(columns) : nil
  }

  func print(_ text: ConsoleText) {
    let point = wayfinder_rl_point()
    let saved = rl_copy_text(0, wayfinder_rl_end())
    rl_save_prompt()
    rl_replace_line("", 0)
    rl_redisplay()
    Console.write(.control(.clearLine) + text + "\n")
    rl_restore_prompt()
    if let saved {
      rl_replace_line(saved, 0)
    } else {
      rl_replace_line("", 0)
    }
    wayfinder_rl_set_point(point)
    rl_redisplay()
    free(saved)
  }

  func setCompletions(_ completions: Completions) {
    Shared.completions.withLock { $0 = completions }
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    for source in sources { source.cancel() }
    sources.removeAll()
    rl_callback_handler_remove()
    if let file = Shared.historyFile.withLock({ $0 }) { history_truncate_file(file, 1000) }
    Shared.continuation.withLock { continuation in
      continuation?.finish()
      continuation = nil
    }
  }

  private static func emit(_ event: TerminalEvent) {
    Shared.continuation.withLock { _ = $0?.yield(event) }
  }

  /// Readline's line handler: `nil` means Ctrl-D on an empty line.
  private static let lineEntered: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = {
    pointer in
    guard let pointer else {
      Console.write("\n")
      emit(.endOfInput)
      return
    }
    let line = String(cString: pointer)
    free(pointer)
    if !line.allSatisfy(\.isWhitespace) {
      add_history(line)
      if let file = Shared.historyFile.withLock({ $0 }) { append_history(1, file) }
    }
    emit(.line(line))
  }

  /// SIGINT, on the interrupt queue: counts it, then drops the line on the main thread. Not
  /// isolated to the main actor, which may be busy when it comes.
  private nonisolated static func interrupted() {
    Interruption.record()
    DispatchQueue.main.async { MainActor.assumeIsolated { dropLine() } }
  }

  /// Ctrl-C: drop the half-typed line and show a fresh prompt.
  private static func dropLine() {
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_replace_line("", 0)
    Console.write("^C\n")
    rl_on_new_line()
    rl_redisplay()
    emit(.interrupt)
  }

  /// Readline's completion hook: what to put on the line, then whole-line matches.
  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = {
      text, _, _ in
      wayfinder_rl_disable_default_completion()
      wayfinder_rl_suppress_append()
      let typed = text.map { String(cString: $0) } ?? ""
      Shared.completedLine.withLock { $0 = typed }
      let entries = Shared.completions.withLock { $0.entries(for: typed) }
      guard !entries.isEmpty else { return nil }
      guard
        let array = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1))?
          .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
      else { return nil }
      for (index, entry) in entries.enumerated() { array[index] = strdup(entry) }
      array[entries.count] = nil
      return array
    }

  /// Readline's listing hook: the matches (after the common part at index 0) listed by what
  /// differs between them, in readline's columns, then the prompt and line drawn again.
  private static let display:
    @convention(c) (
      UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32
    ) -> Void = { matches, count, _ in
      guard let matches, count > 0 else { return }
      let whole = (1...Int(count)).map { matches[$0].map { String(cString: $0) } ?? "" }
      let line = Shared.completedLine.withLock { $0 }
      // Labels come from flow files: listed with their control characters escaped, as every
      // other text is written.
      let listed = Shared.completions.withLock { $0.listing(of: whole, for: line) }
        .map { ConsoleText($0).text }
      let slots = listed.count + 1
      guard
        let array = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (slots + 1))?
          .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: slots + 1)
      else { return }
      array[0] = strdup("")
      for (index, entry) in listed.enumerated() { array[index + 1] = strdup(entry) }
      array[slots] = nil
      let longest = listed.map { Int32(TerminalText.width(of: $0)) }.max() ?? 0
      rl_display_match_list(array, Int32(listed.count), longest)
      for index in 0..<slots { free(array[index]) }
      free(array)
      rl_forced_update_display()
    }

  /// Loads history, creating the file (and its folder) so later appends work.
  private static func prepareHistory(at path: String) {
    let manager = FileManager.default
    let folder = (path as NSString).deletingLastPathComponent
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if !manager.fileExists(atPath: path) { _ = manager.createFile(atPath: path, contents: nil) }
    read_history(path)
  }
}
