import Foundation

/// A small app in two files, and one edit of it per kind of change `navviz diff` reports:
/// `AppFeature` presents `DetailFeature` (pushed) and `SettingsFeature` (a sheet) through its
/// `Destination` enum.
enum DiffFixtures {
  static let app = #"""
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct AppFeature {
      @Reducer
      enum Destination {
        case detail(DetailFeature)
        case settings(SettingsFeature)
      }

      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }

      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case detailTapped
        case settingsTapped
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .detailTapped:
            state.destination = .detail(DetailFeature.State())
            return .none
          case .settingsTapped:
            state.destination = .settings(SettingsFeature.State())
            return .none
          case .destination:
            return .none
          }
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }

    struct AppView: View {
      @Bindable var store: StoreOf<AppFeature>

      var body: some View {
        NavigationStack {
          Text("App")
            .navigationDestination(
              item: $store.scope(state: \.destination?.detail, action: \.destination.detail)
            ) { store in DetailView(store: store) }
            .sheet(
              item: $store.scope(state: \.destination?.settings, action: \.destination.settings)
            ) { store in SettingsView(store: store) }
          Button("Detail") { store.send(.detailTapped) }
          Button("Settings") { store.send(.settingsTapped) }
        }
      }
    }

    """#

  static let children = #"""
    import ComposableArchitecture

    @Reducer
    struct DetailFeature {
      @ObservableState
      struct State {}
      enum Action {}
    }

    @Reducer
    struct SettingsFeature {
      @ObservableState
      struct State {}
      enum Action {}
    }

    """#

  static let onboarding = #"""

    @Reducer
    struct OnboardingFeature {
      @ObservableState
      struct State {}
      enum Action {}
    }

    """#

  /// The app's files by path, after `edits` (old text → new text, each must be there).
  static func files(_ edits: [(String, String)] = []) -> [String: String] {
    var files = ["Sources/App/AppFeature.swift": app, "Sources/App/Children.swift": children]
    for (old, new) in edits {
      let matching = files.filter { $0.value.contains(old) }
      precondition(!matching.isEmpty, "no fixture holds \(old)")
      for (path, text) in matching { files[path] = text.replacingOccurrences(of: old, with: new) }
    }
    return files
  }

  /// One edit per kind of change (the removals are the additions the other way round).
  static let featureAdded: [(String, String)] = [
    (
      "struct SettingsFeature {\n  @ObservableState\n  struct State {}\n  enum Action {}\n}\n",
      "struct SettingsFeature {\n  @ObservableState\n  struct State {}\n  enum Action {}\n}\n"
        + onboarding
    )
  ]
  static let featureRenamed = [("DetailFeature", "ItemDetailFeature")]
  static let edgeAdded = [
    (
      "    case settings(SettingsFeature)\n",
      "    case settings(SettingsFeature)\n    case help(SettingsFeature)\n"
    ),
    ("    case settingsTapped\n", "    case settingsTapped\n    case helpTapped\n"),
    (
      "      case .destination:\n",
      "      case .helpTapped:\n        state.destination = .help(SettingsFeature.State())\n"
        + "        return .none\n      case .destination:\n"
    ),
  ]
  static let edgeRestyled = [(".sheet(", ".fullScreenCover(")]
  /// Settings moves out of the enum into an optional child of its own.
  static let edgeKindChanged = [
    ("    case settings(SettingsFeature)\n", ""),
    (
      "    @Presents var destination: Destination.State?\n",
      "    @Presents var destination: Destination.State?\n"
        + "    @Presents var settings: SettingsFeature.State?\n"
    ),
    (
      "    case destination(PresentationAction<Destination.Action>)\n",
      "    case destination(PresentationAction<Destination.Action>)\n"
        + "    case settings(PresentationAction<SettingsFeature.Action>)\n"
    ),
    (
      "state.destination = .settings(SettingsFeature.State())",
      "state.settings = SettingsFeature.State()"
    ),
    ("      case .destination:\n", "      case .destination, .settings:\n"),
    (
      ".ifLet(\\.$destination, action: \\.destination)\n",
      ".ifLet(\\.$destination, action: \\.destination)\n"
        + "    .ifLet(\\.$settings, action: \\.settings) { SettingsFeature() }\n"
    ),
    (
      "state: \\.destination?.settings, action: \\.destination.settings",
      "state: \\.settings, action: \\.settings"
    ),
  ]
  /// The detail screen's case goes: nothing reaches DetailFeature any more.
  static let reachabilityLost = [
    ("    case detail(DetailFeature)\n", ""),
    ("        state.destination = .detail(DetailFeature.State())\n", ""),
    (
      """
              .navigationDestination(
                item: $store.scope(state: \\.destination?.detail, action: \\.destination.detail)
              ) { store in DetailView(store: store) }

      """, ""
    ),
  ]
  /// Nothing sets the settings case any more: lint finds the case unreachable.
  static let findingNew = [
    ("        state.destination = .settings(SettingsFeature.State())\n", "")
  ]
}
