import NavGraph

/// A stack whose `Path` groups screens in enum reducers nested in it (`case articles(Articles.Body
/// = Articles.body)`), a group holding another group and a case without a feature: reflection
/// and the scanner both draw one stack edge per screen, through `Path`, named by its case path.
@Reducer
struct ReaderFeature {
  @Reducer
  enum Path {
    case settings(ReaderSettingsFeature)
    case articles(Articles.Body = Articles.body)
    case people(People.Body = People.body)

    @Reducer
    enum Articles {
      case list(ArticleListFeature)
      case article(ArticleDetailFeature)
      case comments(Comments.Body = Comments.body)
    }

    @Reducer
    enum People {
      case profile(ProfileFeature)
      case blocked
    }

    @Reducer
    enum Comments {
      case thread(ThreadFeature)
    }
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case articleTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .articleTapped = action {
        state.path.append(.articles(.article(ArticleDetailFeature.State())))
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct ReaderSettingsFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ArticleListFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ArticleDetailFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ProfileFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ThreadFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}
