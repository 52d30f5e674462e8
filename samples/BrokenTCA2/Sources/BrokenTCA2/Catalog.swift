import ComposableArchitecture2
import SwiftUI

// stack-dismiss-style: the stack is shown by `NavigationStack(path:)` but its `forEach` keeps
// the default `.list` dismiss style, so dismissing a screen leaves the ones above it.
// unreachable-path-case: the list posts `product` as an event; nothing pushes `archive`.
@Feature
struct Catalog {
  @Feature
  enum Path {
    case product(Product)
    case archive(Archive)
  }

  struct State {
    var list = CatalogList.State()
    var path: [Path.State] = []
  }
  enum Action {
    case list(CatalogList.Action)
    case path(Path.State.ID, Path.Action)
  }

  var body: some Feature {
    Scope(\.list) { CatalogList() }
    EmptyFeature()
      .forEach(\.path) { Path.body }
      .onEvent(CatalogPush.self) { value, state in state.path.append(value) }
  }
}

enum CatalogPush: FeatureEventKey {
  typealias Value = Catalog.Path.State
}

@Feature
struct CatalogList {
  struct State {}
  enum Action { case productTapped }
  var body: some Feature {
    Update { _, _ in
      store.addTask { try store.post(key: CatalogPush.self, value: .product(Product.State())) }
    }
  }
}

struct CatalogView: View {
  @Bindable var store: StoreOf<Catalog>
  var body: some View {
    NavigationStack(path: $store.scope(\.path)) {
      Text("Catalog")
        .navigationDestination(for: Catalog.Path.StoreEnumeration.self) { store in
          switch store {
          case let .product(store): ProductView(store: store)
          case let .archive(store): ArchiveView(store: store)
          }
        }
    }
  }
}

@Feature struct Product {}
@Feature struct Archive {}
