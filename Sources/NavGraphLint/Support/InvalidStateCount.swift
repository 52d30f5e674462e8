/// The number of invalid states `n` independent optional presentation fields allow: of the
/// 2ⁿ combinations of nil/non-nil only n + 1 are valid (nothing shown, or exactly one thing),
/// so 2ⁿ − n − 1 are not. Computed exactly for any n, in base 10⁹ limbs, because a feature
/// with 64 optionals is unlikely but must not crash or print a wrapped number.
enum InvalidStateCount {
  /// 2ⁿ − n − 1 in decimal (3 → "4", 4 → "11", 5 → "26", 64 → "18446744073709551551").
  static func decimal(forFields n: Int) -> String {
    precondition(n >= 0)
    let base: UInt64 = 1_000_000_000
    // Little-endian limbs of 2ⁿ.
    var limbs: [UInt64] = [1]
    for _ in 0..<n {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let value = limbs[index] * 2 + carry
        limbs[index] = value % base
        carry = value / base
      }
      if carry > 0 { limbs.append(carry) }
    }
    // Subtract n + 1 (which always fits in the low limbs; 2ⁿ ≥ n + 1 for every n ≥ 0).
    var borrow = UInt64(n + 1)
    for index in limbs.indices where borrow > 0 {
      let low = borrow % base
      borrow /= base
      if limbs[index] >= low {
        limbs[index] -= low
      } else {
        limbs[index] += base - low
        borrow += 1
      }
    }
    while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
    var text = String(limbs.last!)
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
