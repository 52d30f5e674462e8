import ComposableArchitecture

// Tree navigation that recurses (presentation-cycle): a movie presents its cast, an actor
// presents their movies, and every tap nests another copy of both in the state. Nothing the
// other samples reach shows either feature, and there is no root above them (orphan-feature).
@Reducer
struct Movie {
  @Reducer
  enum Destination {
    case actor(Actor)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case castMemberTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .castMemberTapped:
        state.destination = .actor(Actor.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct Actor {
  @ObservableState
  struct State: Equatable {
    @Presents var movie: Movie.State?
  }

  enum Action {
    case movie(PresentationAction<Movie.Action>)
    case filmTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filmTapped:
        state.movie = Movie.State()
        return .none
      case .movie:
        return .none
      }
    }
    .ifLet(\.$movie, action: \.movie) { Movie() }
  }
}
