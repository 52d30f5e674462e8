import ComposableArchitecture

struct ItemFormFeature: Reducer { /*@feature ItemFormFeature struct*/
  struct State: Equatable { var item = Item() }
  enum Action: Equatable { case nameChanged(String), saveTapped }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.item.name = name
      return .none
    case .saveTapped:
      return .run { send in
        await dismiss()
        await send(.nameChanged(""))
      }
    }
  }
}

struct ItemRowFeature: Reducer { /*@feature ItemRowFeature struct*/
  struct State: Equatable, Identifiable { var id: UUID; var item: Item }
  enum Action: Equatable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ItemDetailFeature: Reducer { /*@feature ItemDetailFeature struct*/
  struct State: Equatable { var item: Item }
  enum Action: Equatable { case editTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SettingsFeature: Reducer { /*@feature SettingsFeature struct*/
  struct State: Equatable {}
  enum Action: Equatable {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ImporterFeature: Reducer { /*@feature ImporterFeature struct*/
  struct State: Equatable {}
  enum Action: Equatable {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Item: Equatable, Identifiable { var id = UUID(); var name = "" }
