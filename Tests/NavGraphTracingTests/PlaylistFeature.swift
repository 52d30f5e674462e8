import NavGraph

// A playlist whose songs are rows (`forEach` over an `IdentifiedArray`); each song presents its
// own editor or a delete alert. The rows are composition, what a row presents is navigation.
// Scanned as source and reflected at run time by `RowsTests`, so keep it self-contained.

@Reducer
struct PlaylistFeature {
  @ObservableState
  struct State: Equatable {
    var songs: IdentifiedArrayOf<SongFeature.State> = []
  }

  enum Action {
    case addSong(id: Int, title: String)
    case songs(IdentifiedActionOf<SongFeature>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addSong(id, title):
        state.songs.append(SongFeature.State(id: id, title: title))
        return .none
      case let .songs(.element(id, .destination(.presented(.alert(.confirmDeletion))))):
        state.songs.remove(id: id)
        return .none
      case .songs:
        return .none
      }
    }
    .forEach(\.songs, action: \.songs) {
      SongFeature()
    }
  }
}

@Reducer
struct SongFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    @Presents var destination: Destination.State?
  }

  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
  }

  @Reducer(state: .equatable)
  enum Destination {
    case edit(SongEditorFeature)
    case alert(AlertState<Alert>)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          })
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .edit(SongEditorFeature.State(title: state.title))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct SongEditorFeature {
  @ObservableState
  struct State: Equatable {
    var title: String
  }

  enum Action {
    case titleChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}
