import ComposableArchitecture2
import SwiftUI

// The app's entry: what it reaches is not an orphan.
@Feature
struct AppFeature {
  struct State {
    var inventory = Inventory.State()
    var catalog = Catalog.State()
    var settings = Settings.State()
    var notes = Notes.State()
  }
  enum Action {
    case inventory(Inventory.Action)
    case catalog(Catalog.Action)
    case settings(Settings.Action)
    case notes(Notes.Action)
  }
  var body: some Feature {
    Scope(\.inventory) { Inventory() }
    Scope(\.catalog) { Catalog() }
    Scope(\.settings) { Settings() }
    Scope(\.notes) { Notes() }
  }
}

@main
struct BrokenApp: App {
  let store = Store(initialState: AppFeature.State()) { AppFeature() }
  var body: some Scene { WindowGroup { Text("") } }
}
