public import Wayfinder

/// Restores an app's state from its state file at launch, and saves it after each change.
///
/// A flow-file app (the REPL's) saves its `ScreenRoute` state with its `FlowDefinition` and
/// restores against it:
///
/// ```swift
/// let path = stateFlag ?? StateLocation.defaultPath(app: app.app, environment: environment)
/// let store = StateStore(path: path)
/// let restoration = store.restore(for: app)
/// for line in restoration.notices { printToStandardError(line) }
/// var (state, facts) = (try app.initialState(), app.initialFacts)
/// if let restored = restoration.restored { (state, facts) = (restored.state, restored.facts) }
/// // ... after every command:
/// try store.save(state, facts: facts, for: app)
/// ```
///
/// A Swift app — generated routes or its own enum — saves with its name and version, and
/// loads where to start by its `FlowProgram`, the saved state resumed by the core's rule (see
/// ``load(for:app:)``):
///
/// ```swift
/// try store.save(navigator.state, facts: facts, app: "Demo", appVersion: program.version)
/// let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
/// ```
///
/// Both write the same document: a state saved by one reads back in the other.
///
/// Restoring never fails: a missing file means a fresh start; a file that cannot be read or
/// holds no usable state is reported in one line and renamed aside (`state.json.corrupt-1`),
/// and the app starts fresh. Saving is atomic: if the process dies mid-save, the previous
/// state is still there.
public struct StateStore: Hashable, Sendable {
  /// The state file.
  public var file: StateFile

  /// A store for the state file at `path`.
  public init(path: String) { self.file = StateFile(path: path) }

  /// The state file's path.
  public var path: String { file.path }

  /// Reads the state file and fits its state to `definition`.
  ///
  /// Also removes temporary files left by saves that were killed. See
  /// ``SavedState/restore(against:)`` for how a state is fitted to a changed definition.
  ///
  /// - Parameter definition: The app as its flow files define it now.
  /// - Returns: The restored state with its warnings, or why the app starts fresh.
  public func restore(for definition: FlowDefinition) -> StateRestoration<ScreenRoute> {
    restore(app: definition.app) { (saved: SavedState) throws(NavigationError) in
      try saved.restore(against: definition)
    }
  }

  /// Saves `state` and `facts` of the app `definition` describes, atomically.
  ///
  /// - Parameters:
  ///   - state: The navigation state, of `ScreenRoute` or any other route flow files describe.
  ///   - facts: The facts.
  ///   - definition: The app, whose name and version are written with the state.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: ``StateFileError/unwritable(path:reason:)``; the previous file is then unchanged.
  public func save<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, for definition: FlowDefinition,
    savedAt: String? = nil
  ) throws(StateFileError) {
    try save(
      SavedState(state: state, facts: facts, definition: definition, savedAt: savedAt),
      reaching: { _ in })
  }

  /// Saves `session` atomically: its state, facts, prompt history and prompt clock, so a
  /// session resumed from the file keeps the prompts' cooldowns, quotas and spacing.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: ``StateFileError/unwritable(path:reason:)``; the previous file is then unchanged.
  public func save(_ session: AppSession, savedAt: String? = nil) throws(StateFileError) {
    try save(SavedState(session, savedAt: savedAt), reaching: { _ in })
  }

  /// ``save(_:facts:for:savedAt:)``, calling `reached` at each stage of the file's replacement
  /// (see `StateFile.write(_:reaching:)`).
  package func save<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, for definition: FlowDefinition,
    savedAt: String? = nil, reaching reached: (StateFile.SaveStage) -> Void
  ) throws(StateFileError) {
    try save(
      SavedState(state: state, facts: facts, definition: definition, savedAt: savedAt),
      reaching: reached)
  }

  /// Writes `document` atomically, calling `reached` at each stage of the file's replacement.
  /// Every save goes through here, whatever the app's route type.
  package func save(
    _ document: SavedState, reaching reached: (StateFile.SaveStage) -> Void
  ) throws(StateFileError) {
    let bytes: [UInt8]
    do throws(SavedStateError) {
      bytes = try document.encoded()
    } catch {
      throw .unwritable(path: path, reason: "the state \(error)")
    }
    try file.write(bytes, reaching: reached)
  }

  /// Reads the state file of app `app` and fits its state with `fit`; every restore goes
  /// through here. Removes temporary files left by saves that were killed first.
  func restore<Route: FlowRoute>(
    app: String,
    fitting fit: (SavedState) throws(NavigationError) -> RestoredState<Route>
  ) -> StateRestoration<Route> {
    file.removeStaleTemporaryFiles()
    let saved: SavedState
    do throws(StateFileError) {
      guard let bytes = try file.read() else { return .noSavedState }
      do throws(SavedStateError) {
        saved = try SavedState(decoding: bytes)
      } catch {
        return .unusable(setAside(.invalid(error)))
      }
    } catch {
      return .unusable(setAside(.unreadable(error)))
    }
    guard saved.app == app else {
      return .unusable(setAside(.otherApp(found: saved.app, expected: app)))
    }
    do throws(NavigationError) {
      return .restored(try fit(saved))
    } catch {
      return .unusable(setAside(.unrestorable(error.description)))
    }
  }

  /// Moves the file aside when `reason` calls for it, and reports where it went.
  private func setAside(_ reason: UnusableStateFile.Reason) -> UnusableStateFile {
    guard let label = reason.asideLabel else {
      return UnusableStateFile(path: path, reason: reason)
    }
    do throws(StateFileError) {
      let kept = try file.moveAside(label: label)
      return UnusableStateFile(path: path, reason: reason, keptAt: kept)
    } catch {
      return UnusableStateFile(path: path, reason: reason, moveFailure: error.reason)
    }
  }
}
