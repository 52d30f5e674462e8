import NavGraphMetamorphic
import Testing

/// A transformation must leave every file it writes parsable: a file it breaks hides the
/// navigation in it, and the difference is the transformation's, not the reading's.
@Suite struct TransformedSourcesParseTests {
  /// The files `kind` writes from `text` that no longer parse.
  static func broken(_ kind: TransformationKind, _ text: String) -> Set<String> {
    let files = ["Sources/App/Feature.swift": text]
    let written = kind.apply(to: ParsedApp(AppSources(files: files))).sources.files
    return ParsedApp(AppSources(files: written)).broken
  }

  /// `@attached(member, ...)` takes a role Swift names, not one of the app's names, though the
  /// app has a `member` and an `attached` of its own.
  @Test(arguments: TransformationKind.allCases.filter { $0.rawValue.hasPrefix("rename-") })
  func aMacrosRoleKeepsItsWords(_ kind: TransformationKind) {
    let source = """
      @attached(extension, conformances: Entity)
      @attached(member, names: named(init), named(entity))
      public macro Entity() = #externalMacro(module: "Macros", type: "EntityMacro")
      @freestanding(expression)
      public macro stringify(_ value: Int) -> String = #externalMacro(module: "M", type: "S")
      public protocol Entity {}
      struct Team { var member = ""; var attached = false; var entity = 0 }

      """
    #expect(Self.broken(kind, source).isEmpty)
  }

  /// `self.get()` first in a computed property's body keeps `self.`: bare, `get` would begin
  /// a getter.
  @Test func aMemberNamedAsAnAccessorKeepsSelf() {
    let source = """
      struct Settings {
        var get: () -> [String: Int]
        var set: ([String: Int]) -> Void
        subscript(key: String) -> Int? { self.get()[key] }
        var all: [String: Int] { self.get() }
        func clear() { self.set([:]) }
      }

      """
    #expect(Self.broken(.implicitSelf, source).isEmpty)
    #expect(TransformationTextTests.transformed(.implicitSelf, source).contains("{ self.get()"))
  }

  /// A type nested in an extension of an array (`extension [Account]`) stays where it is: the
  /// array's spelling makes no name for it at the top level.
  @Test func aTypeNestedInAnExtensionOfAnArrayStays() {
    let source = """
      struct Account { var id: Int }
      extension [Account] {
        struct MissingAccountError: Error {}
        func account(id: Int) throws -> Account {
          guard let found = first(where: { $0.id == id }) else { throw MissingAccountError() }
          return found
        }
      }

      """
    #expect(Self.broken(.hoistNestedTypes, source).isEmpty)
  }

  /// A statement ended by `;` before another on its line keeps the `;` after its wrapper.
  @Test(arguments: [
    TransformationKind.wrapIf, .wrapSwitch, .wrapDoCatch, .wrapClosure, .wrapHelper,
  ])
  func aStatementEndedBySemicolonIsWrappedWhole(_ kind: TransformationKind) {
    let source = """
      @Reducer
      struct Comments {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action { case failed(Int), alert(PresentationAction<Alert>); enum Alert {} }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .failed(let code):
              state.alert = .failure(code); print(code)
              return .none
            case .alert: return .none
            }
          }
          .ifLet(\\.$alert, action: \\.alert)
        }
      }

      """
    #expect(Self.broken(kind, source).isEmpty)
  }
}
