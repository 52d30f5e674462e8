import NavGraph
import Testing

@testable import NavGraphTracing

/// The keys under which a recorder remembers action descriptions: an action sent again is not
/// described again. `PresentationAction.presented` and `StackAction.element` are `indirect`, so
/// the element payload `(id:, action:)` holds a box: it is keyed element by element.
@Suite struct ActionKeyPlanTests {
  enum Leaf { case tap, hold }
  enum Element { case destination(PresentationAction<Leaf>) }
  typealias Root = StackAction<Int, Element>

  private func key(_ action: Root) -> [UInt]? {
    let plan = ActionKeyPlan.plan(for: Root.self)
    var key: [UInt] = []
    let written = withUnsafePointer(to: action) {
      plan.appendKey(UnsafeRawPointer($0), depth: 0, to: &key)
    }
    return written ? key : nil
  }

  @Test func aStackElementActionThroughAnIndirectPresentedCaseHasAKey() {
    let tap = key(.element(id: 0, action: .destination(.presented(.tap))))
    #expect(tap != nil)
    #expect(tap == key(.element(id: 0, action: .destination(.presented(.tap)))))
    #expect(tap != key(.element(id: 1, action: .destination(.presented(.tap)))))
    #expect(tap != key(.element(id: 0, action: .destination(.presented(.hold)))))
    #expect(tap != key(.element(id: 0, action: .destination(.dismiss))))
  }

  @Test func aPayloadHoldingAStringHasNoKey() {
    enum Named { case rename(String) }
    let plan = ActionKeyPlan.plan(for: StackAction<Int, Named>.self)
    var key: [UInt] = []
    let action = StackAction<Int, Named>.element(id: 0, action: .rename("Blob"))
    let written = withUnsafePointer(to: action) {
      plan.appendKey(UnsafeRawPointer($0), depth: 0, to: &key)
    }
    #expect(!written)
  }
}
