import Testing

/// What `@Reducer` writes for the less common shapes: a case holding another enum reducer as a
/// group (N-28), cases inside `#if` blocks (N-29), and a struct that declares nothing (N-30).
@Suite struct ReducerMacroCaseTests {
  @Test("N-28 a grouped case holds the group's State and Action and runs its body")
  func aGroupedCaseHoldsTheGroupsDomain() {
    assertReducerExpansion(
      """
      @Reducer
      enum Path {
        case articles(Articles.Body = Articles.body)
      }
      """,
      expandedSource: #"""
        enum Path {
          case articles(Articles.Body = Articles.body)

          @CasePathable @dynamicMemberLookup
          enum State: NavGraphRuntime.CaseReducerState {
            typealias StateReducer = Path
            case articles(Articles.Body.State)
          }

          @CasePathable
          enum Action {
            case articles(Articles.Body.Action)
          }

          typealias _Body = NavGraphRuntime.Reduce<Self.State, Self.Action>

          static var body: NavGraphRuntime.Reduce<Self.State, Self.Action> {
            NavGraphRuntime.Reduce(NavGraphRuntime.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.articles, action: \Self.Action.Cases.articles) {
              Articles.body
            })
          }

          public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
            NavGraphRuntime.NavigationReflection(
              reducerType: Self.self, kind: .enum,
              fileID: "TestModule/test.swift", line: 2, column: 6,
              fields: [],
              cases: [.init(name: "articles", reducerType: Articles.self, role: .feature, line: 3, column: 8)]
            )
          }
        }

        extension Path: NavGraphRuntime.Reducer, NavGraphRuntime.CaseReducer, NavGraphRuntime._NavigationReflectable {
        }
        """#)
  }

  @Test("N-29 cases inside #if get their State, Action, reducer and record inside it")
  func conditionalCasesStayConditional() {
    assertReducerExpansion(
      """
      @Reducer
      enum Destination {
        case child(Child)
        #if os(macOS)
          case mac(Mac)
        #else
          case other
        #endif
      }
      """,
      expandedSource: #"""
        enum Destination {
          case child(Child)
          #if os(macOS)
            case mac(Mac)
          #else
            case other
          #endif

          @CasePathable @dynamicMemberLookup
          enum State: NavGraphRuntime.CaseReducerState {
            typealias StateReducer = Destination
            case child(Child.State)
            #if os(macOS)
            case mac(Mac.State)
            #else
            case other
            #endif
          }

          @CasePathable
          enum Action {
            case child(Child.Action)
            #if os(macOS)
            case mac(Mac.Action)
            #else
            case other(Swift.Never)
            #endif
          }

          typealias _Body = NavGraphRuntime.Reduce<Self.State, Self.Action>

          static var body: NavGraphRuntime.Reduce<Self.State, Self.Action> {
            NavGraphRuntime.Reduce(NavGraphRuntime.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.child, action: \Self.Action.Cases.child) {
              Child()
            }
            #if os(macOS)
            .ifCaseLet(\Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
              Mac()
            }
            #else
            .self
            #endif
            )
          }

          public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
            NavGraphRuntime.NavigationReflection(
              reducerType: Self.self, kind: .enum,
              fileID: "TestModule/test.swift", line: 2, column: 6,
              fields: [],
              cases: {
            var cases: [NavGraphRuntime.NavigationReflection.Case] = []
            cases.append(.init(name: "child", reducerType: Child.self, role: .feature, line: 3, column: 8))
            #if os(macOS)
            cases.append(.init(name: "mac", reducerType: Mac.self, role: .feature, line: 5, column: 10))
            #else
            cases.append(.init(name: "other", reducerType: nil, role: .data, payloadType: nil, line: 7, column: 10))
            #endif
            return cases
              }()
            )
          }
        }

        extension Destination: NavGraphRuntime.Reducer, NavGraphRuntime.CaseReducer, NavGraphRuntime._NavigationReflectable {
        }
        """#)
  }

  @Test("N-30 a struct with no State, Action or body gets empty ones")
  func anEmptyStructGetsAnEmptyDomain() {
    assertReducerExpansion(
      """
      @Reducer
      struct Placeholder {
        let context: String
      }
      """,
      expandedSource: #"""
        struct Placeholder {
          let context: String

          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = NavGraphRuntime.EmptyReducer<State, Action>()

          public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
            NavGraphRuntime.NavigationReflection(
              reducerType: Self.self, kind: .struct,
              fileID: "TestModule/test.swift", line: 2, column: 8,
              fields: [],
              cases: []
            )
          }
        }

        extension Placeholder: NavGraphRuntime.Reducer, NavGraphRuntime._NavigationReflectable {
        }
        """#)
  }
}
