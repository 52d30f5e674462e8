import NavGraph
import Testing
@testable import StackExplorer

/// StackExplorer's root with one more `Path` case and no other edit: no list of destinations
/// is kept anywhere, so the reflected graph gains exactly that case.
@Reducer
struct ExtendedRootFeature {
  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case counter(CounterFeature)
    case numberFact(NumberFactFeature)
    case primeNumber(PrimeNumberFeature)
    case settings(SettingsFeature)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path)
  }
}

@Reducer
struct SettingsFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Suite struct AddedCaseTests {
  @Test func aCaseAddedToPathIsOneMoreStackEdge() {
    func summary(_ graph: NavigationGraph) -> Set<String> {
      Set(graph.edges.map { "\($0.kind.rawValue) \($0.field ?? "") \($0.case ?? "") \($0.to)" })
    }
    let original = summary(StackExplorerSample.root.graph())
    let extended = summary(NavigationGraph(reflecting: ExtendedRootFeature()))
    #expect(extended.subtracting(original) == ["stack path settings SettingsFeature"])
    #expect(original.subtracting(extended).isEmpty)
  }
}
