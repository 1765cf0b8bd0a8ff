extension TraceFollower {
  /// Polls `source` until `pause` throws (a cancelled sleep: Ctrl-C), calling `show` after the
  /// first poll and after each poll that changed something.
  ///
  /// The time between polls is `pause`'s: `{ try await Task.sleep(for: .milliseconds(250)) }`
  /// in a shell, a step a test controls in a test, so no test waits on a clock.
  ///
  /// - Parameters:
  ///   - source: The trace's bytes.
  ///   - pause: Waits until the next poll; throwing ends the following (normally).
  ///   - show: Shows the follower after a poll, with what the poll found.
  /// - Throws: What `show` throws.
  public mutating func follow(
    _ source: some TraceSource, pause: () async throws -> Void,
    show: (Update, TraceFollower) throws -> Void
  ) async throws {
    var first = true
    while true {
      let update = poll(source)
      if first || update.changed || !update.messages.isEmpty { try show(update, self) }
      first = false
      do {
        try await pause()
      } catch {
        return
      }
    }
  }
}
