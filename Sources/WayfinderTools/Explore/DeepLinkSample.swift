internal import Wayfinder

/// URLs a random run opens for an app's deep links: each pattern filled with arguments of the
/// right types or, when spoiled, now and then a wrong one or a missing query item, so both the
/// landing and the refusal are exercised. Exploration and the differential tests share it.
/// O(segments + query items) per URL.
enum DeepLinkSample {
  /// A URL for `pattern`; `spoiled` asks for wrong arguments and missing query items.
  static func url<Random: RandomNumberGenerator>(
    _ pattern: DeepLinkPattern, spoiled: Bool, using random: inout Random
  ) -> String {
    var path: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal(let text): path.append(text)
      case .placeholder(_, let type):
        path.append(argument(type, spoiled: spoiled, using: &random))
      }
    }
    var query: [String] = []
    for item in pattern.query {
      switch item.value {
      case .literal(let text): query.append("\(item.key)=\(text)")
      case .placeholder(_, let type, let whenAbsent):
        if whenAbsent != .required, Int.random(in: 0..<100, using: &random) < 40 { continue }
        if spoiled, Int.random(in: 0..<100, using: &random) < 30 { continue }
        query.append("\(item.key)=\(argument(type, spoiled: spoiled, using: &random))")
      }
    }
    return "\(pattern.scheme)://" + path.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// An argument of `type` as a URL writes it; when `spoiled`, often one that does not parse.
  static func argument<Random: RandomNumberGenerator>(
    _ type: ArgumentType, spoiled: Bool, using random: inout Random
  ) -> String {
    func pick(_ texts: [String]) -> String {
      texts[Int.random(in: 0..<texts.count, using: &random)]
    }
    if spoiled, type != .string, Int.random(in: 0..<100, using: &random) < 60 {
      return pick(["abc", "1.5x", ""])
    }
    switch type {
    case .int: return String(Int.random(in: -3...250, using: &random))
    case .string: return pick(["shoes", "trail%20runner", "b", "x+y"])
    case .bool: return pick(["true", "false"])
    case .double: return pick(["1.5", "0", "-2"])
    }
  }
}
