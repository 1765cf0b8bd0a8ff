/// A line diff of two texts, marked as the tester prints it: `−` for a line only in the
/// expected text, `+` for a line only in the actual one, two spaces for a line in both.
enum LineDiff {
  /// The marked lines of a longest-common-subsequence diff; within a changed region the
  /// expected lines come before the actual ones.
  static func lines(expected: [String], actual: [String]) -> [String] {
    let rows = expected.count
    let columns = actual.count
    // common[i][j]: the length of the longest common subsequence of expected[i...] and
    // actual[j...]. States print as a few dozen lines, so the quadratic table is cheap.
    var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        common[i][j] =
          expected[i] == actual[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      result += removed.map { "\u{2212} " + $0 } + added.map { "+ " + $0 }
      removed = []
      added = []
    }
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, expected[i] == actual[j] {
        flush()
        result.append("  " + expected[i])
        i += 1
        j += 1
      } else if j == columns || (i < rows && common[i + 1][j] >= common[i][j + 1]) {
        removed.append(expected[i])
        i += 1
      } else {
        added.append(actual[j])
        j += 1
      }
    }
    flush()
    return result
  }
}
