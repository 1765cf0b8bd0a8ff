/// The last `capacity` elements appended, oldest first: a fixed-size buffer that drops its
/// oldest element to make room. Appending is O(1); memory is `capacity` elements at most.
struct RingBuffer<Element> {
  /// How many elements it keeps.
  let capacity: Int
  private var storage: [Element] = []
  /// Where the oldest element is, once the buffer is full.
  private var head = 0

  /// A buffer keeping at most `capacity` elements (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// How many elements it holds.
  var count: Int { storage.count }

  /// Appends `element`; returns `true` when the oldest element was dropped to make room.
  @discardableResult
  mutating func append(_ element: Element) -> Bool {
    guard storage.count == capacity else {
      storage.append(element)
      return false
    }
    storage[head] = element
    head = head + 1 == capacity ? 0 : head + 1
    return true
  }

  /// The last `count` elements (fewer when it holds fewer), oldest first. O(count).
  func suffix(_ count: Int) -> [Element] {
    let taken = Swift.min(count, storage.count)
    var result: [Element] = []
    result.reserveCapacity(taken)
    let start = storage.count - taken
    for offset in start..<storage.count {
      result.append(storage[(head + offset) % storage.count])
    }
    return result
  }

  /// Every element, oldest first. O(count).
  var elements: [Element] { suffix(storage.count) }
}
