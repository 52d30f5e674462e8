import NavGraphCore
import NavGraphFacts

/// Everything the collectors found in one file: plain values, so files are summarised in
/// parallel and resolved together afterwards without keeping any syntax tree alive.
package struct FileSummary: Sendable {
  var file: SourceFile
  var types: [TypeRecord] = []
  var typealiases: [TypealiasRecord] = []
  var keyPathConstants: [KeyPathConstantRecord] = []
  var integrations: [IntegrationRecord] = []
  var constructions: [ConstructionRecord] = []
  var effects: [EffectRecord] = []
  var dismissHandlers: [DismissHandlerRecord] = []
  var viewStyles: [ViewStyleRecord] = []
  var viewScopes: [ViewScopeRecord] = []
  var fieldWrites: [FieldWriteRecord] = []
  var presentingHelpers: [PresentingHelper] = []
  var viewMentions: [ViewMentionRecord] = []
  var promptBuilds: [PromptBuildRecord] = []
  var storeBindings: [StoreBindingRecord] = []
  var valueReducers: [ValueReducerRecord] = []
  var pullbacks: [PullbackRecord] = []
  var stores: [StoreRecord] = []
  /// Navigation-shaped calls no recognizer read, for the census.
  var unreadCalls: [UnreadCallRecord] = []
  /// Case names written outside patterns that may build an action (`.detailTapped`,
  /// `Action.loaded`), sorted: what code may send.
  var actionCaseNames: [String] = []
  /// `// navviz:` suppression comments, with the file's display path.
  var directives: [SuppressionDirective] = []
  /// The file imports XCTest or Testing: its constructions are test code.
  var importsTestFramework = false
  /// A type is marked `@main` (or `@UIApplicationMain`): the app's entry.
  var declaresAppEntryPoint = false
  /// The file vanished or became unreadable between listing and reading.
  var isUnreadable = false
  /// The parser had to recover; the summary holds what it recovered.
  var hasSyntaxErrors = false
  var hadInvalidUTF8 = false
  /// Why the file was not parsed (past a `ScanLimits` limit); `nil` when it was.
  var skipReason: String?
}

/// A 1-based line and UTF-8 column in the file of the summary that holds it.
struct Position: Hashable, Sendable, Comparable {
  var line: Int
  var column: Int

  static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A struct, enum, class, actor or extension, named by its lexical path
/// (`extension Feature { enum Destination {} }` gives `["Feature", "Destination"]`).
struct TypeRecord: Sendable {
  enum Kind: String, Sendable { case `struct`, `enum`, `class`, actor, `extension`, `protocol` }

  var path: [String]
  var kind: Kind
  /// `@Reducer`, or 2.0's `@Feature`.
  var hasReducerMacro: Bool
  /// `Reducer`, `ReducerProtocol`, or 2.0's `FeatureProtocol`.
  var conformsToReducer: Bool
  /// Spelled in TCA 2.0's words (`@Feature`, `: FeatureProtocol`).
  var isTCA2 = false
  var position: Position
  var fields: [FieldRecord] = []
  var cases: [CaseRecord] = []
  /// The body declares an `init`, so Swift writes no memberwise initializer for it.
  var declaresInitializer = false
  /// What the declaration inherits, read when resolution asks (`inheritedNames`): most types
  /// inherit only library protocols, and parsing every clause while collecting cost more than
  /// resolution's few questions.
  var inheritanceText: String?
  /// The `Self: P` requirements of a protocol's or extension's `where` clause, read at once
  /// (they are rare).
  var whereConformances: [[String]] = []
  /// `<Payload>` of `enum FeatureAction<Payload>`: names its case payloads may spell.
  var genericParameters: [String] = []
  /// The body declares `body` or `reduce(into:action:)`: the type does not take a body a
  /// protocol extension supplies.
  var declaresBody = false
}

extension TypeRecord {
  /// Every inherited type by dotted name (compositions split) and the `Self: P` requirements
  /// of the `where` clause: what may make a type a reducer through a protocol of the app's own.
  var inheritedNames: [[String]] {
    ConformanceSyntax.names(inClause: inheritanceText ?? "") + whereConformances
  }

  /// Whether the declaration may inherit one of `names` (a byte search, before any parsing).
  func mayInherit(anyOf names: Set<String>) -> Bool {
    if whereConformances.contains(where: { names.contains($0.last ?? "") }) { return true }
    guard let text = inheritanceText else { return false }
    return names.contains { text.contains($0) }
  }
}

struct FieldRecord: Sendable {
  enum Wrapper: String, Sendable { case presents, presentationState }

  var name: String
  /// The annotation, or the type an initializer spells (`StackState<Path.State>()`).
  var typeText: String?
  var wrapper: Wrapper?
  var position: Position
  /// A parameter of the memberwise initializer (not a `let` that already has its value).
  var isMemberwiseParameter = true
  /// That parameter can be left out: an initial value, an optional `var`, or a presentation
  /// wrapper (nil until presented).
  var hasDefaultValue = false
  /// Declared with an initial value other than `nil`: set from the start.
  var hasInitialValue = false
  /// For a field reached through a struct `State` holds (`paths.about`, named by its path):
  /// the struct that declares it, whose scope its type is read in.
  var nestedScope: [String]? = nil
  /// For a computed property that gets and sets child state (`var filter: Filter.State? {
  /// get { ... popover ... } set { ... } }`): the names its accessors read, among them the
  /// stored field it projects. `nil` for a stored property.
  var accessorNames: [String]? = nil
}

struct CaseRecord: Sendable {
  enum Attribute: String, Sendable { case ephemeral, ignored }

  var name: String
  /// Payload types in order (`meeting(Meeting, syncUp: SyncUp)` gives two).
  var payloads: [String]
  /// The first payload has a label (`case detail(item: Item)`).
  var isFirstPayloadLabeled = false
  var attribute: Attribute?
  var position: Position
}

struct TypealiasRecord: Sendable {
  var scope: [String]
  var name: String
  var target: String
}

/// A key path (`\.$destination`, `\.destination?.addItem`) or case path (`/Action.child`)
/// reduced to its property or case names, `$` and `?` dropped.
struct PathRef: Hashable, Sendable {
  var components: [String]
  /// Written with the older `/Type.case` case-path syntax or as a closure.
  var isLegacy: Bool
}

/// `let destinationPath: WritableKeyPath<State, ...> = \.$destination` (stored or static, in a
/// type or at file level): a key path an integration may be handed by name.
struct KeyPathConstantRecord: Sendable {
  var scope: [String]
  var name: String
  var path: PathRef
}

struct IntegrationRecord: Sendable {
  var scope: [String]
  var op: IntegrationOperator
  var state: PathRef?
  var action: PathRef?
  /// The constant or property the state or action key path is passed as
  /// (`.ifLet(destinationPath, ...)`, `self.destinationPath`), to be looked up by name.
  var stateName: String?
  var actionName: String?
  /// `forEach(..., dismissStyle: .stack)` in TCA 2.0: the style, by the name written.
  var dismissStyle: DismissStyle?
  /// The state path of the integration whose closure holds this one
  /// (`Scope(state: \.root, ...) { Scope(state: \.main, ...) { Main() } }`): its key path is
  /// relative to that state, not to the feature's.
  var nestedIn: [String]? = nil
  /// The reducer the trailing closure builds (`ChildFeature()`), when it names one.
  var child: String?
  var position: Position
  /// Spelled as a store's member (`.scope(\.x, action: \.x)`, `.spawn(...)`), which in view
  /// code scopes a store rather than integrating a child.
  var isStoreSpelling = false
  /// In an extension of `Reducer` whose `where` clause fixes its domain (`where State ==
  /// Feature.State`): that domain, as written. The integration is that feature's.
  var domainOwner: String? = nil
}

struct ConstructionRecord: Sendable {
  var scope: [String]
  var form: CaseConstructionForm
  /// The state field being written (`destination`, `path`), when the form says.
  var field: String?
  /// The type the case is spelled on (`Path.State` in `Path.State.detail(...)`).
  var qualifier: String?
  var caseName: String
  var position: Position
  /// The TCACoordinators route built around the case, which says how it is shown.
  var route: RouteKind? = nil
  /// The case its payload builds in turn, when the payload is one (`article` in
  /// `.articles(.article(...))`): a case holding a group of cases builds that one.
  var nestedCase: String? = nil
  /// For an event (`store.post(key: PushEvent.self, value: .detail(...))`), the key as
  /// written: its `Value` is the state of the enum the case is of.
  var eventKey: String? = nil
  /// The action handler it is built in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]? = nil
}

/// A TCACoordinators route: how a screen is shown.
enum RouteKind: String, Sendable {
  case root, push, sheet, cover

  /// The SwiftUI presentation the route stands for; the root is shown in place.
  var style: PresentationStyle? {
    switch self {
    case .root: nil
    case .push: .navigationDestination
    case .sheet: .sheet
    case .cover: .fullScreenCover
    }
  }
}

struct EffectRecord: Sendable {
  var scope: [String]
  var position: Position
  var calls: [EffectCallRecord]
}

/// A `dismiss()` or `send(...)` call inside an effect, with the branches it sits in.
struct EffectCallRecord: Sendable {
  var kind: EffectCallKind
  var position: Position
  var branches: [EffectBranch]
}

/// `case .alert(.dismiss):` in a reducer's `switch`, with the state fields its body sets to
/// `nil` (`state.alert = nil`): presentation integrated by hand rather than with `ifLet`.
struct DismissHandlerRecord: Sendable {
  var scope: [String]
  /// The action cases down to `.dismiss`: `["alert"]` for `.alert(.dismiss)`.
  var actionPath: [String]
  /// Member paths below the state (`alert`, `destinationState.destination`).
  var clearedFields: [String] = []
  var position: Position
  /// It matches every action of the presentation (`case .alert:`), not `.dismiss` alone.
  var isCatchAll = false
}

struct ViewStyleRecord: Sendable {
  var scope: [String]
  var style: String
  /// The state path of the scoped store: `["destination", "addItem"]`.
  var state: [String]
  var position: Position
  /// The type of the store the scope is taken of, when a parameter of the enclosing function
  /// declares it (`destinationStore: PresentationStoreOf<Feature.Destination>` in a view
  /// helper): the feature, or the enum reducer, the modifier talks about.
  var storeType: String?
}

/// A write to a member path: `state.alert = AlertState(...)`, `self.alert = alert` in an
/// initializer, `state.alert = nil`, or a labelled argument of a state's initializer
/// (`Feature.State(alert: ...)`, `.init(alert: ...)`). What tells a presentation that is set
/// somewhere from one nothing ever shows, and who clears it by hand.
struct FieldWriteRecord: Sendable {
  enum Value: Sendable {
    /// `= nil`.
    case clear
    /// A parameter of the initializer the write is in, handed on (`self.alert = alert`): set
    /// only where a caller passes it.
    case parameter
    /// Anything else.
    case value
  }

  var scope: [String]
  /// The member path written, below the state when it starts there (`alert`,
  /// `child.destination`).
  var path: [String]
  /// Written through the state (`state.`, `self.`, `$0.`) or as a bare name in the state's own
  /// code, rather than through some other value or as a labelled argument.
  var isOnState: Bool
  var value: Value
  /// The value is built as a presentation's is: a case (`.edit(...)`), a state or prompt
  /// (`Editor.State(...)`, `AlertState { ... }`, `.init(...)`). A write through some other
  /// value counts only then (`request.destination = ending` sets no feature's field).
  var isBuiltValue = true
  var position: Position
  /// The action handler it is written in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]? = nil
}

/// A view helper that presents the store it is handed: a function (`func moduleListsSheet(_
/// store:)`) or a type (a `ViewModifier` with a `store`) named `name`, given the store as the
/// argument labelled `label` (`nil` for none).
struct PresentingHelper: Hashable, Sendable {
  var name: String
  var label: String?
}

/// A state path named in code that may be a view's: a key path (`\.$alert`, `\.child.alert`)
/// or a member read on a store (`viewStore.alert`, `store.alert`). Whether a view's code
/// speaks of a field at all, for the presentations no view shows.
struct ViewMentionRecord: Sendable {
  var scope: [String]
  var path: [String]
  /// The type of the store parameter of the enclosing function, if any (as for
  /// `ViewStyleRecord`).
  var storeType: String?
}

/// An alert or dialog built (`AlertState { ... } actions: { ... }`), with whether a button
/// closes it without an action.
struct PromptBuildRecord: Sendable {
  var scope: [String]
  /// The action type an `extension AlertState where Action == Feature.Action.Alert` names,
  /// when the prompt is built in one: whose prompt it is.
  var owner: String?
  var kind: PromptKind
  var closesWithoutAction: Bool
  var position: Position
}

/// A store scoped to a state path in view code: `store.scope(state: \.child, action: ...)`.
struct ViewScopeRecord: Sendable {
  var scope: [String]
  /// The state path scoped to: `["resources", "stakeUnitList"]`, `["destination", "edit"]`.
  var state: [String]
  /// A presentation (`.sheet(item:)`, `NavigationStack(path:)`, ...) is handed the store.
  var isPresented: Bool
  /// Otherwise, the call the store is handed to (a helper that may present it).
  var handedTo: PresentingHelper?
  var position: Position
  /// The type of the store the scope is taken of, when a parameter of the enclosing function
  /// declares it (as for `ViewStyleRecord`).
  var storeType: String? = nil
}

/// `let store: StoreOf<Feature>` (or `Store<Feature.State, Feature.Action>`) in a view: the
/// feature the view's modifiers talk about.
struct StoreBindingRecord: Sendable {
  var scope: [String]
  var feature: String
}

/// A pre-0.41 reducer value: `let appReducer = Reducer<AppState, AppAction, AppEnvironment>
/// .combine(...)`. Named by its variable, qualified by the type it is a static member of.
struct ValueReducerRecord: Sendable {
  var scope: [String]
  var name: String
  /// The state type as written; empty when the type is named through `throughAlias`.
  var stateType: String
  var position: Position
  /// The type as written when it is not `Reducer<S, A, E>` itself but may be an app's alias of
  /// it (`typealias HomeReducer = Reducer<HomeState, HomeAction, HomeEnvironment>`), declared
  /// in any file: resolution keeps the value only if the alias says so.
  var throughAlias: String?
}

/// `childReducer.optional().pullback(state: \.child, ...)` or
/// `rowReducer.forEach(state: \.rows, ...)` inside the initializer of a reducer value.
struct PullbackRecord: Sendable {
  var scope: [String]
  /// The variable whose initializer holds the call.
  var container: String?
  /// The reducer value pulled back, as written (`childReducer`, `Child.reducer`).
  var child: String
  var isOptional: Bool
  var isForEach: Bool
  var state: PathRef?
  var position: Position
}

/// `Store(initialState: Feature.State()) { Feature() }` and its older spellings.
struct StoreRecord: Sendable {
  var scope: [String]
  /// The reducer as written (`AppFeature`, `appReducer`), when the call names one.
  var reducer: String?
  /// The initial state's type as written (`AppFeature.State`), when it is built by name.
  var stateType: String?
  var isPreview: Bool
  var position: Position
}

// Summaries are plain values, so the persistent cache (`SummaryCache`) keeps them as they are.
// The conformances are synthesised here, beside the declarations, so a field added to a record
// is cached with it (and a record that cannot be encoded fails the build rather than the cache).
extension FileSummary: Codable {}
extension Position: Codable {}
extension TypeRecord: Codable {}
extension TypeRecord.Kind: Codable {}
extension FieldRecord: Codable {}
extension FieldRecord.Wrapper: Codable {}
extension CaseRecord: Codable {}
extension CaseRecord.Attribute: Codable {}
extension TypealiasRecord: Codable {}
extension PathRef: Codable {}
extension KeyPathConstantRecord: Codable {}
extension IntegrationRecord: Codable {}
extension ConstructionRecord: Codable {}
extension RouteKind: Codable {}
extension EffectRecord: Codable {}
extension EffectCallRecord: Codable {}
extension DismissHandlerRecord: Codable {}
extension ViewStyleRecord: Codable {}
extension FieldWriteRecord: Codable {}
extension FieldWriteRecord.Value: Codable {}
extension PresentingHelper: Codable {}
extension ViewMentionRecord: Codable {}
extension PromptBuildRecord: Codable {}
extension ViewScopeRecord: Codable {}
extension StoreBindingRecord: Codable {}
extension ValueReducerRecord: Codable {}
extension PullbackRecord: Codable {}
extension StoreRecord: Codable {}
