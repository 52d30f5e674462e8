import NavGraphRuntime

// Small features for the statement tests of docs/runtime-semantics.md's sections 1–3 and 5–6,
// beside `Parent`/`Child` (PresentationFixtures), `StackParent` (StackFixtures) and `Rows`
// (RowFixtures).

enum HostAlert: Equatable { case confirm, other }

/// An enum destination (a child, an alert, a dialog) presented by a parent that logs what it
/// sees, so tests can tell the order in which things ran.
@Reducer
struct DestinationHost {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case replaceAlert
    case showAlert
    case showChild(id: Int)
    case showDialog
  }
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<HostAlert>)
    case child(Child)
    case dialog(ConfirmationDialogState<HostAlert>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.confirm))):
        state.log.append("parent saw alert \(state.destination != nil)")
        return .none
      case .destination(.presented(.alert(.other))):
        // P-44: replacing the alert while handling its action keeps the new one.
        state.destination = .alert(Self.alert)
        return .none
      case let .destination(.presented(.child(childAction))):
        state.log.append("parent saw \(childAction)")
        return .none
      case .destination:
        return .none
      case .replaceAlert:
        state.destination = .alert(Self.alert)
        return .none
      case .showAlert:
        state.destination = .alert(Self.alert)
        return .none
      case let .showChild(id):
        state.destination = .child(Child.State(id: id))
        return .none
      case .showDialog:
        state.destination = .dialog(
          ConfirmationDialogState { TextState("Pick") } actions: {
            ButtonState(action: .confirm) { TextState("OK") }
          })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  static var alert: AlertState<HostAlert> {
    AlertState { TextState("Sure?") } actions: {
      ButtonState(action: .confirm) { TextState("OK") }
      ButtonState(action: .other) { TextState("Other") }
    }
  }
}

/// A plain optional child (`ifLet` over `Child.State?`, not `@Presents`).
@Reducer
struct OptionalHost {
  struct State: Equatable {
    var child: Child.State?
    var alert: AlertState<HostAlert>?
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(HostAlert)
    case child(Child.Action)
    case clearChild
    case showAlert
    case showChild(id: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case let .child(childAction):
        state.log.append("parent saw \(childAction), child \(state.child?.count ?? -1)")
        return .none
      case .clearChild:
        state.child = nil
        return .none
      case .showAlert:
        state.alert = DestinationHost.alert
        return .none
      case let .showChild(id):
        state.child = Child.State(id: id)
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
    .ifLet(\.alert, action: \.alert)
  }
}

/// Enum state with one child case (`ifCaseLet`).
@Reducer
struct ModeFeature {
  enum State: Equatable {
    case idle
    case counting(Child.State)
  }
  enum Action: Equatable {
    case counting(Child.Action)
    case setIdle
    case startCounting(id: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counting:
        return .none
      case .setIdle:
        state = .idle
        return .none
      case let .startCounting(id):
        state = .counting(Child.State(id: id))
        return .none
      }
    }
    .ifCaseLet(\.counting, action: \.counting) { Child() }
  }
}

/// A presented feature that presents a `Child` in turn (for nested dismissal).
@Reducer
struct Middle {
  struct State: Equatable, Identifiable {
    var id = 0
    @Presents var child: Child.State? = nil
  }
  enum Action: Equatable {
    case child(PresentationAction<Child.Action>)
    case close
    case showChild
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: return .none
      case .close:
        return .run { _ in await dismiss() }
      case .showChild:
        state.child = Child.State(id: 9)
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }
}

@Reducer
struct Top {
  struct State: Equatable {
    @Presents var middle: Middle.State? = nil
  }
  enum Action: Equatable {
    case middle(PresentationAction<Middle.Action>)
    case showMiddle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .middle: return .none
      case .showMiddle:
        state.middle = Middle.State()
        return .none
      }
    }
    .ifLet(\.$middle, action: \.middle) { Middle() }
  }
}

/// Reads `isPresented` where it runs.
@Reducer
struct PresenceProbe {
  struct State: Equatable, Identifiable {
    var id = 0
    var seen: [Bool] = []
  }
  enum Action: Equatable { case probe }
  @Dependency(\.isPresented) var isPresented
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen.append(isPresented)
      return .none
    }
  }
}

@Reducer
struct PresenceHost {
  struct State: Equatable {
    @Presents var presented: PresenceProbe.State? = nil
    var path = StackState<PresenceProbe.State>()
    var scoped = PresenceProbe.State()
  }
  enum Action: Equatable {
    case path(StackActionOf<PresenceProbe>)
    case presented(PresentationAction<PresenceProbe.Action>)
    case scoped(PresenceProbe.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.scoped, action: \.scoped) { PresenceProbe() }
    EmptyReducer()
      .ifLet(\.$presented, action: \.presented) { PresenceProbe() }
      .forEach(\.path, action: \.path) { PresenceProbe() }
  }
}

/// `.send` follow-ups (reduced in the same `send`), and an effect that throws.
@Reducer
struct Echo {
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action: Equatable { case fail, ping, pong }
  struct Boom: Error {}
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fail:
        return .run { _ in throw Boom() }
      case .ping:
        state.log.append("ping")
        return .send(.pong)
      case .pong:
        state.log.append("pong")
        return .none
      }
    }
  }
}

/// A stack of `Row`s (cancellable timers) whose parent logs and can drop the first element.
@Reducer
struct RowStack {
  struct State: Equatable {
    var path = StackState<Row.State>()
    var log: [String] = []
  }
  enum Action: Equatable {
    case path(StackActionOf<Row>)
    case removeFirst
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .increment)):
        state.log.append("parent saw \(state.path[id: id]?.count ?? -1)")
        return .none
      case .path:
        return .none
      case .removeFirst:
        state.path.removeFirst()
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Row() }
  }
}

/// An alert presented with `@Presents` and an `ifLet` that has no destination reducer (P-26).
@Reducer
struct AlertOnly {
  struct State: Equatable {
    @Presents var alert: AlertState<HostAlert>? = nil
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(PresentationAction<HostAlert>)
    case showAlert
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirm)):
        state.log.append("confirmed")
        return .none
      case .alert:
        return .none
      case .showAlert:
        state.alert = DestinationHost.alert
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// A `@Reducer enum` with a case the macro must leave alone (N-5).
@Reducer(state: .equatable)
enum IgnoringDestination {
  case child(Child)
  @ReducerCaseIgnored
  case note(String)
}
