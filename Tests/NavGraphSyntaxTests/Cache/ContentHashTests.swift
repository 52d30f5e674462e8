import Foundation
import Testing

@testable import NavGraphSyntax

/// The digest is FNV-1a's 128-bit variant: the published values, and digests that differ when
/// the bytes or the fields they are cut into differ.
@Suite struct ContentHashTests {
  @Test func matchesTheFNV1a128Values() {
    #expect(ContentHash([UInt8]()).description == "6c62272e07bb014262b821756295c58d")
    #expect(ContentHash(Array("a".utf8)).description == "d228cb696f1a8caf78912b704e4a8964")
    #expect(ContentHash(Data("foobar".utf8)).description == "343e1662793c64bf6f0d3597ba446f18")
  }

  @Test func fieldsAreSeparated() {
    var first = ContentHash.empty, second = ContentHash.empty
    first.add(field: "ab")
    first.add(field: "c")
    second.add(field: "a")
    second.add(field: "bc")
    #expect(first != second)
  }

  @Test func oneByteChangesTheDigest() {
    let text = Array(String(repeating: "struct Feature {}\n", count: 100).utf8)
    var changed = text
    changed[500] ^= 1
    #expect(ContentHash(text) != ContentHash(changed))
  }
}
