import NavGraphRuntime

// Features for the lifetime statements (identity, ordering, lazy detection, sends that arrive
// too late or too early): `Timed` counts ticks of a timer and can dismiss itself in several
// ways; `LifetimeHost` presents and pushes it, and can remove it before or after the operators.

@Reducer
struct Timed {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable {
    case close, closeThenTick, closeTwice, ping, pong, rename, startAndLeave, startTimer, tick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .close:
        return .run { _ in await dismiss() }
      case .closeThenTick:
        // P-31: the dismissal cancels this effect, so the send after it is dropped.
        return .run { send in
          await dismiss()
          await send(.tick)
        }
      case .closeTwice:
        return .run { _ in
          await dismiss()
          await dismiss()
        }
      case .ping:
        return .send(.pong)
      case .pong:
        return .none
      case .rename:
        state.id += 100
        return .none
      case .startAndLeave, .startTimer:
        return ticking(.tick, on: clock)
      case .tick:
        state.count += 1
        return .none
      }
    }
  }
}

/// Sends `tick` every second of `clock` until cancelled.
func ticking<Action: Sendable>(_ tick: Action, on clock: any Clock<Duration>) -> Effect<Action> {
  .run { send in
    for await _ in clock.timer(interval: .seconds(1)) { await send(tick) }
  }
}

/// A timer child whose state is not `Identifiable`: its identity is its field and type alone.
@Reducer
struct PlainTimed {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case startTimer, tick }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return ticking(.tick, on: clock)
      case .tick:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
struct LifetimeHost {
  struct State: Equatable {
    @Presents var child: Timed.State? = nil
    @Presents var other: Timed.State? = nil
    @Presents var plain: PlainTimed.State? = nil
    var path = StackState<Timed.State>()
    var log: [String] = []
  }
  enum Action: Equatable {
    case child(PresentationAction<Timed.Action>)
    case other(PresentationAction<Timed.Action>)
    case plain(PresentationAction<PlainTimed.Action>)
    case path(StackActionOf<Timed>)
    /// Removes every child in a reducer that runs before the operators.
    case clearBefore
    /// Removes every child in a reducer that runs after the operators.
    case clearAfter
    case noop
    /// Replaces the child in a reducer that runs before the operators.
    case replaceBefore(id: Int)
    /// Replaces the whole `PresentationState` and `StackState` before the operators.
    case resetBefore
    case parentEcho
    case present(id: Int)
    case presentOther(id: Int)
    case presentPlain(count: Int)
    case push(id: Int)
    case replaceFirst(id: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearBefore:
        Self.clear(&state)
      case let .replaceBefore(id):
        state.child = Timed.State(id: id)
      case .resetBefore:
        state.$child = PresentationState(wrappedValue: nil)
        state.path = StackState()
      default:
        break
      }
      return .none
    }
    Reduce { state, action in
      switch action {
      case .child(.presented(.ping)), .path(.element(_, .ping)):
        return .send(.parentEcho)
      case .child(.presented(.startAndLeave)):
        state.child = nil
        return .none
      case let .path(.element(id, .startAndLeave)):
        state.path.pop(from: id)
        return .none
      case .parentEcho:
        state.log.append("parent echo")
        return .none
      case let .present(id):
        state.child = Timed.State(id: id)
        return .none
      case let .presentOther(id):
        state.other = Timed.State(id: id)
        return .none
      case let .presentPlain(count):
        state.plain = PlainTimed.State(count: count)
        return .none
      case let .push(id):
        state.path.append(Timed.State(id: id))
        return .none
      case let .replaceFirst(id):
        if let first = state.path.ids.first { state.path[id: first] = Timed.State(id: id) }
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Timed() }
    .ifLet(\.$other, action: \.other) { Timed() }
    .ifLet(\.$plain, action: \.plain) { PlainTimed() }
    .forEach(\.path, action: \.path) { Timed() }
    Reduce { state, action in
      if action == .clearAfter { Self.clear(&state) }
      return .none
    }
  }

  private static func clear(_ state: inout State) {
    state.child = nil
    state.path.removeAll()
  }
}

/// Keeps the `send` of an effect after the effect returned.
final class EscapedSend: @unchecked Sendable {
  var send: Send<Escaper.Action>?
}

@Reducer
struct Escaper {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case bump, escape }
  let escaped: EscapedSend
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.count += 1
        return .none
      case .escape:
        return .run { [escaped] send in escaped.send = send }
      }
    }
  }
}

/// Lets a reducer reach the store running it, to send into it while reducing.
@MainActor
final class StoreHandle: @unchecked Sendable {
  weak var store: StoreOf<Reentrant>?
}

@Reducer
struct Reentrant {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case first, second }
  let handle: StoreHandle
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append("\(action)")
      if action == .first {
        MainActor.assumeIsolated { _ = handle.store?.send(.second) }
      }
      return .none
    }
  }
}

/// Collects how many running effects each observed action cancelled.
final class CancellationLog: NavigationObserver {
  private(set) var cancelled: [Int] = []
  func storeDidReduce(_ event: NavigationEvent) {
    cancelled.append(event.step.effectsCancelled)
  }
}
