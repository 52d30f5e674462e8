import ComposableArchitecture
import SwiftUI

// Playlists builds two destinations, but its view presents them one modifier per case and
// forgot the rename form (unpresented-destination-case): tapping "Rename" sets the destination
// and nothing appears.
@Reducer
struct Playlists {
  @Reducer
  enum Destination {
    case addSong(AddSong)
    case rename(RenamePlaylist)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case addSongTapped, renameTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSongTapped:
        state.destination = .addSong(AddSong.State())
        return .none
      case .renameTapped:
        state.destination = .rename(RenamePlaylist.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct AddSong {
  @ObservableState
  struct State {}
  enum Action { case saveTapped }
}

@Reducer
struct RenamePlaylist {
  @ObservableState
  struct State {}
  enum Action { case saveTapped }
}

struct PlaylistsView: View {
  @Bindable var store: StoreOf<Playlists>

  var body: some View {
    List {
      Button("Add a song") { store.send(.addSongTapped) }
      Button("Rename") { store.send(.renameTapped) }
    }
    .sheet(item: $store.scope(state: \.destination?.addSong, action: \.destination.addSong)) {
      _ in Text("Add a song")
    }
  }
}
