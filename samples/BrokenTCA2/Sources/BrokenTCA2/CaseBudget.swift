import ComposableArchitecture2

// destination-case-budget: 13 destinations in one enum, over the default budget of 12.
@Feature
struct Settings {
  @Feature
  enum Destination {
    case account(Page), appearance(Page), billing(Page), devices(Page), export(Page)
    case help(Page), language(Page), legal(Page), notifications(Page), privacy(Page)
    case security(Page), storage(Page), sync(Page)
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
      case 0: state.destination = .account(Page.State())
      case 1: state.destination = .appearance(Page.State())
      case 2: state.destination = .billing(Page.State())
      case 3: state.destination = .devices(Page.State())
      case 4: state.destination = .export(Page.State())
      case 5: state.destination = .help(Page.State())
      case 6: state.destination = .language(Page.State())
      case 7: state.destination = .legal(Page.State())
      case 8: state.destination = .notifications(Page.State())
      case 9: state.destination = .privacy(Page.State())
      case 10: state.destination = .security(Page.State())
      case 11: state.destination = .storage(Page.State())
      default: state.destination = .sync(Page.State())
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

@Feature struct Page {}
