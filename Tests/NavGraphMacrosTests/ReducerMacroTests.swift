import NavGraphMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The source `@Reducer` writes, asserted whole: on a struct it conforms the type and registers
/// where its `State` fields are; on an enum it synthesises `State`, `Action` and the scoping
/// `body` (N-1…N-5) and registers each case with its role.
@Suite struct ReducerMacroTests {
  @Test func aStructConformsAndRegistersItsStateFields() {
    assertReducerExpansion(
      """
      @Reducer
      struct Inventory {
        struct State {
          @Presents var destination: Destination.State?
          var items: [Item] = []
          static let empty = State()
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
        }
      }
      """,
      expandedSource: #"""
        struct Inventory {
          struct State {
            @Presents var destination: Destination.State?
            var items: [Item] = []
            static let empty = State()
          }
          @CasePathable
          enum Action {
            case destination(PresentationAction<Destination.Action>)
          }
          @NavGraphRuntime.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }

          public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
            NavGraphRuntime.NavigationReflection(
              reducerType: Self.self, kind: .struct,
              fileID: "TestModule/test.swift", line: 2, column: 8,
              fields: [.init(name: "destination", keyPaths: [\State.`destination`, \State.$destination], line: 4, column: 19), .init(name: "items", keyPaths: [\State.`items`], line: 5, column: 9)],
              cases: []
            )
          }
        }

        extension Inventory: NavGraphRuntime.Reducer, NavGraphRuntime._NavigationReflectable {
        }
        """#)
  }

  @Test func anEnumSynthesisesStateActionAndBody() {
    assertReducerExpansion(
      """
      @Reducer
      enum Destination {
        case addItem(ItemForm)
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case note(String)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """,
      expandedSource: #"""
        enum Destination {
          case addItem(ItemForm)
          case alert(AlertState<Alert>)
          case note(String)
          case meeting(Meeting, syncUp: SyncUp)

          @CasePathable @dynamicMemberLookup
          enum State: NavGraphRuntime.CaseReducerState {
            typealias StateReducer = Destination
            case addItem(ItemForm.State)
            case alert(AlertState<Alert>)
            case note(String)
            case meeting(Meeting, syncUp: SyncUp)
          }

          @CasePathable
          enum Action {
            case addItem(ItemForm.Action)
            case alert(Alert)
            case note(Swift.Never)
            case meeting(Swift.Never)
          }

          typealias _Body = NavGraphRuntime.Reduce<Self.State, Self.Action>

          static var body: NavGraphRuntime.Reduce<Self.State, Self.Action> {
            NavGraphRuntime.Reduce(NavGraphRuntime.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.addItem, action: \Self.Action.Cases.addItem) {
              ItemForm()
            })
          }

          public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
            NavGraphRuntime.NavigationReflection(
              reducerType: Self.self, kind: .enum,
              fileID: "TestModule/test.swift", line: 2, column: 6,
              fields: [],
              cases: [.init(name: "addItem", reducerType: ItemForm.self, role: .feature, line: 3, column: 8), .init(name: "alert", reducerType: nil, role: .alert, line: 4, column: 8), .init(name: "note", reducerType: nil, role: .ignored, payloadType: "String", line: 6, column: 8), .init(name: "meeting", reducerType: nil, role: .data, payloadType: "Meeting", line: 7, column: 8)]
            )
          }
        }

        extension Destination: NavGraphRuntime.Reducer, NavGraphRuntime.CaseReducer, NavGraphRuntime._NavigationReflectable {
        }
        """#)
  }
}

/// Expands `@Reducer` (and `@ReducerCaseIgnored`, which adds nothing) in `source` and compares
/// the result with `expandedSource`, recording a failure of the current test at the call site.
func assertReducerExpansion(
  _ source: String, expandedSource: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertMacroExpansion(
    source, expandedSource: expandedSource,
    macroSpecs: [
      "Reducer": MacroSpec(
        type: ReducerMacro.self,
        conformances: ["Reducer", "CaseReducer", "_NavigationReflectable"]),
      "ReducerCaseIgnored": MacroSpec(type: ObservableStateMacro.self),
    ],
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    })
}
