import NavGraphCore
import NavGraphSyntax
import Testing

/// The facts lint reads: fields, action cases, integrations, enum cases, constructions and
/// effect call order.
@Suite struct FactsTests {
  static let sources = [
    "Sources/Inventory/Inventory.swift": """
      @Reducer
      struct Inventory {
        @Reducer
        enum Destination {
          case addItem(ItemForm)
          case editItem(ItemForm)
          case alert(AlertState<Alert>)
          enum Alert { case confirm }
        }
        @Reducer
        enum Path {
          case detail(ItemForm)
          case unused(ItemForm)
        }
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
          @Presents var alert: AlertState<Action.Alert>?
          @PresentationState var legacy: ItemForm.State?
          var path = StackState<Path.State>([.detail(ItemForm.State())])
          var rows: IdentifiedArrayOf<ItemForm.State> = []
          var plain: ItemForm.State?
          var count = 0
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case alert(Alert)
          case path(StackAction<Path.State, Path.Action>)
          case addTapped
          enum Alert { case ok }
        }
        @Dependency(\\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .addTapped:
              state.destination = .addItem(ItemForm.State())
              state.path.append(.detail(ItemForm.State()))
              return .run { send in
                await send(.addTapped)
                await self.dismiss()
                await send(.alert(.ok))
              }
            default:
              return .none
            }
          }
          .ifLet(\\.$destination, action: \\.destination)
          .ifLet(\\.$legacy, action: /Action.legacy) { ItemForm() }
          .forEach(\\.path, action: \\.path)
        }
      }
      @Reducer struct ItemForm { struct State: Identifiable { var id = 0 }; enum Action {} }
      func makeState() -> Inventory.State {
        Inventory.State(destination: .editItem(ItemForm.State()))
      }
      """,
    "Tests/InventoryTests/InventoryTests.swift": """
      import Testing
      @Test func alert() async {
        let store = TestStore(initialState: Inventory.State()) { Inventory() }
        await store.send(.addTapped) {
          $0.destination = .alert(AlertState { TextState("") })
          $0.path[id: 0] = .detail(ItemForm.State())
        }
        _ = Inventory.Path.State.unused(ItemForm.State())
      }
      """,
  ]

  @Test func fieldsCarryWrapperOptionalityContainerAndChild() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let inventory = try #require(facts.feature(named: "Inventory"))
    let summary = inventory.fields.map {
      "\($0.name) \($0.wrapper?.rawValue ?? "-") \($0.isOptional) "
        + "\($0.container?.rawValue ?? "-") \($0.child ?? "-") \($0.location.line ?? 0)"
    }
    #expect(summary == [
      "destination @Presents true - Inventory.Destination 17",
      "alert @Presents true - AlertState 18",
      "legacy @PresentationState true - ItemForm 19",
      "path - false StackState Inventory.Path 20",
      "rows - false IdentifiedArray ItemForm 21",
      "plain - true - ItemForm 22",
      "count - false - - 23",
    ])
    #expect(inventory.fields.filter(\.isPresentation).map(\.name)
      == ["destination", "alert", "legacy", "plain"])
    #expect(inventory.actionCases.map { "\($0.name):\($0.payloadText ?? "-")" } == [
      "destination:PresentationAction<Destination.Action>", "alert:Alert",
      "path:StackAction<Path.State, Path.Action>", "addTapped:-",
    ])
  }

  @Test func integrationsNameFieldActionAndChild() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let inventory = try #require(facts.feature(named: "Inventory"))
    let summary = inventory.integrations.map {
      "\($0.op.rawValue) \($0.stateField ?? "-") \($0.actionCase ?? "-") "
        + "\($0.child ?? "-") \($0.usesLegacySyntax) \($0.location.line ?? 0)"
    }
    #expect(summary == [
      "ifLet destination destination - false 48",
      "ifLet legacy legacy ItemForm true 49",
      "forEach path path - false 50",
    ])
    #expect(inventory.integrations(onField: "plain").isEmpty)
    let destination = try #require(facts.feature(named: "Inventory.Destination"))
    #expect(destination.reducerCases.map { "\($0.name) \($0.kind.rawValue) \($0.target ?? "-")" }
      == ["addItem feature ItemForm", "editItem feature ItemForm", "alert alert AlertState"])
  }

  @Test func constructionsSayWhereEachCaseIsBuiltAndWhetherInTests() {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let summary = facts.constructions.map {
      "\($0.enumReducer ?? "?").\($0.caseName) \($0.form.rawValue) \($0.field ?? "-") "
        + "\($0.isTest ? "test" : "app") \($0.location.file):\($0.location.line ?? 0)"
    }
    #expect(summary == [
      "Inventory.Path.detail stackStateInit path app Sources/Inventory/Inventory.swift:20",
      "Inventory.Destination.addItem assignment destination app Sources/Inventory/Inventory.swift:37",
      "Inventory.Path.detail append path app Sources/Inventory/Inventory.swift:38",
      "Inventory.Destination.editItem argument destination app Sources/Inventory/Inventory.swift:55",
      "Inventory.Destination.alert assignment destination test Tests/InventoryTests/InventoryTests.swift:5",
      "Inventory.Path.detail assignment path test Tests/InventoryTests/InventoryTests.swift:6",
      "Inventory.Path.unused qualified - test Tests/InventoryTests/InventoryTests.swift:8",
    ])
    let unused = facts.constructions(of: "Inventory.Path", case: "unused")
    #expect(unused.allSatisfy { $0.isTest })
  }

  @Test func effectsListDismissAndSendInOrder() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let effects = try #require(facts.feature(named: "Inventory")?.effects)
    #expect(effects.count == 1)
    #expect(effects.first?.calls.map(\.kind) == [.send, .dismiss, .send])
    #expect(effects.first?.sendAfterDismiss?.location.line == 42)
  }
}
