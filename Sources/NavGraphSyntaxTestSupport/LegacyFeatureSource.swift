/// One pre-macro feature of the synthetic corpus: `Reducer` conformance, a hand-written
/// Destination reducer scoped with case paths, `@PresentationState`, and the older
/// `.sheet(store:state:action:)` view modifiers.
struct LegacyFeatureSource {
  let text: String

  init(_ index: Int, _ count: Int) {
    let name = "Feature\(index)"
    let add = "Feature\((index + 3) % count)"
    let child = "Feature\((index + 4) % count)"
    text = """
      import ComposableArchitecture
      import SwiftUI

      struct \(name): Reducer {
        struct State: Equatable {
          @PresentationState var destination: Destination.State?
          var child: \(child).State?
          var items: [String] = []
          var query = ""
        }

        enum Action: Equatable {
          case destination(PresentationAction<Destination.Action>)
          case child(\(child).Action)
          case addButtonTapped
          case queryChanged(String)
          case deleteTapped(String)
        }

        struct Destination: Reducer {
          enum State: Equatable {
            case addItem(\(add).State)
            case alert(AlertState<Action.Alert>)
          }
          enum Action: Equatable {
            case addItem(\(add).Action)
            case alert(Alert)
            enum Alert: Equatable { case confirmDeletion(String) }
          }
          var body: some ReducerOf<Self> {
            Scope(state: /State.addItem, action: /Action.addItem) {
              \(add)()
            }
          }
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .addButtonTapped:
              state.destination = .addItem(\(add).State())
              return .none
            case let .queryChanged(query):
              state.query = query
              state.child = \(child).State()
              return .none
            case let .deleteTapped(item):
              state.destination = .alert(
                AlertState {
                  TextState("Delete \\(item)?")
                } actions: {
                  ButtonState(role: .destructive, action: .confirmDeletion(item)) {
                    TextState("Delete")
                  }
                }
              )
              return .none
            case let .destination(.presented(.alert(.confirmDeletion(item)))):
              state.items.removeAll { $0 == item }
              return .none
            case .destination, .child:
              return .none
            }
          }
          .ifLet(\\.$destination, action: /Action.destination) {
            Destination()
          }
          .ifLet(\\.child, action: /Action.child) {
            \(child)()
          }
        }
      }

      struct \(name)LegacyView: View {
        let store: StoreOf<\(name)>

        var body: some View {
          WithViewStore(self.store, observe: { $0 }) { viewStore in
            List {
              ForEach(viewStore.items, id: \\.self) { item in
                Button(item) { viewStore.send(.deleteTapped(item)) }
              }
              TextField(
                "Search", text: viewStore.binding(get: \\.query, send: { .queryChanged($0) }))
            }
            .toolbar {
              Button("Add") { viewStore.send(.addButtonTapped) }
            }
          }
          .sheet(
            store: self.store.scope(state: \\.$destination, action: { .destination($0) }),
            state: /\(name).Destination.State.addItem,
            action: \(name).Destination.Action.addItem
          ) { store in
            NavigationStack { Text("Add") }
          }
          .alert(
            store: self.store.scope(state: \\.$destination, action: { .destination($0) }),
            state: /\(name).Destination.State.alert,
            action: \(name).Destination.Action.alert
          )
        }
      }

      """
  }
}
