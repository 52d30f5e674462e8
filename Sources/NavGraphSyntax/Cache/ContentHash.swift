import Foundation

/// A 128-bit digest of bytes (FNV-1a, 128-bit variant): what a cached summary is looked up by.
///
/// Not a cryptographic hash: it tells apart files that differ by accident, which is all a cache
/// of the scanner's own summaries needs, and it needs no library. 128 bits keep the chance of
/// two different files sharing a digest far below anything a code base will meet.
package struct ContentHash: Hashable, Sendable, Codable, CustomStringConvertible {
  package var high: UInt64
  package var low: UInt64

  /// The digest of nothing: FNV-1a's 128-bit offset basis.
  package static let empty = ContentHash(high: 0x6c62_272e_07bb_0142, low: 0x62b8_2175_6295_c58d)

  /// The digest of `bytes`.
  package init(_ bytes: some Sequence<UInt8>) {
    self = Self.empty
    add(bytes)
  }

  package init(_ data: Data) {
    self = Self.empty
    data.withUnsafeBytes { add($0) }
  }

  private init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Folds `bytes` into the digest, as if they followed what it was made of.
  package mutating func add(_ bytes: some Sequence<UInt8>) {
    // The prime is 2^88 + 0x13b: multiplying by it is one 64×64 product for the 0x13b part
    // and a shift of the low word into the high one for the 2^88 part.
    var high = self.high, low = self.low
    for byte in bytes {
      low ^= UInt64(byte)
      let product = low.multipliedFullWidth(by: 0x13b)
      high = high &* 0x13b &+ product.high &+ (low << 24)
      low = product.low
    }
    self.high = high
    self.low = low
  }

  /// Folds `text`'s UTF-8 bytes and a terminating zero (so `"ab", "c"` differs from `"a", "bc"`).
  package mutating func add(field text: String) {
    add(text.utf8)
    add(CollectionOfOne(0))
  }

  /// 32 lowercase hexadecimal digits.
  package var description: String {
    Self.hex(high) + Self.hex(low)
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
