import NavGraphTestSupport


/// SplitMix64: a small generator whose whole state is one number, so a seed and an iteration
/// number replay an input exactly, on any machine and any Swift version (the standard
/// library's generator is neither seedable nor stable).
package struct FuzzRandom: RandomNumberGenerator, Sendable {
  // The synthetic graphs' generator: one algorithm, so both stay replayable the same way.
  private var generator: SplitMix64

  package init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// The generator of iteration `iteration` of a run seeded with `seed`: iterations do not
  /// share a stream, so replaying one does not need the ones before it.
  package init(seed: UInt64, iteration: Int) {
    var mixer = SplitMix64(
      seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0x9E37_79B9_7F4A_7C15))
    generator = SplitMix64(seed: mixer.next())
  }

  package mutating func next() -> UInt64 { generator.next() }

  /// A value in `0..<bound` (`bound` > 0).
  package mutating func below(_ bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &self)
  }

  /// True with probability `numerator / denominator`.
  package mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  package mutating func pick<T>(_ values: [T]) -> T {
    values[below(values.count)]
  }
}
