import ArgumentParser
import Foundation
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// Checks shared by every subcommand's `PATH` argument, so the same mistake gets the same
/// words and the same exit status (64, a wrong command line) whichever command it is.
enum PathArgument {
  /// Throws the usage error `No such file or folder 'PATH'.` when nothing is at `path`.
  static func requireExisting(_ path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      throw ValidationError("No such file or folder '\(path)'.")
    }
  }
}
