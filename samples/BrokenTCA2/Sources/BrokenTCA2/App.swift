import ComposableArchitecture2
import SwiftUI

// The app's entry: what it reaches is not an orphan.
@Feature
struct AppFeature {
  struct State {
    var inventory = Inventory.State()
    var catalog = Catalog.State()
    var settings = Settings.State()
  }
  enum Action {
    case inventory(Inventory.Action)
    case catalog(Catalog.Action)
    case settings(Settings.Action)
  }
  var body: some Feature {
    Scope(\.inventory, action: \.inventory) { Inventory() }
    Scope(\.catalog, action: \.catalog) { Catalog() }
    Scope(\.settings, action: \.settings) { Settings() }
  }
}

@main
struct BrokenApp: App {
  let store = Store(initialState: AppFeature.State()) { AppFeature() }
  var body: some Scene { WindowGroup { Text("") } }
}
