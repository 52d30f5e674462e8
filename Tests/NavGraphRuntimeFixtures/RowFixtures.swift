import NavGraphRuntime

// A row with a timer, and a list of rows integrated with `forEach` over an `IdentifiedArray`.

@Reducer
struct Row {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable { case checkPresented, increment, startTimer, stopTimer, tick }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.isPresented) var isPresented
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkPresented:
        state.log.append("isPresented \(isPresented)")
        return .none
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      }
    }
  }
}

@Reducer
struct Rows {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var log: [String] = []
  }
  enum Action: Equatable {
    case remove(id: Int)
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case let .rows(.element(id, .increment)):
        state.log.append("parent saw \(state.rows[id: id]?.count ?? -1)")
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}
