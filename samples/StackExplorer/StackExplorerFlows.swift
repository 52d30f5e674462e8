import NavGraph

/// Flows `navviz run --sample StackExplorer --flow NAME` executes and traces.
///
/// Element ids are read from the state: `StackElementID` literals are for tests only.
enum StackExplorerFlows {
  static let all: [NavvizFlow<RootFeature>] = [pushAndPop, popToRoot, followLinks]

  static let pushAndPop = NavvizFlow<RootFeature>(
    "push-and-pop", summary: "push two counters, one from the other, and pop back to the first",
    initialState: { RootFeature.State() }
  ) { store in
    store.send(.goToCounterButtonTapped)
    let first = store.state.path.ids[0]
    store.send(.path(.element(id: first, action: .counter(.incrementButtonTapped))))
    store.send(.path(.element(id: first, action: .counter(.delegate(.goToCounter(1))))))
    store.send(.path(.popFrom(id: store.state.path.ids[1])))
  }

  static let popToRoot = NavvizFlow<RootFeature>(
    "pop-to-root", summary: "push three counters, then pop them all at once",
    initialState: { RootFeature.State() }
  ) { store in
    store.send(.goToCounterButtonTapped)
    for index in 0..<2 {
      let top = store.state.path.ids[index]
      store.send(.path(.element(id: top, action: .counter(.delegate(.goToCounter(index + 1))))))
    }
    store.send(.path(.popFrom(id: store.state.path.ids[0])))
  }

  /// The episode's views push with `NavigationLink(state:)`: a counter from the root, then a
  /// number fact and a prime-number check of the counter's count. `push(_:onto:)` sends the
  /// `.push(id:state:)` a link sends.
  static let followLinks = NavvizFlow<RootFeature>(
    "follow-links", summary: "follow the links to a counter, its number fact and its prime check",
    initialState: { RootFeature.State() }
  ) { store in
    store.push(.counter(CounterFeature.State(count: 7)), onto: \.path)
    store.push(.numberFact(NumberFactFeature.State(number: 7)), onto: \.path)
    await store.send(.path(.element(id: store.state.path.ids[1], action: .numberFact(.factButtonTapped)))).finish()
    store.push(.primeNumber(PrimeNumberFeature.State(number: 7)), onto: \.path)
    store.send(.path(.element(id: store.state.path.ids[2], action: .primeNumber(.isPrimeButtonTapped))))
    store.send(.path(.popFrom(id: store.state.path.ids[1])))
  }
}
