import ComposableArchitecture

@Reducer
struct HomeReducer {
  @ObservableState
  struct State {
    var path = StackState<Article.State>()
  }
  enum Action {
    case path(StackActionOf<Article>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Article() }
  }
}

@Reducer
struct Article {
  struct State {}
  enum Action {}
}
