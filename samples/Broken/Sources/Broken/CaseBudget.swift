import ComposableArchitecture

// A settings screen that routes thirty-one destinations through one enum
// (destination-case-budget, 30 by default): the macro-generated body is slow to type-check,
// and past about 35 cases the compiler gives up.
@Reducer
struct SettingsHub {
  @Reducer
  enum Destination {
    case about(SettingsPage)
    case account(SettingsPage)
    case accessibility(SettingsPage)
    case appearance(SettingsPage)
    case backup(SettingsPage)
    case billing(SettingsPage)
    case calendar(SettingsPage)
    case camera(SettingsPage)
    case contacts(SettingsPage)
    case data(SettingsPage)
    case devices(SettingsPage)
    case display(SettingsPage)
    case export(SettingsPage)
    case family(SettingsPage)
    case focus(SettingsPage)
    case health(SettingsPage)
    case help(SettingsPage)
    case keyboard(SettingsPage)
    case language(SettingsPage)
    case legal(SettingsPage)
    case location(SettingsPage)
    case mail(SettingsPage)
    case messages(SettingsPage)
    case music(SettingsPage)
    case notifications(SettingsPage)
    case photos(SettingsPage)
    case privacy(SettingsPage)
    case security(SettingsPage)
    case sound(SettingsPage)
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
      case about, account, accessibility, appearance, backup, billing, calendar
      case camera, contacts, data, devices, display, export, family
      case focus, health, help, keyboard, language, legal, location
      case mail, messages, music, notifications, photos, privacy, security
      case sound, storage, support
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped(let row):
        state.destination = .page(for: row)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SettingsHub.Destination.State {
  static func page(for row: SettingsHub.Action.Row) -> Self {
    switch row {
    case .about: .about(SettingsPage.State())
    case .account: .account(SettingsPage.State())
    case .accessibility: .accessibility(SettingsPage.State())
    case .appearance: .appearance(SettingsPage.State())
    case .backup: .backup(SettingsPage.State())
    case .billing: .billing(SettingsPage.State())
    case .calendar: .calendar(SettingsPage.State())
    case .camera: .camera(SettingsPage.State())
    case .contacts: .contacts(SettingsPage.State())
    case .data: .data(SettingsPage.State())
    case .devices: .devices(SettingsPage.State())
    case .display: .display(SettingsPage.State())
    case .export: .export(SettingsPage.State())
    case .family: .family(SettingsPage.State())
    case .focus: .focus(SettingsPage.State())
    case .health: .health(SettingsPage.State())
    case .help: .help(SettingsPage.State())
    case .keyboard: .keyboard(SettingsPage.State())
    case .language: .language(SettingsPage.State())
    case .legal: .legal(SettingsPage.State())
    case .location: .location(SettingsPage.State())
    case .mail: .mail(SettingsPage.State())
    case .messages: .messages(SettingsPage.State())
    case .music: .music(SettingsPage.State())
    case .notifications: .notifications(SettingsPage.State())
    case .photos: .photos(SettingsPage.State())
    case .privacy: .privacy(SettingsPage.State())
    case .security: .security(SettingsPage.State())
    case .sound: .sound(SettingsPage.State())
    case .storage: .storage(SettingsPage.State())
    case .support: .support(SettingsPage.State())
    }
  }
}

@Reducer
struct SettingsPage {
  @ObservableState
  struct State: Equatable {}
  enum Action { case doneTapped }
}
