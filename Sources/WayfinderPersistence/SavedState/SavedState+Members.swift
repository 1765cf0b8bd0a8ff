internal import Wayfinder

extension SavedState {
  /// A document's `promptsShown`, read from its tree: an object of arrays of seconds. O(times).
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` naming the member that has another shape.
  static func promptsShown(in node: DocumentNode) throws(SavedStateError) -> [String: [Double]] {
    guard case .mapping(let mapping) = node else {
      throw .malformed("'promptsShown' is \(node.kind), not an object")
    }
    var shown: [String: [Double]] = [:]
    shown.reserveCapacity(mapping.pairs.count)
    for (key, times) in mapping.pairs {
      let step = key.scalar?.string ?? ""
      let place = "promptsShown.\(step)"
      var seconds: [Double] = []
      for (index, time) in try times.array(at: place).enumerated() {
        switch time.value {
        case .int(let value)?: seconds.append(Double(value))
        case .double(let value)?: seconds.append(value)
        default: throw .malformed("'\(place)[\(index)]' is \(time.kind), not a number")
        }
      }
      shown[step] = seconds
    }
    return shown
  }

  /// A document's `pendingSteps`, read from its tree: an array of step names. O(steps).
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` naming the element that is not a string.
  static func pendingSteps(in node: DocumentNode) throws(SavedStateError) -> [StepID] {
    var steps: [StepID] = []
    for (index, step) in try node.array(at: "pendingSteps").enumerated() {
      guard case .string(let name)? = step.value else {
        throw .malformed("'pendingSteps[\(index)]' is \(step.kind), not a step name")
      }
      steps.append(StepID(name))
    }
    return steps
  }
}
