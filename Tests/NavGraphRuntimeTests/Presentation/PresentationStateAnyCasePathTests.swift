import NavGraphRuntime
import Testing

/// The `AnyCasePath` case subscripts of TCA 1.0–1.3 on enums that are not `CasePathable`
/// (P-49, S-38). Each test is deprecated, as TCA's own tests of deprecated API are.
struct PresentationStateAnyCasePathTests {
  private enum Screen: Equatable {
    case count(Int)
    case text(String)
  }

  @available(*, deprecated)
  @Test("P-49 reads, writes and clears through an AnyCasePath")
  func p49() {
    var field = PresentationState(wrappedValue: Screen.count(1))
    field[case: /Screen.count]? += 1
    #expect(field.wrappedValue == .count(2))
    field[case: /Screen.count] = nil
    #expect(field.wrappedValue == nil)
  }

  @available(*, deprecated)
  @Test("P-49 an optional-chained write to another case is the unrelated-case issue")
  func p49Unrelated() {
    var field = PresentationState(wrappedValue: Screen.count(1))
    withKnownIssue {
      field[case: /Screen.text]?.append("!")
    } matching: { $0.description.hasSuffix(#"Can't modify unrelated case "count""#) }
    #expect(field.wrappedValue == .count(1))
  }

  @available(*, deprecated)
  @Test("S-38 an element's case, read, written and removed through an AnyCasePath")
  func s38() {
    var stack = StackState<Screen>([.count(1)])
    let id = stack.ids[0]
    stack[id: id, case: /Screen.count]? += 1
    #expect(stack[id: id] == .count(2))
    withKnownIssue {
      stack[id: id, case: /Screen.text]?.append("!")
    } matching: { $0.description.hasSuffix(#"Can't modify unrelated case "count""#) }
    stack[id: id, case: /Screen.count] = nil
    #expect(stack.isEmpty)
  }
}
