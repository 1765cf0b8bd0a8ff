/// Why a path given for writing is refused; see ``FileTarget``.
package enum FileTargetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// It is a folder.
  case folder
  /// It is a device (reached by name, not as an inherited descriptor).
  case device
  /// It is a socket (reached by name).
  case socket
  /// It is a regular file that belongs to another user.
  case otherOwner
  /// `/dev/fd/N` names a descriptor that is not open.
  case closedDescriptor(Int32)
  /// Symbolic links lead to symbolic links too many times.
  case tooManyLinks
  /// The path cannot be looked at; the system's reason.
  case inaccessible(String)

  /// The reason, to follow `Cannot write '…': `.
  package var description: String {
    switch self {
    case .folder: "it is a folder"
    case .device: "it is a device, not a file"
    case .socket: "it is a socket, not a file"
    case .otherOwner: "it is a file that belongs to another user"
    case .closedDescriptor(let number): "descriptor \(number) is not open"
    case .tooManyLinks: "too many levels of symbolic links"
    case .inaccessible(let reason): reason
    }
  }
}
