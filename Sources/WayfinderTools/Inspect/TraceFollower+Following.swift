extension TraceFollower {
  /// Polls `source` until `pause` throws (a cancelled sleep: Ctrl-C) or the task is cancelled,
  /// calling `show` after the first poll and after each poll that changed something.
  ///
  /// The time between polls is `pause`'s: `{ try await Task.sleep(for: .milliseconds(250)) }`
  /// in a shell, a step a test controls in a test, so no test waits on a clock. A backlog
  /// longer than ``pollBytes`` (a long trace followed from its start) is read one poll after
  /// another without pausing, and shown once caught up; between two of those polls the
  /// follower looks at its task, so cancelling it stops the following within one poll,
  /// however long the backlog.
  ///
  /// - Parameters:
  ///   - source: The trace's bytes.
  ///   - pause: Waits until the next poll; throwing ends the following (normally).
  ///   - show: Shows the follower after a poll, with what the poll (and those before it while
  ///     catching up) found.
  /// - Throws: What `show` throws.
  public mutating func follow(
    _ source: some TraceSource, pause: () async throws -> Void,
    show: (Update, TraceFollower) throws -> Void
  ) async throws {
    var first = true
    var found = Update()
    while true {
      let update = poll(source)
      found.changed = found.changed || update.changed
      found.messages += update.messages
      if update.isBehind {
        guard !Task.isCancelled else { return }
        await Task.yield()
        continue
      }
      if first || found.changed || !found.messages.isEmpty { try show(found, self) }
      first = false
      found = Update()
      do {
        try await pause()
      } catch {
        return
      }
    }
  }
}
