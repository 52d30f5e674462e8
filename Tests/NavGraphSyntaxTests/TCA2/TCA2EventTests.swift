import NavGraphCore
import NavGraphSyntax
import Testing

/// Where 2.0 code builds a destination or a screen to push: posted as an event a parent
/// appends, inside `.onMount`/`.onEvent`, in `State.init`, with the type left implicit.
@Suite struct TCA2EventTests {
  static let sources = [
    "Sources/App/Stack.swift": #"""
      import ComposableArchitecture2

      @Feature
      struct Stack { /*@feature Stack struct*/
        @Feature
        enum Path { /*@feature Stack.Path enum*/
          case article(Article) /*@edge Stack Article stack path Stack.Path article*/
          case author(Author) /*@edge Stack Author stack path Stack.Path author*/
        }
        struct State {
          var feed = Feed.State() /*@edge Stack Feed scope feed*/
          var path: [Path.State] = []
        }
        enum Action { case feed(Feed.Action), path(Path.State.ID, Path.Action) }
        var body: some Feature {
          Scope(\.feed) { Feed() }
          EmptyFeature()
            .forEach(\.path, dismissStyle: .stack) { Path.body }
            .onEvent(PushEvent.self) { value, state in state.path.append(value) }
        }
      }

      enum PushEvent: FeatureEventKey {
        typealias Value = Stack.Path.State
      }
      enum OtherEvent: FeatureEventKey {
        typealias Value = Int
      }

      @Feature
      struct Feed { /*@feature Feed struct*/
        struct State {}
        enum Action { case articleTapped, countTapped }
        var body: some Feature {
          Update { _, action in
            switch action {
            case .articleTapped:
              store.addTask {
                try store.post(key: PushEvent.self, value: .article(Article.State()))
              }
            case .countTapped:
              store.addTask { try store.post(key: OtherEvent.self, value: .author(1)) }
            }
          }
        }
      }
      @Feature struct Article {} /*@feature Article struct*/
      @Feature struct Author {} /*@feature Author struct*/
      """#,
    "Sources/App/Home.swift": #"""
      import ComposableArchitecture2

      @Feature
      struct Home { /*@feature Home struct*/
        @Feature
        enum Destination { /*@feature Home.Destination enum*/
          case editor(Editor) /*@edge Home Editor destination destination Home.Destination editor*/
          case share(Share) /*@edge Home Share destination destination Home.Destination share*/
          case help(Help) /*@edge Home Help destination destination Home.Destination help*/
        }
        struct State {
          var destination: Destination.State?
          var welcome: Welcome.State? /*@edge Home Welcome presentation welcome*/
          init(restoring: Bool) {
            if restoring { self.destination = .editor(Editor.State()) }
          }
        }
        enum Action { case destination(Destination.Action), welcome(Welcome.Action) }
        var body: some Feature {
          Update { _, _ in }
            .ifLet(\.destination) { Destination.body }
            .ifLet(\.welcome) { Welcome() }
            .onMount { state in
              state.welcome = Welcome.State()
            }
            .onEvent(ShareEvent.self) { _, state in
              state.destination = .share(.init())
            }
        }
      }
      enum ShareEvent: FeatureEventKey { typealias Value = Void }
      @Feature struct Editor {} /*@feature Editor struct*/
      @Feature struct Share {} /*@feature Share struct*/
      @Feature struct Help {} /*@feature Help struct*/
      @Feature struct Welcome {} /*@feature Welcome struct*/
      """#,
  ]

  @Test func theGraph() {
    MarkedSources(Self.sources).check()
  }

  /// The `post` site is where the case is built, of the enum its key's `Value` names; a key
  /// carrying something else builds nothing.
  @Test func whereEachCaseIsBuilt() {
    let result = SourceScanner().scan(sources: Self.sources)
    #expect(
      result.facts.constructions.map {
        "\($0.enumReducer ?? "?").\($0.caseName) \($0.form.rawValue) \($0.feature ?? "-") "
          + "\($0.location.line ?? 0)"
      }.sorted() == [
        "Home.Destination.editor assignment Home 15",
        "Home.Destination.share assignment Home 27",
        "Stack.Path.article event Feed 39",
      ])
    let welcome = result.facts.features.first { $0.name == "Home" }?.fields.first {
      $0.name == "welcome"
    }
    #expect(welcome?.isSet == true, "set in .onMount")
  }
}
