import Wayfinder

/// A small, fast, deterministic random number generator (SplitMix64), for randomized tests
/// that must replay exactly from a seed printed with a failure.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let command = commands.randomElement(using: &random)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var generator: SplitMixRandom

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { generator = SplitMixRandom(seed: seed) }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { generator.next() }
}
