extension DeepLinkPattern {
  /// A pattern made of parts already parsed, as generated code builds the patterns a flow file
  /// declares: it cannot fail, so nothing is parsed again when the app starts.
  ///
  /// ```swift
  /// let item = DeepLinkPattern(
  ///   scheme: "demo", segments: [.literal("item"), .placeholder(name: "id", type: .int)],
  ///   description: "demo://item/{id:int}")
  /// ```
  ///
  /// The parts are taken as given: the scheme is lowercased, as the parser does, but nothing
  /// else the parser checks is checked again (distinct names and keys, a default of its
  /// placeholder's type). Parts the parser would refuse give a pattern that matches by the
  /// same rules — a repeated name keeps the last value captured — and never traps.
  ///
  /// - Parameters:
  ///   - scheme: The URL scheme, without `://`.
  ///   - segments: The segments after `://`, host first.
  ///   - query: The items of the query, in order.
  ///   - description: The pattern as written, for messages; when `nil`, it is written from the
  ///     parts (`{name:type}` for each placeholder).
  public init(
    scheme: String, segments: [Segment], query: [QueryItem] = [], description: String? = nil
  ) {
    self.scheme = scheme.lowercased()
    self.segments = segments
    self.query = query
    self.description =
      description ?? Self.written(scheme: scheme, segments: segments, query: query)
  }

  /// `scheme://a/{b:int}?k={c:string?}`: parts written back in the pattern language.
  private static func written(
    scheme: String, segments: [Segment], query: [QueryItem]
  ) -> String {
    func placeholder(_ name: String, _ type: ArgumentType, _ absence: Absence) -> String {
      switch absence {
      case .required: "{\(name):\(type.rawValue)}"
      case .omitted: "{\(name):\(type.rawValue)?}"
      case .defaultValue(let value): "{\(name):\(type.rawValue)=\(value.text)}"
      }
    }
    let path = segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .placeholder(let name, let type): placeholder(name, type, .required)
      }
    }
    let items = query.map { item in
      switch item.value {
      case .literal(let text): "\(item.key)=\(text)"
      case .placeholder(let name, let type, let absence):
        "\(item.key)=" + placeholder(name, type, absence)
      }
    }
    return scheme + "://" + path.joined(separator: "/")
      + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
  }
}
