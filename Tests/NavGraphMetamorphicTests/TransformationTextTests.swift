import NavGraphMetamorphic
import Testing

/// Each transformation on a small input, compared with the text it must write.
@Suite struct TransformationTextTests {
  /// The files `kind` writes from `files`, each headed by its path.
  static func transformed(_ kind: TransformationKind, _ files: [String: String]) -> String {
    let app = ParsedApp(AppSources(files: files))
    return kind.apply(to: app).sources.files.sorted { $0.key < $1.key }
      .map { "// \($0.key)\n\($0.value)" }.joined(separator: "\n")
  }

  static func transformed(_ kind: TransformationKind, _ text: String) -> String {
    transformed(kind, ["Sources/App/Feature.swift": text])
  }

  static let feature = """
    @Reducer
    struct Shelf {
      struct State {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
      }
      enum Action {
        case opened
        case destination(PresentationAction<Destination.Action>)
      }
      @Reducer
      enum Destination {
        case cover(Cover)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.destination = .cover(Cover.State(title: "A"))
          return .none
        }
        .ifLet(\\.$destination, action: \\.destination) { Destination() }
      }
    }

    """

  @Test func renamingKeepsTheVocabularyAndLabelsOfLibraryCalls() {
    #expect(
      Self.transformed(.renameCyrillic, Self.feature) == """
        // Sources/App/Жаа.swift
        @Reducer
        struct Жаг {
          struct State {
            @Presents var жаа: Жав.State?
            var жад = StackState<Path.State>()
          }
          enum Action {
            case жаб
            case жаа(PresentationAction<Жав.Action>)
          }
          @Reducer
          enum Жав {
            case cover(Cover)
          }
          var body: some ReducerOf<Self> {
            Reduce { жаж, жае in
              жаж.жаа = .cover(Cover.State(title: "A"))
              return .none
            }
            .ifLet(\\.$жаа, action: \\.жаа) { Жав() }
          }
        }

        """)
  }

  /// An app's own helper named like a call the scanner recognizes keeps its name: the
  /// recognizers' names (`RecognizedCallees`) are the vocabulary's too, so renaming cannot
  /// turn the app's spelling of a library call into one the scanner does not read.
  @Test func helpersNamedLikeRecognizedCallsKeepTheirNames() {
    let helpers = """
      extension Reducer {
        func forEachIndexedRoute() -> Self { self }
      }
      struct NavigationStackStore {}
      struct Shelf {}

      """
    let renamed = Self.transformed(.renameCyrillic, helpers)
    #expect(renamed.contains("func forEachIndexedRoute()"))
    #expect(renamed.contains("struct NavigationStackStore {}"))
    #expect(!renamed.contains("Shelf"))
  }

  /// `@main` is Swift's, though the app names a case `main`; a wrapper the app declares is
  /// renamed with it.
  @Test func swiftsAttributesKeepTheirNames() {
    let app = """
      @main
      struct ShelfApp: App {
        @Clamped var count = 0
        var body: some Scene { WindowGroup { Text("") } }
      }
      enum Tab { case main }
      @propertyWrapper struct Clamped { var wrappedValue: Int }

      """
    let renamed = Self.transformed(.renameCyrillic, app)
    #expect(renamed.contains("@main\n"))
    #expect(renamed.contains("@propertyWrapper"))
    #expect(!renamed.contains("case main"))
    #expect(!renamed.contains("Clamped"))
  }

  /// A type of the app's named as a library's keeps its name, and the library's calls of
  /// that name keep their labels.
  @Test func aLibraryCallKeepsItsLabelsWhenTheAppNamesATypeAlike() {
    let app = """
      enum ButtonState { case idle }
      struct Row { var role = 0; var action = 0 }
      let confirm = ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }

      """
    let renamed = Self.transformed(.renameCyrillic, app)
    #expect(renamed.contains("ButtonState(role: .destructive, action: "))
    // A feature's own `State` is built with the labels of its fields, renamed with them.
    let feature = """
      @Reducer struct Row {
        struct State { var title = "" }
      }
      let row = Row.State(title: "A")

      """
    #expect(!Self.transformed(.renameCyrillic, feature).contains("title"))
  }

  @Test func keywordsAreBacktickedAndProjectedNamesKeepTheirs() {
    #expect(
      Self.transformed(.renameKeywords, Self.feature) == """
        // Sources/App/class_0.swift
        @Reducer
        struct `enum` {
          struct State {
            @Presents var destination: `struct`.State?
            var `func` = StackState<Path.State>()
          }
          enum Action {
            case `class`
            case destination(PresentationAction<`struct`.Action>)
          }
          @Reducer
          enum `struct` {
            case cover(Cover)
          }
          var body: some ReducerOf<Self> {
            Reduce { `let`, `var` in
              `let`.destination = .cover(Cover.State(title: "A"))
              return .none
            }
            .ifLet(\\.$destination, action: \\.destination) { `struct`() }
          }
        }

        """)
  }

  @Test func aFunctionsSingleParameterNameKeepsItsLabel() {
    let text = """
      struct Helper {
        var item: Int
        func show(item: Int) -> Int { item }
      }
      """
    #expect(
      Self.transformed(.renameAccented, text).split(separator: "\n").dropFirst().joined(
        separator: "\n") == """
        struct Éàà {
          var éàá: Int
          func éàâ(item éàá: Int) -> Int { éàá }
        }
        """)
  }

  /// An app's `case sheet` (or `func sheet(with:store:)`) does not make SwiftUI's
  /// `sheet(store:)` its own: only a case built through a type or a leading dot has the app's
  /// labels.
  @Test func labelsOfMethodsNamedLikeTheAppsCasesStay() {
    let text = """
      enum Overlay { case sheet(store: Int) }
      struct Screen {
        var store: Int
        var body: some View {
          content.sheet(store: store) { Text("") }
        }
        func overlay() -> Overlay { .sheet(store: store) }
        func cover() -> Overlay { Overlay.sheet(store: store) }
        func shown() -> some View { sheet(store: store) { Text("") } }
      }
      """
    #expect(
      Self.transformed(.renameAccented, text).split(separator: "\n").dropFirst().joined(
        separator: "\n") == """
        enum Éàà { case sheet(éàâ: Int) }
        struct Éàá {
          var éàâ: Int
          var body: some View {
            content.sheet(store: éàâ) { Text("") }
          }
          func éàã() -> Éàà { .sheet(éàâ: éàâ) }
          func cover() -> Éàà { Éàà.sheet(éàâ: éàâ) }
          func éàä() -> some View { sheet(store: éàâ) { Text("") } }
        }
        """)
  }

  @Test func lineBreaksGoInsideCallsAndBeforeChainedMembers() {
    #expect(
      Self.transformed(.lineBreaks, "let x = Reduce { _, _ in .none }.ifLet(\\.a, action: \\.b)\n")
        == """
        // Sources/App/Feature.swift
        let x = Reduce { _, _ in .none }
            .ifLet(
            \\.a, 
            action: \\.b
            )

        """)
  }

  @Test func trailingClosuresBecomeLabelledArgumentsAndBack() {
    let trailing = "let s = Store(initialState: App.State()) { App() }\n"
    let argument = "let s = Store(initialState: App.State(), reducer: { App() })\n"
    #expect(
      Self.transformed(.closuresAsArguments, trailing)
        == "// Sources/App/Feature.swift\n" + argument)
    #expect(
      Self.transformed(.trailingClosures, argument) == "// Sources/App/Feature.swift\n" + trailing)
    // A trailing closure would end an `if` condition.
    let condition = "if let s = make(reducer: { App() }) {}\n"
    #expect(
      Self.transformed(.trailingClosures, condition)
        == "// Sources/App/Feature.swift\n" + condition)
  }

  @Test func selfIsWrittenOrDroppedWhereNoLocalTakesTheName() {
    let bare = """
      struct State {
        var path: Path.State
        struct Path { struct State {} }
        mutating func reset(path: Path.State) {
          self.path = path
          print(path)
        }
        mutating func clear() { path = Path.State() }
      }
      """
    let explicit = """
      struct State {
        var path: Self.Path.State
        struct Path { struct State {} }
        mutating func reset(path: Self.Path.State) {
          self.path = path
          print(path)
        }
        mutating func clear() { self.path = Self.Path.State() }
      }
      """
    #expect(
      Self.transformed(.explicitSelf, bare) == "// Sources/App/Feature.swift\n" + explicit)
    #expect(
      Self.transformed(.implicitSelf, explicit) == "// Sources/App/Feature.swift\n" + """
        struct State {
          var path: Path.State
          struct Path { struct State {} }
          mutating func reset(path: Path.State) {
            self.path = path
            print(path)
          }
          mutating func clear() { path = Path.State() }
        }
        """)
  }

  /// After `.` a keyword is a name; dropped `self.` leaves it alone, where it must be escaped.
  @Test func aMemberNamedLikeAKeywordIsEscapedWhenSelfIsDropped() {
    let explicit = """
      struct Retrying {
        func `catch`(_ handle: () -> Void) -> Self { self }
        func run() -> Self { self.catch {} }
      }
      """
    #expect(
      Self.transformed(.implicitSelf, explicit) == "// Sources/App/Feature.swift\n" + """
        struct Retrying {
          func `catch`(_ handle: () -> Void) -> Self { self }
          func run() -> Self { `catch` {} }
        }
        """)
  }

  /// `.init(initialState:reducer:)` handed to the app's view is the library's store: its labels
  /// stay, though the app names something `reducer`.
  @Test func aStoreBuiltThroughAnImpliedInitKeepsItsLabels() {
    let renamed = Self.transformed(.renameLong, """
      struct ChatView { let store: StoreOf<Chat>; let reducer: Int }
      let view = ChatView(store: .init(initialState: .init(), reducer: { Chat() }), reducer: 1)
      """)
    #expect(renamed.contains("initialState: .init(), reducer: {"), "\(renamed)")
    // Also `Store(...)` where the app declares a `Store` of its own (a StoreKit wrapper).
    let explicit = Self.transformed(.renameLong, """
      struct Store { let initialState: Int }
      let store = Store(initialState: App.State(), reducer: { App() })
      """)
    #expect(explicit.contains("Store(initialState: "), "\(explicit)")
  }

  /// An initializer of an implied type takes the app's labels only where some initializer of
  /// the app takes them: `.init(get:set:)` handed as a binding is SwiftUI's, though the app
  /// names a method `get` and a case `set`; `.init(id:)` of the app's `Row` is the app's.
  @Test func anImpliedInitKeepsLabelsNoInitializerOfTheAppTakes() {
    let renamed = Self.transformed(.renameLong, """
      struct Row { var id = 0; func get() -> Bool { true } }
      enum Mode { case set }
      let shown: Binding<Bool> = .init(get: { true }, set: { _ in })
      let row: Row = .init(id: 1)
      """)
    #expect(renamed.contains(".init(get: { true }, set: { _ in })"), "\(renamed)")
    #expect(!renamed.contains(".init(id: 1)"), "\(renamed)")
  }

  @Test func initializersAreSpelledExplicitlyOrImplied() {
    #expect(
      Self.transformed(.explicitInit, "let s = StackState<Path.State>()\nlet t = make()\n")
        == "// Sources/App/Feature.swift\nlet s = StackState<Path.State>.init()\nlet t = make()\n")
    #expect(
      Self.transformed(.impliedInit, "var a: Feature.State = Feature.State()\nvar b: Row = .init(id: 1)\n")
        == "// Sources/App/Feature.swift\nvar a: Feature.State = .init()\nvar b: Row = Row(id: 1)\n")
  }

  @Test func libraryTypesAreQualifiedWithTheirImportedModule() {
    let text = """
      import ComposableArchitecture
      struct S { @Presents var d: D.State?; var p = StackState<P.State>() }
      """
    #expect(
      Self.transformed(.moduleQualified, text) == "// Sources/App/Feature.swift\n" + """
        import ComposableArchitecture
        struct S { @ComposableArchitecture.Presents var d: D.State?; var p = ComposableArchitecture.StackState<P.State>() }
        """)
  }

  @Test func membersMoveToExtensionsAndConformancesToTheirOwn() {
    let text = """
      import ComposableArchitecture
      struct Shelf: Reducer {
        struct State: Equatable { var count = 0 }
        var body: some ReducerOf<Self> { EmptyReducer() }
        private func helper() {}
        init() {}
      }
      """
    #expect(
      Self.transformed(.splitExtensions, text) == """
        // Sources/App/Feature+Moved.swift
        import ComposableArchitecture

        extension Shelf {
          struct State { var count = 0 }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        // Sources/App/Feature.swift
        import ComposableArchitecture
        struct Shelf {
          init() {}
        }
        extension Shelf.State: Equatable {}

        extension Shelf {
          private func helper() {}
        }

        extension Shelf: Reducer {}

        """)
  }

  /// Another file could not see a private type: its members stay in its file.
  @Test func theMembersOfAPrivateTypeStayInItsFile() {
    let text = """
      private struct ShelfView: View {
        var body: some View { EmptyView() }
      }
      """
    #expect(
      Self.transformed(.splitExtensions, text) == """
        // Sources/App/Feature.swift
        private struct ShelfView {
        }
        extension ShelfView {
          var body: some View { EmptyView() }
        }

        extension ShelfView: View {}

        """)
  }

  @Test func nestedTypesMoveToTheTopLevelBehindATypealias() {
    let text = """
      struct Shelf {
        struct State { var destination: Destination.State? }
        enum Destination { struct State {} }
      }
      """
    #expect(
      Self.transformed(.hoistNestedTypes, text) == """
        // Sources/App/Feature.swift
        struct Shelf {
          typealias State = Shelf_State
          typealias Destination = Shelf_Destination
        }

        struct Shelf_State { var destination: Shelf.Destination.State? }

        enum Shelf_Destination { struct State {} }
        """)
  }

  static let reducer = """
    struct Shelf {
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.destination = .cover(Cover.State())
        return .none
      }
    }
    """

  static func wrapped(_ kind: TransformationKind) -> String {
    transformed(kind, reducer).split(separator: "\n").dropFirst(3).dropLast(3)
      .joined(separator: "\n")
  }

  @Test func constructionsAreWrappedInControlFlow() {
    #expect(
      Self.wrapped(.wrapIf) == """
            if Bool.random() {
        state.destination = .cover(Cover.State())
        }
        """)
    #expect(
      Self.wrapped(.wrapSwitch) == """
            switch Bool.random() {
        case true:
        state.destination = .cover(Cover.State())
        case false:
        break
        }
        """)
    #expect(
      Self.wrapped(.wrapDoCatch) == """
            do {
        state.destination = .cover(Cover.State())
        } catch {
        }
        """)
    #expect(
      Self.wrapped(.wrapGuard) == """
            guard Bool.random() else {
        state.destination = .cover(Cover.State())
        return .none
        }
        """)
    #expect(
      Self.wrapped(.wrapClosure) == """
            ({
        state.destination = .cover(Cover.State())
        })()
        """)
  }

  @Test func constructionsMoveIntoHelpersOfTheirType() {
    #expect(
      Self.transformed(.wrapHelper, Self.reducer) == """
        // Sources/App/Feature.swift
        struct Shelf {
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
            navvizStep_0_0(&state)
            return .none
          }
        }
        extension Shelf {
          fileprivate func navvizStep_0_0(_ state: inout State) {
        state.destination = .cover(Cover.State())
          }
        }

        """)
  }
}
