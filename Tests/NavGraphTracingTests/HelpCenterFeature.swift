import NavGraph

/// A destination with a case that holds no feature (`privacyPolicy` shows a static screen):
/// reflection and the scanner both lead it to a leaf named after the case.
@Reducer
struct HelpCenterFeature {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case article(ArticleFeature)
    case privacyPolicy
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct ArticleFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}
