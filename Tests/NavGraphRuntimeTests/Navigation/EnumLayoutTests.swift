import Testing

@testable import NavGraphRuntime

/// `EnumLayout` reads payloads in place: small values through a bitwise copy (no retain or
/// release), large ones through a Swift copy. Either way the payload read is the one stored,
/// and the references inside the value are retained exactly as often as they are released.
struct EnumLayoutTests {
  final class Marker {}

  /// At most 64 bytes, so projected in a bitwise copy. Two class payloads make the tag live in
  /// the pointers' spare bits, which projecting has to clear.
  enum Small {
    case first(Marker)
    case second(Marker)
    indirect case boxed(Int, Marker)
    case pair(Int, Marker)
    case empty
  }

  /// Over 64 bytes, so projected in a Swift copy.
  enum Large {
    case wide(Wide)
    case second(Marker)
    case empty
  }

  struct Wide {
    var numbers: (Int, Int, Int, Int, Int, Int, Int, Int, Int) = (1, 2, 3, 4, 5, 6, 7, 8, 9)
    let marker: Marker
  }

  @Test func smallValuesReadTheStoredPayload() {
    let marker = Marker()
    let layout = EnumLayout(Small.self)!
    #expect(MemoryLayout<Small>.size <= 64)
    #expect(payload(of: Small.first(marker), layout, as: Marker.self) === marker)
    #expect(payload(of: Small.second(marker), layout, as: Marker.self) === marker)
    let boxed = payload(of: Small.boxed(7, marker), layout, as: (Int, Marker).self)
    #expect(boxed.0 == 7 && boxed.1 === marker)
    let pair = payload(of: Small.pair(8, marker), layout, as: (Int, Marker).self)
    #expect(pair.0 == 8 && pair.1 === marker)
  }

  @Test func largeValuesReadTheStoredPayload() {
    let marker = Marker()
    let layout = EnumLayout(Large.self)!
    #expect(MemoryLayout<Large>.size > 64)
    let wide = payload(of: Large.wide(Wide(marker: marker)), layout, as: Wide.self)
    #expect(wide.numbers.8 == 9 && wide.marker === marker)
    #expect(payload(of: Large.second(marker), layout, as: Marker.self) === marker)
  }

  /// Reading many payloads leaves the references as they were: once the values are gone the
  /// marker is held by this test alone (an extra retain would keep a second reference, an
  /// extra release would free it under the test).
  @Test func readingPayloadsRetainsAndReleasesInBalance() {
    var marker = Marker()
    do {
      let small = EnumLayout(Small.self)!
      let large = EnumLayout(Large.self)!
      let values: [Small] = [.first(marker), .second(marker), .boxed(1, marker), .pair(2, marker)]
      let wide = Large.wide(Wide(marker: marker))
      for _ in 0..<1_000 {
        for value in values {
          let tag = small.tag(of: value)
          let isIndirect = small.isIndirectCase(tag: tag)
          withUnsafePointer(to: value) { pointer in
            _ = small.withPayload(of: pointer, tag: tag, isIndirect: isIndirect) { $0 }
          }
        }
        withUnsafePointer(to: wide) { pointer in
          _ = large.withPayload(of: pointer, tag: 0, isIndirect: false) { $0 }
        }
        _ = payload(of: wide, large, as: Wide.self)
      }
    }
    #expect(isKnownUniquelyReferenced(&marker))
  }

  private func payload<Root, Value>(
    of root: Root, _ layout: EnumLayout, as type: Value.Type
  ) -> Value {
    let tag = layout.tag(of: root)
    return layout.payload(of: root, tag: tag, isIndirect: layout.isIndirectCase(tag: tag), as: type)
  }
}
