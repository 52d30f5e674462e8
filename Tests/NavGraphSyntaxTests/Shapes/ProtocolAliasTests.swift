import NavGraphCore
import NavGraphSyntax
import Testing

/// A reducer protocol reached through a typealias: `typealias FeatureReducer = Reducer` (TCA's
/// protocol under the app's name), or an alias of the app's own reducer protocol. A type
/// conforming through one is a reducer, even when it is itself named `Reducer` inside its
/// feature's namespace, where the alias's `Reducer` is not it.
@Suite struct ProtocolAliasTests {
  static func source(aliases: String, conformance: String) -> String {
    """
    import ComposableArchitecture

    \(aliases)

    enum HistoryFeature {
      struct State: Equatable {
        @PresentationState var detail: DetailFeature.Reducer.State?
      }
      enum Action: Equatable {
        case detail(PresentationAction<DetailFeature.Reducer.Action>)
      }
      struct Reducer: \(conformance) {
        typealias State = HistoryFeature.State
        typealias Action = HistoryFeature.Action
        var body: some ReducerOf<Self> {
          EmptyReducer()
            .ifLet(\\.$detail, action: /Action.detail) { DetailFeature.Reducer() }
        }
      }
    }

    enum DetailFeature {
      struct Reducer: \(conformance) {
        struct State: Equatable {}
        enum Action: Equatable { case close }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
    }
    """
  }

  static let spellings: [(aliases: String, conformance: String)] = [
    ("typealias FeatureReducer = Reducer", "FeatureReducer"),
    ("typealias FeatureReducer = ComposableArchitecture.Reducer", "FeatureReducer"),
    ("protocol Screen: Reducer {}\ntypealias FeatureReducer = Screen", "FeatureReducer"),
    ("typealias Base = Reducer\nprotocol Screen: Base {}", "Screen"),
  ]

  @Test(arguments: spellings.indices)
  func aTypeConformingThroughAnAliasIsAReducer(_ index: Int) {
    let (aliases, conformance) = Self.spellings[index]
    let scan = ShapeScan.scan(Self.source(aliases: aliases, conformance: conformance))
    #expect(
      scan.graph.features.map(\.name).sorted()
        == ["DetailFeature.Reducer", "HistoryFeature.Reducer"], "\(aliases)")
    #expect(
      ShapeScan.edges(scan)
        == ["HistoryFeature.Reducer presentation detail -> DetailFeature.Reducer"])
    #expect(!scan.census.sites.contains { $0.reading == .unexplained })
  }

  /// An alias of something other than a reducer protocol makes no reducer.
  @Test func anAliasOfAnotherTypeIsNoReducerProtocol() {
    let scan = ShapeScan.scan(
      Self.source(aliases: "typealias FeatureReducer = Equatable", conformance: "FeatureReducer"))
    #expect(scan.graph.features.isEmpty)
  }
}
