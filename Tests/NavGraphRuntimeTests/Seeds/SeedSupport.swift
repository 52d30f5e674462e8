import Foundation
import NavGraphRuntime

// The seed articles' snippets name features and clients they never show (`AddFeature`, an item
// `database`). Each namespace below declares them once, as small as the snippets allow, so the
// snippets themselves compile with only the import changed.

struct Item: Equatable, Identifiable {
  var id = 0
  var name = ""
}

/// A form over one item: what the articles' add, detail and edit screens stand for.
@Reducer
struct ItemFormFeature {
  @ObservableState
  struct State: Equatable {
    var item = Item()
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.item.name = name
        return .none
      case .saveButtonTapped:
        return .none
      }
    }
  }
}

@Reducer
struct AddFeature {
  @ObservableState
  struct State: Equatable { var item = Item() }
  enum Action: Equatable { case saveButtonTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable { var item = Item() }
  enum Action: Equatable { case editButtonTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct EditFeature {
  @ObservableState
  struct State: Equatable { var item = Item() }
  enum Action: Equatable { case saveButtonTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// The `database` the integration sections save an edited item to.
struct DatabaseClient: Sendable {
  var save: @Sendable (Item) -> Void
}

extension DatabaseClient: DependencyKey {
  static let liveValue = DatabaseClient(save: { _ in })
  static let testValue = DatabaseClient(save: { _ in })
}

extension DependencyValues {
  var database: DatabaseClient {
    get { self[DatabaseClient.self] }
    set { self[DatabaseClient.self] = newValue }
  }
}
