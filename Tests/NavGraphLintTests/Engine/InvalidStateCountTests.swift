import Testing

@testable import NavGraphLint

@Suite struct InvalidStateCountTests {
  @Test(arguments: [(2, "1"), (3, "4"), (4, "11"), (5, "26"), (10, "1013"), (0, "0"), (1, "0")])
  func smallCounts(fields: Int, expected: String) {
    #expect(InvalidStateCount.decimal(forFields: fields) == expected)
  }

  @Test func exactPastUInt64() {
    // 2^64 - 65 and 2^100 - 101: no overflow, no floating point.
    #expect(InvalidStateCount.decimal(forFields: 64) == "18446744073709551551")
    #expect(InvalidStateCount.decimal(forFields: 100) == "1267650600228229401496703205275")
  }

  @Test func matchesIntegerArithmeticWhereItFits() {
    for n in 2..<63 {
      let exact = (1 << n) - n - 1
      #expect(InvalidStateCount.decimal(forFields: n) == String(exact))
    }
  }

  @Test func borrowsAcrossLimbs() {
    // 2^30 = 1073741824 spans two base-10^9 limbs; 2^30 - 31 borrows from the high one.
    #expect(InvalidStateCount.decimal(forFields: 30) == "1073741793")
  }
}
