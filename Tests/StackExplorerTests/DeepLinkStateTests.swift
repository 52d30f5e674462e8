import NavGraph
import Testing

@testable import StackExplorer

/// The states `navviz paths samples/StackExplorer --all --swift` prints
/// (Tests/NavvizCLITests/Golden/paths/stackexplorer-inventory-swift.swift) compile as written
/// and reach the destination they name: the deep-link state is real Swift, not a sketch.
@MainActor
struct DeepLinkStateTests {
  @Test func everyPathCaseAsPrinted() {
    let states = [
      RootFeature.State(path: StackState([.counter(CounterFeature.State())])),
      RootFeature.State(path: StackState([.numberFact(NumberFactFeature.State())])),
      RootFeature.State(path: StackState([.primeNumber(PrimeNumberFeature.State())])),
    ]
    #expect(states.map(\.path.count) == [1, 1, 1])
    guard case .numberFact? = states[1].path.first else {
      Issue.record("the numberFact route builds a numberFact screen")
      return
    }
  }
}
