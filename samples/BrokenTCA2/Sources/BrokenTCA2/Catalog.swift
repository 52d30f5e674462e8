import ComposableArchitecture2
import SwiftUI

// stack-dismiss-style: the stack is shown by `NavigationStack(path:)` but its `forEach` keeps
// the default `.list` dismiss style, so dismissing a screen leaves the ones above it.
// unreachable-path-case: nothing pushes `archive`.
@Feature
struct Catalog {
  @Feature
  enum Path {
    case product(Product)
    case archive(Archive)
  }

  struct State { var path: [Path.State] = [] }
  enum Action {
    case path(Path.State.ID, Path.Action)
    case productTapped
  }

  var body: some Feature {
    Update { state, action in
      if case .productTapped = action { state.path.append(.product(Product.State())) }
    }
    .forEach(\.path, action: \.path) { Path.body }
  }
}

struct CatalogView: View {
  @Bindable var store: StoreOf<Catalog>
  var body: some View {
    NavigationStack(path: $store.scope(\.path, action: \.path)) {
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
