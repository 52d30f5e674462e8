import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct OrphanFeatureRuleTests {
  @Test func examples() {
    RuleExamples.check(OrphanFeatureRule())
  }

  @Test func theMessageSaysWhereTheAppStarts() throws {
    let rule = OrphanFeatureRule()
    let finding = try #require(
      RuleExamples.lint(rule.description.triggeringExamples[0], with: rule).first)
    #expect(finding.message == "LegacyCheckout navigates (presents Payment) but nothing "
      + "reachable from the features the app builds a Store for (AppFeature) presents, pushes "
      + "or scopes to it; only it reaches Payment; delete it or integrate it where it belongs")
  }

  @Test func storesInTestsAndPreviewsAreNotEntryPoints() {
    let scan = SourceScanner().scan(sources: [
      "Sources/App/App.swift": """
        @main struct MyApp: App {
          static let store = StoreOf<AppFeature>(initialState: .init()) { AppFeature() }
        }
        struct Legacy_Previews: PreviewProvider {
          static var previews: some View { LegacyView(store: Store(initialState: Legacy.State()) { Legacy() }) }
        }
        #Preview { OtherView(store: Store(initialState: Other.State(), reducer: { Other() })) }
        let old = Store(initialState: AppState(), reducer: appReducer, environment: AppEnvironment())
        """,
      "Tests/AppTests/AppTests.swift": """
        let store = TestStore(initialState: Legacy.State()) { Legacy() }
        let other = Store(initialState: Legacy.State()) { Legacy() }
        """,
      "Sources/App/Features.swift": """
        @Reducer struct AppFeature {}
        @Reducer struct Legacy {}
        @Reducer struct Other {}
        struct AppState {}
        let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine()
        """,
    ])
    let stores = scan.facts.stores.map {
      "\($0.feature) \($0.location.file):\($0.location.line ?? 0)"
        + ($0.isTest ? " test" : "") + ($0.isPreview ? " preview" : "")
    }
    #expect(stores == [
      "AppFeature Sources/App/App.swift:2", "Legacy Sources/App/App.swift:5 preview",
      "Other Sources/App/App.swift:7 preview", "appReducer Sources/App/App.swift:8",
      "Legacy Tests/AppTests/AppTests.swift:2 test",
    ])
  }
}
