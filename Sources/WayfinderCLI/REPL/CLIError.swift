/// Failures of the command-line tool itself, before any app runs.
enum CLIError: Error, CustomStringConvertible {
  case cannotWrite(String)
  case cannotRead(String)
  case invalidApp(String)

  var description: String {
    switch self {
    case .cannotWrite(let path): "Cannot write '\(path)'."
    case .cannotRead(let path): "Cannot read '\(path)'."
    case .invalidApp(let message): message
    }
  }
}
