import Testing
import Wayfinder

@Suite(.hangLimit) struct LockedTests {
  /// What the threads inside the lock saw.
  struct Tally {
    var count = 0
    var holders = 0
    var mostHolders = 0
    var mix: UInt64 = 0
  }

  /// Tasks on every pool thread take the lock in turn, each time reading the count, working a
  /// while, then writing it back: had two been inside at once, or one been preempted there
  /// while another went in, an increment would be lost and the holders would overlap. (CI runs
  /// this under the thread sanitizer too, which reports any access the lock failed to order.)
  @Test func onlyOneCallerIsInsideAtATimeUnderContention() async {
    let tally = Locked(Tally())
    let tasks = 8
    let rounds = 5_000
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for round in 0..<rounds {
            tally.withLock { tally in
              tally.holders += 1
              tally.mostHolders = max(tally.mostHolders, tally.holders)
              let count = tally.count
              var mix = tally.mix
              for step in 0..<64 { mix = mix &* 31 &+ UInt64(task &+ round &+ step) }
              tally.mix = mix
              tally.count = count &+ 1
              tally.holders -= 1
            }
          }
        }
      }
    }
    let result = tally.withLock { $0 }
    #expect(result.count == tasks * rounds)
    #expect(result.mostHolders == 1)
    #expect(result.holders == 0)
  }

  struct Refused: Error, Equatable {}

  /// A body that throws leaves the lock free and the value as it changed it.
  @Test func aThrowingBodyReleasesTheLock() {
    let value = Locked([1])
    #expect(throws: Refused()) {
      try value.withLock { (numbers) throws(Refused) -> Void in
        numbers.append(2)
        throw Refused()
      }
    }
    let numbers = value.withLock { numbers in
      numbers.append(3)
      return numbers
    }
    #expect(numbers == [1, 2, 3])
  }
}
