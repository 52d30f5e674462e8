import NavGraph
import Testing

// The same enum destination and stack, integrated in every spelling the seeds use: inferred
// from the `@Reducer enum`, a trailing closure returning its case body (`Destination.body`),
// and a custom composition naming only some of its cases. The walker reads case reducers from what the
// operator was given when it can, and from the enum's own body for the rest: every spelling
// must give the same edges and reach the grandchildren behind them.

@Reducer
struct SpellingLeaf {
  struct State {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// Case features with children of their own, so a case reducer the walker missed shows up as
/// a missing grandchild edge.
@Reducer
struct SpellingBranch {
  struct State {
    @Presents var leaf: SpellingLeaf.State?
  }
  enum Action { case leaf(PresentationAction<SpellingLeaf.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$leaf, action: \.leaf) { SpellingLeaf() }
  }
}

@Reducer
struct SpellingSheet {
  struct State {
    @Presents var detail: SpellingLeaf.State?
  }
  enum Action { case detail(PresentationAction<SpellingLeaf.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$detail, action: \.detail) { SpellingLeaf() }
  }
}

@Reducer
struct SpellingPushed {
  struct State {
    @Presents var info: SpellingLeaf.State?
  }
  enum Action { case info(PresentationAction<SpellingLeaf.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$info, action: \.info) { SpellingLeaf() }
  }
}

@Reducer
enum SpellingDestination {
  case branch(SpellingBranch)
  case sheet(SpellingSheet)
}

@Reducer
enum SpellingPath {
  case pushed(SpellingPushed)
}

@Reducer
struct InferredSpelling {
  struct State {
    @Presents var destination: SpellingDestination.State?
    var path = StackState<SpellingPath.State>()
  }
  enum Action {
    case destination(PresentationAction<SpellingDestination.Action>)
    case path(StackActionOf<SpellingPath>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
      .forEach(\.path, action: \.path)
  }
}

@Reducer
struct CaseBodySpelling {
  struct State {
    @Presents var destination: SpellingDestination.State?
    var path = StackState<SpellingPath.State>()
  }
  enum Action {
    case destination(PresentationAction<SpellingDestination.Action>)
    case path(StackActionOf<SpellingPath>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) { SpellingDestination.body }
      .forEach(\.path, action: \.path) { SpellingPath.body }
  }
}

/// Closures that compose only part of the enums' cases (plus an unrelated reducer): the walker
/// must still find the `sheet` and `pushed` cases' reducers, from the enums' own bodies.
@Reducer
struct PartialCompositionSpelling {
  struct State {
    @Presents var destination: SpellingDestination.State?
    var path = StackState<SpellingPath.State>()
  }
  enum Action {
    case destination(PresentationAction<SpellingDestination.Action>)
    case path(StackActionOf<SpellingPath>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination) {
        Scope(state: \.branch, action: \.branch) { SpellingBranch() }
        Reduce { _, _ in .none }
      }
      .forEach(\.path, action: \.path) {
        Reduce { _, _ in .none }
      }
  }
}

@Suite struct DestinationSpellingTests {
  /// The graph's edges from the root down, without the root's own name.
  private func edges(_ root: some Reducer, rootName: String) -> [String] {
    NavigationGraph(reflecting: root).edges.map {
      let from = $0.from == rootName ? "ROOT" : $0.from
      let label = "\($0.field ?? "")\($0.case.map { "." + $0 } ?? "")"
      return "\(from) -\($0.kind.rawValue)[\(label)]-> \($0.to)"
    }
    .sorted()
  }

  private let expected = [
    "ROOT -destination[destination.branch]-> SpellingBranch",
    "ROOT -destination[destination.sheet]-> SpellingSheet",
    "ROOT -stack[path.pushed]-> SpellingPushed",
    "SpellingBranch -presentation[leaf]-> SpellingLeaf",
    "SpellingPushed -presentation[info]-> SpellingLeaf",
    "SpellingSheet -presentation[detail]-> SpellingLeaf",
  ]

  @Test func inferredEnumReducers() {
    #expect(edges(InferredSpelling(), rootName: "InferredSpelling") == expected)
  }

  @Test func closureReturningTheCaseBody() {
    #expect(edges(CaseBodySpelling(), rootName: "CaseBodySpelling") == expected)
  }

  @Test func closureComposingPartOfTheCases() {
    #expect(
      edges(PartialCompositionSpelling(), rootName: "PartialCompositionSpelling") == expected)
  }

  @Test func registrationIsReadThroughTheReducerProtocol() {
    #expect(SpellingBranch._navigationRegistration?.reducerType == SpellingBranch.self)
    #expect(SpellingDestination._navigationRegistration?.kind == .enum)
    let feature = SpellingDestination._navigationRegistration?.cases.first
    #expect(feature?.reducerType.map(ObjectIdentifier.init) == ObjectIdentifier(SpellingBranch.self))
    // A reducer written without the macro registers nothing.
    #expect(Reduce<Int, Int>._navigationRegistration == nil)
  }
}
