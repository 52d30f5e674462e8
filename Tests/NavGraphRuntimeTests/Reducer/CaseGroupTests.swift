import NavGraphRuntime
import Testing

/// A `Path` whose screens are grouped in enum reducers it holds as cases (N-28), and cases that
/// exist on some platforms only (N-29): pushed, reduced and dismissed like any other case.
@MainActor
struct CaseGroupTests {
  @Test("N-28 a screen inside a group is pushed, runs its reducer and dismisses itself")
  func aGroupedScreenRunsAndDismisses() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.openArticle) {
      $0.path.append(.articles(.article(Article.State())))
    }
    await store.send(\.path[id: 0].articles.article.like) {
      $0.path[id: 0, case: \.articles.article]?.likes = 1
    }
    await store.send(\.path[id: 0].articles.article.close)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test("N-28 an action for another screen of the group is the issue of a different case")
  func anotherScreensActionIsADifferentCase() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.openArticle) {
      $0.path.append(.articles(.article(Article.State())))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .articles(.list(.refresh)))))
    } matching: {
      $0.description.contains(
        "received a child action when child state was set to a different case")
    }
    await store.send(\.path.popFrom, 0) { $0.path = StackState() }
  }

  @Test("N-29 only the cases of the platform compiled for exist")
  func conditionalCases() {
    #if os(Linux) || os(macOS)
      let state = Platformed.State.desktop(Article.State())
      #expect(state[case: \.desktop] != nil)
    #endif
    #expect(Platformed.State.everywhere(Article.State())[case: \.everywhere] != nil)
    let cases = Platformed._navigationReflection.cases.map(\.name)
    #if os(Linux) || os(macOS)
      #expect(cases == ["everywhere", "desktop"])
    #else
      #expect(cases == ["everywhere", "other"])
    #endif
  }
}

@Reducer
private struct Shelf {
  @Reducer
  enum Path {
    case articles(Articles.Body = Articles.body)

    @Reducer
    enum Articles {
      case list(ArticleList)
      case article(Article)
    }
  }

  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case openArticle
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .openArticle = action {
        state.path.append(.articles(.article(Article.State())))
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

extension Shelf.Path.State: Equatable {}
extension Shelf.Path.Articles.State: Equatable {}

@Reducer
private struct ArticleList {
  struct State: Equatable {}
  enum Action { case refresh }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct Article {
  struct State: Equatable {
    var likes = 0
  }
  enum Action { case like, close }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .like:
        state.likes += 1
        return .none
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
private enum Platformed {
  case everywhere(Article)
  #if os(Linux) || os(macOS)
    case desktop(Article)
  #else
    case other(ArticleList)
  #endif
}
