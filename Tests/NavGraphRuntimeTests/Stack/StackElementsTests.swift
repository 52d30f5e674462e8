@testable import NavGraphRuntime
import Testing

/// Tests of `StackElements.swift` and `MountedIDs.swift` on their own: they answer as a
/// dictionary and a set would.
struct StackElementsTests {
  @Test("ids in increasing order are found at every depth; a missing id is not")
  func ascendingLookup() {
    var elements = StackElements<Int>()
    for generation in stride(from: 0, to: 200, by: 2) {
      elements.assign(generation * 10, id: StackElementID(generation: generation))
    }
    for (position, generation) in stride(from: 0, to: 200, by: 2).enumerated() {
      #expect(elements.index(forKey: StackElementID(generation: generation)) == position)
    }
    #expect(elements.index(forKey: StackElementID(generation: 3)) == nil)
    #expect(elements.index(forKey: StackElementID(generation: 500)) == nil)
    #expect(elements[StackElementID(generation: 4)] == 40)
  }

  @Test("ids out of order (pushed by hand) are still found below the top")
  func unorderedLookup() {
    var elements = StackElements<Int>()
    for generation in [9, 3, 7, 1, 12, 5, 20, 2, 11] {
      elements.assign(generation, id: StackElementID(generation: generation))
    }
    #expect(!elements.idsAscend)
    for (position, generation) in [9, 3, 7, 1, 12, 5, 20, 2, 11].enumerated() {
      #expect(elements.index(forKey: StackElementID(generation: generation)) == position)
    }
    #expect(elements.index(forKey: StackElementID(generation: 4)) == nil)
  }

  @Test("assigning a present id replaces in place; nil through the subscript removes in place")
  func assignAndRemove() {
    var elements = StackElements<[Int]>()
    for generation in 0..<10 { elements.assign([generation], id: StackElementID(generation: generation)) }
    elements.assign([42], id: StackElementID(generation: 3))
    #expect(elements.ids.map(\.generation) == Array(0..<10))
    #expect(elements.values[3] == [42])
    elements[StackElementID(generation: 1)]?.append(7)
    #expect(elements.values[1] == [1, 7])
    elements[StackElementID(generation: 2)] = nil
    #expect(elements.ids.map(\.generation) == [0, 1, 3, 4, 5, 6, 7, 8, 9])
    #expect(elements.values.map { $0[0] } == [0, 1, 42, 4, 5, 6, 7, 8, 9])
    elements[StackElementID(generation: 30)] = [30]
    #expect(elements.ids.last?.generation == 30 && elements.values.last == [30])
  }

  @Test("mounted ids: removals in order, once each; a known id is not inserted twice")
  func mountedIDs() {
    let id = { StackElementID(generation: $0) }
    var mounted = MountedIDs((0..<20).map(id))
    let first = mounted.remove([id(19), id(19), id(40)])
    #expect(first == [id(19)])
    let inserted = [5, 19, 25, 21].map { mounted.insert(id($0)) }
    #expect(inserted == [false, true, true, true])
    let removed = mounted.remove((0..<30).reversed().map(id) + [id(3)])
    #expect(removed == [25, 21, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(id))
    #expect(mounted.ids.isEmpty)
  }
}
