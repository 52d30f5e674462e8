import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// Tests of `DigestTable.swift`: the table cancellation ids are found in.
struct DigestTableTests {
  @Test("keys sharing a digest are told apart by their full comparison")
  func collidingDigests() {
    var table = DigestTable<String, Int>()
    table.insert(1, for: "a", digest: 7)
    table.insert(2, for: "b", digest: 7)
    table.insert(3, for: "c", digest: 8)
    #expect(table.value(digest: 7) { $0 == "a" } == 1)
    #expect(table.value(digest: 7) { $0 == "b" } == 2)
    #expect(table.value(digest: 7) { $0 == "c" } == nil)
    #expect(table.remove(digest: 7) { key, _ in key == "c" } == nil)
    #expect(table.remove(digest: 7) { key, _ in key == "a" } == 1)
    #expect(table.value(digest: 7) { $0 == "a" } == nil)
    #expect(table.value(digest: 7) { $0 == "b" } == 2)
    #expect(table.remove(digest: 7) { key, _ in key == "b" } == 2)
    #expect(table.values == [3])
    #expect(table.remove(digest: 8) { key, _ in key == "c" } == 3)
    #expect(table.isEmpty)
  }

  @Test("an entry in the overflow stays findable after the main slot's key is removed")
  func overflowAfterRemoval() {
    var table = DigestTable<String, Int>()
    table.insert(1, for: "a", digest: 1)
    table.insert(2, for: "b", digest: 1)
    table.insert(3, for: "c", digest: 1)
    table.remove(digest: 1) { key, _ in key == "a" }
    table.insert(4, for: "d", digest: 1)
    #expect(["b", "c", "d"].map { key in table.value(digest: 1) { $0 == key } } == [2, 3, 4])
    #expect(table.values.sorted() == [2, 3, 4])
  }
}
