import ComposableArchitecture

// A settings screen that routes thirteen destinations through one enum
// (destination-case-budget, 12 by default): the macro-generated body is slow to type-check.
@Reducer
struct SettingsHub {
  @Reducer
  enum Destination {
    case account(SettingsPage)
    case billing(SettingsPage)
    case devices(SettingsPage)
    case export(SettingsPage)
    case family(SettingsPage)
    case help(SettingsPage)
    case language(SettingsPage)
    case legal(SettingsPage)
    case notifications(SettingsPage)
    case privacy(SettingsPage)
    case security(SettingsPage)
    case storage(SettingsPage)
    case support(SettingsPage)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case rowTapped(Row)
    enum Row {
      case account, billing, devices, export, family, help, language
      case legal, notifications, privacy, security, storage, support
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(.account):
        state.destination = .account(SettingsPage.State())
        return .none
      case .rowTapped(.billing):
        state.destination = .billing(SettingsPage.State())
        return .none
      case .rowTapped(.devices):
        state.destination = .devices(SettingsPage.State())
        return .none
      case .rowTapped(.export):
        state.destination = .export(SettingsPage.State())
        return .none
      case .rowTapped(.family):
        state.destination = .family(SettingsPage.State())
        return .none
      case .rowTapped(.help):
        state.destination = .help(SettingsPage.State())
        return .none
      case .rowTapped(.language):
        state.destination = .language(SettingsPage.State())
        return .none
      case .rowTapped(.legal):
        state.destination = .legal(SettingsPage.State())
        return .none
      case .rowTapped(.notifications):
        state.destination = .notifications(SettingsPage.State())
        return .none
      case .rowTapped(.privacy):
        state.destination = .privacy(SettingsPage.State())
        return .none
      case .rowTapped(.security):
        state.destination = .security(SettingsPage.State())
        return .none
      case .rowTapped(.storage):
        state.destination = .storage(SettingsPage.State())
        return .none
      case .rowTapped(.support):
        state.destination = .support(SettingsPage.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct SettingsPage {
  @ObservableState
  struct State: Equatable {}
  enum Action { case doneTapped }
}
