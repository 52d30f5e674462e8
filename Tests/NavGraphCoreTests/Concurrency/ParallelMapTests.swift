import Foundation
import Testing

@testable import NavGraphCore

/// `parallelMap` keeps input order, and hands `eachInOrder` every result once, in order, on
/// the calling thread — in batches whose ends must not drop or repeat a result, whatever order
/// the workers finish in.
@Suite struct ParallelMapTests {
  /// Around and across the batch size (32), and more jobs than elements.
  static let counts = [0, 1, 31, 32, 33, 64, 65, 1_000]

  @Test(arguments: [1, 2, 3, 8]) func resultsAndConsumedValuesKeepInputOrder(jobs: Int) {
    for count in Self.counts {
      let input = Array(0..<count)
      let caller = Thread.current
      var consumed: [Int] = []
      var consumedOnCaller = true
      let output = input.parallelMap(
        jobs: jobs, stackSize: 1 << 20,
        { value in
          // Uneven work, so workers finish out of order.
          if value % 7 == 0 { usleep(UInt32(value % 3) * 200) }
          return value * 2
        },
        eachInOrder: { value in
          consumed.append(value)
          if Thread.current != caller { consumedOnCaller = false }
        })
      #expect(output == input.map { $0 * 2 }, "count \(count), jobs \(jobs)")
      #expect(consumed == output, "count \(count), jobs \(jobs)")
      #expect(consumedOnCaller)
    }
  }
}
