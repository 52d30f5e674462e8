import Testing

@testable import NavGraphRuntime

@CasePathable
enum ProbeAction: Equatable {
  case other(Int)
  case path(StackAction<String, Int>)
  indirect case boxed(StackAction<String, Int>)
  case nested(ProbeInner)
  case empty
}

@CasePathable
enum ProbeInner: Equatable {
  case path(StackAction<String, Int>)
  case nothing
}

/// A feature's action that holds presentation actions of itself: `\.child` and `\.child.child`
/// have the same value type.
@CasePathable
enum RecursiveProbe: Equatable {
  case child(PresentationAction<RecursiveProbe>)
  case tap
}

/// The in-place payload read must agree with the case key path it stands in for, before and
/// after it has learned the case, for plain, indirect and nested (not projectable) paths.
struct ProjectingCasePathTests {
  let actions: [ProbeAction] = [
    .other(1), .path(.element(id: 0, action: 7)), .empty, .path(.push(id: 1, state: "pushed")),
    .boxed(.popFrom(id: 2)), .nested(.path(.popFrom(id: 3))), .path(.popFrom(id: 4)),
    .boxed(.element(id: 5, action: 9)), .nested(.nothing), .other(2),
  ]

  func check(_ keyPath: CaseKeyPath<ProbeAction, StackAction<String, Int>>) {
    let exact = AnyCasePath(keyPath)
    let projecting = ProjectingCasePath(exact)
    for _ in 0..<3 {
      for action in actions {
        #expect(projecting.extract(from: action) == exact.extract(from: action), "\(action)")
      }
    }
  }

  @Test func plainCase() { check(\.path) }
  @Test func indirectCase() { check(\.boxed) }
  @Test func nestedPathKeepsTheSlowRoad() { check(\.nested.path) }

  @Test func deeperPathOfTheSameTypeKeepsTheSlowRoad() {
    let actions: [RecursiveProbe] = [
      .child(.presented(.child(.dismiss))), .tap, .child(.presented(.child(.presented(.tap)))),
      .child(.dismiss), .child(.presented(.tap)),
    ]
    for keyPath: CaseKeyPath<RecursiveProbe, PresentationAction<RecursiveProbe>>
      in [\.child.child, \.child]
    {
      let exact = AnyCasePath(keyPath)
      let projecting = ProjectingCasePath(exact)
      for _ in 0..<3 {
        for action in actions {
          #expect(projecting.extract(from: action) == exact.extract(from: action), "\(action)")
        }
      }
    }
  }
}
