import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax
import Testing

/// A tab bar of stacks whose `Path` groups each tab's screens in an enum reducer nested in it
/// (`case articles(Articles.Body = Articles.body)`), as large apps written on TCA 1.25 do:
/// the screens are the stack's destinations, through the group, named by their case path.
@Suite struct CaseGroupTests {
  static let source = #"""
    @Reducer
    struct Tabs {
      @Reducer
      enum Path {
        case settings(Settings)
        case articles(Articles.Body = Articles.body)
        case people(People.Body = People.body)

        @Reducer
        enum Articles {
          case list(ArticleList)
          case article(Article)
          case comments(Comments.Body = Comments.body)
        }
        @Reducer
        enum People {
          case profile(Profile)
          case blocked
        }
        @Reducer
        enum Comments {
          case thread(Thread)
        }
      }
      @ObservableState
      struct State {
        var path = StackState<Path.State>()
      }
      enum Action {
        case path(StackActionOf<Path>)
        case articleTapped
        case commentsTapped
        case settingsTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .articleTapped:
            state.path.append(.articles(.article(Article.State())))
          case .commentsTapped:
            state.path.append(.articles(.comments(.thread(.init()))))
          case .settingsTapped:
            state.path.append(.settings(.init()))
          case .path(.element(id: _, action: .articles(.list(.delegate(.open))))):
            state.path.append(.articles(.list(ArticleList.State())))
          default: break
          }
          return .none
        }
        .forEach(\.path, action: \.path)
      }
    }

    @Reducer struct Settings {}
    @Reducer struct ArticleList {}
    @Reducer struct Article {}
    @Reducer struct Profile {}
    @Reducer struct Thread {}
    """#

  static func scan() -> ScanResult {
    SourceScanner().scan(sources: ["Sources/App/Tabs.swift": source])
  }

  @Test func eachScreenOfAGroupIsPushedByTheStacksOwner() {
    let edges = Self.scan().graph.edges.map {
      "\($0.from) .\($0.field ?? "-") \($0.via ?? "-") .\($0.case ?? "-") \($0.kind.rawValue) \($0.to)"
    }
    #expect(edges == [
      "Tabs .path Tabs.Path .articles.article stack Article",
      "Tabs .path Tabs.Path .articles.comments.thread stack Thread",
      "Tabs .path Tabs.Path .articles.list stack ArticleList",
      "Tabs .path Tabs.Path .people.blocked stack .blocked",
      "Tabs .path Tabs.Path .people.profile stack Profile",
      "Tabs .path Tabs.Path .settings stack Settings",
    ])
  }

  @Test func aGroupIsPartOfItsEnumNotAFeatureOrARoot() {
    let graph = Self.scan().graph
    #expect(graph.features.map(\.name) == [
      "Article", "ArticleList", "Profile", "Settings", "Tabs", "Tabs.Path", "Thread",
    ])
    #expect(graph.roots == ["Tabs"])
  }

  @Test func theEnumsFactsListTheScreensByCasePath() throws {
    let path = try #require(Self.scan().facts.feature(named: "Tabs.Path"))
    #expect(path.reducerCases.map(\.name) == [
      "settings", "articles.list", "articles.article", "articles.comments.thread",
      "people.profile", "people.blocked",
    ])
    #expect(Self.scan().facts.feature(named: "Tabs.Path.Articles") == nil)
  }

  @Test func aScreenNothingPushesIsReportedByItsCasePath() {
    let findings = Linter(rules: [UnreachablePathCaseRule()]).lint(LintInput(scan: Self.scan()))
    #expect(findings.map { "\($0.feature ?? "-").\($0.case ?? "-")" } == [
      "Tabs.Path.people.profile", "Tabs.Path.people.blocked",
    ])
  }

  @Test func routesAndTheirSwiftBuildTheCasesInsideEachOther() throws {
    let graph = Self.scan().graph
    let routes = try graph.shortestRoutes(to: "Tabs.Path.articles.comments.thread")
    #expect(routes.map(\.swiftState) == [
      "Tabs.State(path: StackState([.articles(.comments(.thread(Thread.State(...))))]))"
    ])
    #expect(try graph.shortestRoutes(to: "Tabs.articles.article").count == 1)
  }
}
