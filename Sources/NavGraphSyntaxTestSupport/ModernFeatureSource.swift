/// One `@Reducer` feature of the synthetic corpus: enum Destination with reducer, alert and
/// data cases, a Path stack, an `IdentifiedArray` of rows, effects, and a SwiftUI view.
struct ModernFeatureSource {
  let text: String

  init(_ index: Int, _ count: Int) {
    let name = "Feature\(index)"
    let detail = "Feature\((index + 1) % count)"
    let edit = "Feature\((index + 2) % count)"
    let pushed = "Feature\((index + 5) % count)"
    text = """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct \(name) {
        @Reducer(state: .equatable)
        enum Destination {
          case detail(\(detail))
          case edit(\(edit))
          case alert(AlertState<Alert>)
          enum Alert: Equatable { case confirmDelete, cancel }
        }

        @Reducer
        enum Path {
          case item(\(pushed))
          case info(ItemInfo\(index))
        }

        @ObservableState
        struct State: Equatable {
          @Presents var destination: Destination.State?
          var path = StackState<Path.State>()
          var rows: IdentifiedArrayOf<Row\(index).State> = []
          var title = "Feature \(index)"
          var count = 0
          var isLoading = false
        }

        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case path(StackActionOf<Path>)
          case rows(IdentifiedActionOf<Row\(index)>)
          case detailButtonTapped
          case editButtonTapped
          case deleteButtonTapped
          case loaded(Result<Int, Error>)
          case delegate(Delegate)
          enum Delegate: Equatable { case finished }
        }

        @Dependency(\\.dismiss) var dismiss
        @Dependency(\\.continuousClock) var clock

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .detailButtonTapped:
              state.destination = .detail(\(detail).State())
              return .none
            case .editButtonTapped:
              state.destination = .edit(\(edit).State())
              state.path.append(.info(ItemInfo\(index)(id: \(index), name: state.title)))
              return .none
            case .deleteButtonTapped:
              state.destination = .alert(
                AlertState { TextState("Delete?") } actions: {
                  ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
                })
              return .none
            case .loaded(.success(let count)):
              state.count = count
              state.isLoading = false
              return .run { send in
                try await clock.sleep(for: .seconds(1))
                await send(.delegate(.finished))
                await dismiss()
              }
            case .loaded(.failure), .destination, .path, .rows, .delegate:
              return .none
            }
          }
          .ifLet(\\.$destination, action: \\.destination)
          .forEach(\\.path, action: \\.path)
          .forEach(\\.rows, action: \\.rows) {
            Row\(index)()
          }
        }
      }

      @Reducer
      struct Row\(index) {
        @ObservableState
        struct State: Equatable, Identifiable { let id: Int; var isOn = false }
        enum Action { case toggled }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.isOn.toggle()
            return .none
          }
        }
      }

      struct ItemInfo\(index): Hashable { var id: Int; var name: String }

      struct \(name)View: View {
        @Bindable var store: StoreOf<\(name)>
        var body: some View {
          NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
            List {
              ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                Text("\\(rowStore.id)")
              }
              Button("Detail") { store.send(.detailButtonTapped) }
              Button("Edit") { store.send(.editButtonTapped) }
            }
            .sheet(
              item: $store.scope(state: \\.destination?.detail, action: \\.destination.detail)
            ) {
              \(detail)View(store: $0)
            }
            .popover(item: $store.scope(state: \\.destination?.edit, action: \\.destination.edit)) {
              \(edit)View(store: $0)
            }
            .alert($store.scope(state: \\.destination?.alert, action: \\.destination.alert))
          } destination: { store in
            switch store.case {
            case let .item(store): \(pushed)View(store: store)
            case let .info(info): Text(info.name)
            }
          }
        }
      }

      """
  }
}
