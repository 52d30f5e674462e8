import ComposableArchitecture2

// destination-case-budget: 31 destinations in one enum, over the default budget of 30.
// (Written in the beta's older spelling, `action:` beside the key path, as files mid-beta are.)
@Feature
struct Settings {
  @Feature
  enum Destination {
    case about(Page), account(Page), accessibility(Page), appearance(Page), backup(Page)
    case billing(Page), calendar(Page), camera(Page), contacts(Page), data(Page)
    case devices(Page), display(Page), export(Page), family(Page), focus(Page)
    case health(Page), help(Page), keyboard(Page), language(Page), legal(Page)
    case location(Page), mail(Page), messages(Page), music(Page), notifications(Page)
    case photos(Page), privacy(Page), security(Page), sound(Page), storage(Page)
    case support(Page)
  }

  struct State { var destination: Destination.State? }
  enum Action {
    case destination(Destination.Action)
    case open(Int)
  }

  var body: some Feature {
    Update { state, action in
      guard case let .open(page) = action else { return }
      switch page {
      case 0: state.destination = .about(Page.State())
      case 1: state.destination = .account(Page.State())
      case 2: state.destination = .accessibility(Page.State())
      case 3: state.destination = .appearance(Page.State())
      case 4: state.destination = .backup(Page.State())
      case 5: state.destination = .billing(Page.State())
      case 6: state.destination = .calendar(Page.State())
      case 7: state.destination = .camera(Page.State())
      case 8: state.destination = .contacts(Page.State())
      case 9: state.destination = .data(Page.State())
      case 10: state.destination = .devices(Page.State())
      case 11: state.destination = .display(Page.State())
      case 12: state.destination = .export(Page.State())
      case 13: state.destination = .family(Page.State())
      case 14: state.destination = .focus(Page.State())
      case 15: state.destination = .health(Page.State())
      case 16: state.destination = .help(Page.State())
      case 17: state.destination = .keyboard(Page.State())
      case 18: state.destination = .language(Page.State())
      case 19: state.destination = .legal(Page.State())
      case 20: state.destination = .location(Page.State())
      case 21: state.destination = .mail(Page.State())
      case 22: state.destination = .messages(Page.State())
      case 23: state.destination = .music(Page.State())
      case 24: state.destination = .notifications(Page.State())
      case 25: state.destination = .photos(Page.State())
      case 26: state.destination = .privacy(Page.State())
      case 27: state.destination = .security(Page.State())
      case 28: state.destination = .sound(Page.State())
      case 29: state.destination = .storage(Page.State())
      default: state.destination = .support(Page.State())
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

@Feature struct Page {}
