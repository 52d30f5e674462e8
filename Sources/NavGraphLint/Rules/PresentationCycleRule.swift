import NavGraphCore

/// Tree navigation that recurses: A presents B presents A.
package struct PresentationCycleRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "presentation-cycle",
    defaultSeverity: .note,
    summary: "Features that present each other in a cycle (tree navigation recursion).",
    rationale: """
      In tree-based navigation each presented feature lives inside its presenter's state \
      (`@Presents var destination`), so a cycle — a movie presents an actor who presents a \
      movie — nests a new copy of the whole chain at every step: state grows without bound, \
      each level keeps its own effects running underneath, and a deep link has to spell out \
      every level. Recursion is what stack-based navigation is for: push the recurring screens \
      as cases of one `Path` enum held in a `StackState`, where going deeper only appends. \
      Cycles through a stack push are not reported; children scoped into a parent's screen \
      (`Scope`, `forEach` over rows) count as that parent; a cycle through a case nothing \
      builds, or a field nothing sets, never happens and is not reported either. A note: \
      recursion in a tree works, and whether it should be a stack is a design choice.
      """,
    needsSourceFacts: false,
    isOptIn: true,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Movie {
          @Reducer
          enum Destination { case actor(Actor) }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>), actorTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.destination = .actor(Actor.State())
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer
        struct Actor {
          @ObservableState
          struct State { @Presents var ↓movie: Movie.State? }
          enum Action { case movie(PresentationAction<Movie.Action>), movieTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.movie = Movie.State()
              return .none
            }
            .ifLet(\.$movie, action: \.movie) { Movie() }
          }
        }
        """#),
      Example(
        #"""
        @Reducer
        struct Folder {
          @ObservableState
          struct State { @Presents var ↓subfolder: Folder.State? }
          enum Action { indirect case subfolder(PresentationAction<Folder.Action>), openTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.subfolder = Folder.State()
              return .none
            }
            .ifLet(\.$subfolder, action: \.subfolder) { Folder() }
          }
        }
        """#),
    ],
    nonTriggeringExamples: [
      Example(
        #"""
        @Reducer
        struct App {
          @Reducer
          enum Path {
            case movie(Movie)
            case actor(Actor)
          }
          @ObservableState
          struct State { var path = StackState<Path.State>() }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Movie {}
        @Reducer struct Actor {}
        """#),
      Example(
        #"""
        @Reducer
        struct Nested {
          @ObservableState
          struct State: Identifiable {
            let id: UUID
            var rows: IdentifiedArrayOf<Nested.State> = []
          }
          indirect enum Action { case rows(IdentifiedActionOf<Nested>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.rows, action: \.rows) { Nested() }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    context.presentationNesting.cycles().map { cycle in
      let first = cycle.edges[0]
      var message = "presentation cycle: " + Self.describe(cycle.edges)
      if cycle.features.count > cycle.edges.count {
        message +=
          " (\(cycle.features.count) features recurse together: "
          + cycle.features.joined(separator: ", ") + ")"
      }
      let stack =
        context.featureFacts[first.from]?.apiGeneration == .tca2
        ? "an array of Path states" : "StackState"
      message += "; push recurring screens onto a stack (a Path case in \(stack)) instead"
      return finding(
        feature: first.from, fields: first.field.map { [$0] }, case: first.case,
        location: first.location, message: message)
    }
  }

  /// `Movie presents Actor (destination.actor), Actor presents Movie (movie)`.
  static func describe(_ edges: [Edge]) -> String {
    edges.map { edge in
      let verb =
        switch edge.kind {
        case .scope: "scopes to"
        case .collection: "lists"
        case .stack: "pushes"
        default: "presents"
        }
      let place = [edge.field, edge.case].compactMap { $0 }.joined(separator: ".")
      return "\(edge.from) \(verb) \(edge.to)" + (place.isEmpty ? "" : " (\(place))")
    }.joined(separator: ", ")
  }
}
