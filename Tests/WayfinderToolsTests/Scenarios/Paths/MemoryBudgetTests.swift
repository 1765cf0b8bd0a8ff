import Wayfinder
import Testing

import WayfinderFlowFiles
@testable import WayfinderTools

/// The memory budget reads often enough near its limit that the process cannot pass it by more
/// than one state's growth, and rarely far from it.
@Suite struct MemoryBudgetTests {
  /// Memory that grows by `perState` bytes for each state the budget allows.
  private final class SimulatedMemory: Sendable {
    let held: Locked<Int>
    let readings = Locked(0)
    init(base: Int) { held = Locked(base) }

    var probe: MemoryProbe {
      MemoryProbe { [self] in
        readings.withLock { $0 += 1 }
        return held.withLock { $0 }
      }
    }
  }

  @Test func steadyGrowthStopsWithinOneStateOfTheLimit() {
    let perState = 25 << 10
    let limit = 100 << 20
    let memory = SimulatedMemory(base: 30 << 20)
    var budget = MemoryBudget(limit: limit, probe: memory.probe)
    var states = 0
    while budget.allowsGrowth() {
      states += 1
      memory.held.withLock { $0 += perState }
    }
    let held = memory.held.withLock { $0 }
    #expect(held >= limit && held < limit + perState)
    // About 2 870 states, read for a few dozen times.
    let readings = memory.readings.withLock { $0 }
    #expect(budget.readings == readings)
    #expect(readings < 80, "\(readings) readings for \(states) states")
    // Once the limit is reached, nothing more is allowed and nothing more is read.
    let allowed = budget.allowsGrowth()
    #expect(!allowed)
    let after = memory.readings.withLock { $0 }
    #expect(after == readings)
  }

  @Test func aTableAboutToDoubleIsReadForAndRefusedWhenItWouldPassTheLimit() {
    let memory = SimulatedMemory(base: 90 << 20)
    var budget = MemoryBudget(limit: 100 << 20, probe: memory.probe)
    let first = budget.allowsGrowth()
    let withRoom = budget.allowsGrowth(reserving: 5 << 20)
    #expect(first && withRoom)
    let readings = memory.readings.withLock { $0 }
    #expect(readings == 2)
    let withoutRoom = budget.allowsGrowth(reserving: 20 << 20)
    #expect(!withoutRoom)
    #expect(budget.isExhausted)
  }
}
