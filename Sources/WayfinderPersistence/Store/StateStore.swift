public import Wayfinder

public import Wayfinder

/// An app's state file: saves the app's life after each change, and loads it at the next
/// launch.
///
/// A Swift app — generated routes or its own enum — saves what its life holds
/// (`AppLife.saved`) with its name and version, and at the next launch loads the saved life
/// fitted to its `FlowProgram`, to cold-launch from:
///
/// ```swift
/// let store = StateStore(path: stateFile)
/// try store.save(life.saved, app: "Demo", appVersion: program.version)   // after each change
///
/// let loaded = store.load(for: program, app: "Demo")                     // at the next launch
/// for notice in loaded.notices { print(notice) }
/// let (life, _) = try AppLife.coldLaunch(program, from: .icon, restoring: loaded.saved)
/// ```
///
/// A flow-file app (the REPL's) saves and restores with its `FlowDefinition` through
/// `WayfinderTools`. Both write the same document: a state saved by one reads back in the
/// other.
///
/// Loading never fails: a missing file means a fresh start; a file that cannot be read or
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

  /// Saves `saved` — everything the next launch needs: the navigation with its launch screen
  /// and held deep link, the facts, the prompt history and clock, when the app was left and
  /// the steps still to come — of the app named `app`, atomically. Each route is stored as its
  /// `screenRoute`, so the file of a generated app and the one the REPL writes for its flow
  /// files are the same bytes for the same place.
  ///
  /// ```swift
  /// try store.save(life.saved, app: DemoFlow.app, appVersion: DemoFlow.version)
  /// ```
  ///
  /// - Parameters:
  ///   - saved: What the app's life saves (`AppLife.saved`).
  ///   - app: The app's name, which loading checks: the `app:` of its flow files, when it has
  ///     them.
  ///   - appVersion: The app's version.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: ``StateFileError/unwritable(path:reason:)``; the previous file is then unchanged.
  public func save<Route: FlowRoute>(
    _ saved: SavedLife<Route>, app: String, appVersion: AppVersion, savedAt: String? = nil
  ) throws(StateFileError) {
    try save(
      SavedState(saved, app: app, appVersion: appVersion, savedAt: savedAt), reaching: { _ in })
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
  package func restore<Route: FlowRoute>(
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
