import NavGraphCore
import NavGraphSyntax
import Testing

/// The state 2.0 apps navigate with: a prompt held directly in an optional (an alert or a
/// dialog as the view presenting it says), an optional presented at launch, a generic child
/// with a default; and what is not feature navigation.
@Suite struct TCA2StateShapeTests {
  static let sources = [
    "Sources/App/Settings.swift": #"""
      import ComposableArchitecture2

      @Feature
      struct Settings { /*@feature Settings struct*/
        @Feature
        struct ConfirmReset: Prompt {
          struct State {}
          enum Action { case reset }
        }
        @Feature
        struct WarnOffline: Prompt {
          struct State {}
          enum Action { case ok }
        }
        @Feature
        struct Guess: Prompt {
          struct State {}
          enum Action { case ok }
        }
        @Feature
        enum Destination { /*@feature Settings.Destination enum*/
          case create(Loader<Create> = Loader { Create() }) /*@edge Settings Loader destination destination Settings.Destination create*/
        }
        enum Step { case name, email }
        struct State {
          var confirmReset: ConfirmReset.State? /*@edge Settings Settings.ConfirmReset dialog confirmReset - - confirmationDialog*/
          var warnOffline: WarnOffline.State? /*@edge Settings Settings.WarnOffline alert warnOffline - - alert*/
          var guess: Guess.State? /*@edge Settings Settings.Guess alert guess*/
          var welcome: Welcome.State? = Welcome.State() /*@edge Settings Welcome presentation welcome - - fullScreenCover*/
          var destination: Destination.State?
          var steps: [Step] = []
          var selection: Item?
          var isPresentingHelp = false
          @StoreTaskID var save
          @FetchAll(Item.all) var items: [Item]
        }
        enum Action {
          case confirmReset(ConfirmReset.Action)
          case warnOffline(WarnOffline.Action)
          case guess(Guess.Action)
          case welcome(Welcome.Action)
          case destination(Destination.Action)
        }
        @FeatureLocal private var total = 0
        var body: some Feature {
          Update { _, _ in }
            .ifLet(\.confirmReset) { ConfirmReset() }
            .ifLet(\.warnOffline) { WarnOffline() }
            .ifLet(\.guess) { Guess() }
            .ifLet(\.welcome) { Welcome() }
            .ifLet(\.destination) { Destination.body }
        }
      }

      struct SettingsView: View {
        @Bindable var store: StoreOf<Settings>
        var body: some View {
          Form {}
            .confirmationDialog(item: $store.scope(\.confirmReset), titleVisibility: .visible) {
              _ in Text("")
            } actions: { _ in }
            .alert(item: $store.scope(\.warnOffline, action: \.warnOffline)) { _ in Text("") }
            .fullScreenCover(item: $store.scope(\.welcome)) { WelcomeView(store: $0) }
            .navigationDestination(item: $store.selection) { ItemView(item: $0) }
            .sheet(isPresented: $store.isPresentingHelp) { HelpView() }
        }
      }

      @Feature struct Welcome {} /*@feature Welcome struct*/
      @Feature struct Loader<Child: FeatureProtocol> {} /*@feature Loader struct*/
      @Feature struct Create {} /*@feature Create struct*/
      struct Item: Hashable {}
      """#
  ]

  @Test func theGraph() {
    MarkedSources(Self.sources).check()
  }

  /// Lint's facts say which prompts are alerts and which dialogs, as the edges do, and that
  /// the optional presented at launch is set.
  @Test func theFacts() throws {
    let result = SourceScanner().scan(sources: Self.sources)
    let fields = try #require(result.facts.features.first { $0.name == "Settings" }).fields
    #expect(
      fields.filter { $0.prompt != nil }.map {
        "\($0.name) \($0.child ?? "-") \($0.prompt?.rawValue ?? "-")"
      } == [
        "confirmReset Settings.ConfirmReset dialog",
        "warnOffline Settings.WarnOffline alert",
        "guess Settings.Guess alert",
      ])
    #expect(fields.first { $0.name == "welcome" }?.isSet == true)
  }
}
