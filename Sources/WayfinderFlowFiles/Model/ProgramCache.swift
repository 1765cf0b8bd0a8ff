package import Wayfinder

/// The program of one ``FlowDefinition``, built the first time it is asked for and shared
/// after that by the definition and every copy of it that nothing changed: every session and
/// scenario started from one loaded app reuses one program instead of building it again at
/// O(size of the app) each.
///
/// A definition holds one cache in a stored property and replaces it with an empty one
/// whenever any of its properties changes, so an edited definition builds its own program and
/// never sees a stale one; a reloaded definition is a new value with a new cache.
///
/// The cache takes no part in the definition's equality or hash: two definitions are equal
/// when what they declare is, whether or not either has built its program. It is thread-safe:
/// the first caller builds the program while holding the lock, so callers on other threads
/// wait and then share it, and a program is never built twice for one cache.
package struct ProgramCache: Hashable, Sendable {
  /// What building the program gave, once built.
  private final class Storage: Sendable {
    let built = Locked<Result<FlowProgram<ScreenRoute>, NavigationError>?>(nil)
  }

  private let storage = Storage()

  /// Every cache equals every other: a cache is no part of what a definition declares.
  package static func == (lhs: ProgramCache, rhs: ProgramCache) -> Bool { true }

  /// Adds nothing to the hash, as ``==(_:_:)`` ignores the cache.
  package func hash(into hasher: inout Hasher) {}

  /// The cached program, built with `build` if this is the first call. O(1) after the first
  /// call, which costs what `build` does.
  ///
  /// - Throws: What `build` threw, again on every call: a failure is cached too.
  package func program(
    building build: () throws(NavigationError) -> FlowProgram<ScreenRoute>
  ) throws(NavigationError) -> FlowProgram<ScreenRoute> {
    let result = storage.built.withLock { built in
      if let built { return built }
      let result = Result { () throws(NavigationError) in try build() }
      built = result
      return result
    }
    return try result.get()
  }

  /// Whether `other` shares this cache's storage (copies of an unchanged definition do).
  package func isShared(with other: ProgramCache) -> Bool { storage === other.storage }
}
