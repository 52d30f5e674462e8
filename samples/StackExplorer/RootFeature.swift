// The stack episode's root feature: a `Path` of counter, number-fact and prime-number features,
// the count summed across the stack, a counter timer that dismisses itself at 100, and "load and
// go to counter". Written against TCA 1.x's final API (the episode used beta spellings).
import NavGraph

@Reducer
struct RootFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()

    /// The count of every counter on the stack.
    var sum: Int {
      path.reduce(0) { sum, element in
        guard case let .counter(counter) = element else { return sum }
        return sum + counter.count
      }
    }
  }

  enum Action: Equatable {
    case goToCounterButtonTapped
    case path(StackActionOf<Path>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Path {
    case counter(CounterFeature)
    case numberFact(NumberFactFeature)
    case primeNumber(PrimeNumberFeature)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .goToCounterButtonTapped:
        state.path.append(.counter(CounterFeature.State()))
        return .none
      case let .path(.element(id: _, action: .counter(.delegate(.goToCounter(count))))):
        state.path.append(.counter(CounterFeature.State(count: count)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var isTimerOn = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case delegate(Delegate)
    case incrementButtonTapped
    case loadAndGoToCounterButtonTapped
    case loadResponse
    case timerTick
    case toggleTimerButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case goToCounter(Int)
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .delegate:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .loadAndGoToCounterButtonTapped:
        state.isLoading = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(2))
          await send(.loadResponse)
        }
      case .loadResponse:
        state.isLoading = false
        return .send(.delegate(.goToCounter(state.count)))
      case .timerTick:
        state.count += 1
        if state.count >= 100 {
          return .run { _ in await self.dismiss() }
        }
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        if state.isTimerOn {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      }
    }
  }
}

@Reducer
struct NumberFactFeature {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var fact: String?
  }
  enum Action: Equatable {
    case factButtonTapped
    case factResponse(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        let number = state.number
        return .run { send in await send(.factResponse("\(number) is a good number.")) }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@Reducer
struct PrimeNumberFeature {
  @ObservableState
  struct State: Equatable {
    var number = 0
    var isPrime: Bool?
  }
  enum Action: Equatable {
    case isPrimeButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .isPrimeButtonTapped:
        let n = state.number
        state.isPrime = n > 1 && (2..<max(2, n)).allSatisfy { n % $0 != 0 }
        return .none
      }
    }
  }
}
