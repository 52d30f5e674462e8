import NavGraphCore
import NavGraphSyntax
import Testing

/// Presentation styles as teams write their views: modifiers applied in helper functions and
/// `View` extensions to a store passed in, TCA 1.25's unlabelled enum scopes, and bindings for
/// cases without payload.
@Suite struct ViewHelperStyleTests {
  @Test func helpersTakingTheFeaturesOrTheDestinationsStore() {
    MarkedSources([
      "Sources/App/Account.swift": #"""
        @Reducer
        struct Account { /*@feature Account struct*/
          @Reducer
          enum Destination { /*@feature Account.Destination enum*/
            case history(History) /*@edge Account History destination destination Account.Destination history fullScreenCover*/
            case details(Details) /*@edge Account Details destination destination Account.Destination details sheet*/
            case settings(Details) /*@edge Account Details destination destination Account.Destination settings navigationDestination*/
            case help /*@edge Account .help destination destination Account.Destination help sheet*/
            case alert(AlertState<Never>) /*@edge Account AlertState alert destination Account.Destination alert alert*/
            case faq(Details) /*@edge Account Details destination destination Account.Destination faq popover*/
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct History {} /*@feature History struct*/
        @Reducer struct Details {} /*@feature Details struct*/
        /*@root Account*/
        """#,
      "Sources/App/AccountView.swift": #"""
        struct AccountView: View {
          @Bindable var store: StoreOf<Account>
          var body: some View {
            List {}.destinations(with: store)
          }
        }

        private extension View {
          func destinations(with store: StoreOf<Account>) -> some View {
            let destinationStore = store.scope(state: \.$destination, action: \.destination)
            return history(with: destinationStore)
              .faq(with: destinationStore)
              .sheet(item: $store.scope(\.$destination, action: \.destination).details) {
                DetailsView(store: $0)
              }
              .navigationDestination(
                item: $store.scope(state: \.destination?.settings, action: \.destination.settings)
              ) { DetailsView(store: $0) }
              .sheet(isPresented: Binding($store.scope(\.$destination, action: \.destination).help)) {
                HelpView()
              }
              .alert($store.scope(\.$destination, action: \.destination).alert)
          }

          func faq(with destinationStore: PresentationStoreOf<Account.Destination>) -> some View {
            popover(
              store: destinationStore, state: /Account.Destination.State.faq,
              action: Account.Destination.Action.faq, content: { DetailsView(store: $0) })
          }

          func history(with destinationStore: PresentationStoreOf<Account.Destination>) -> some View {
            fullScreenCover(store: destinationStore.scope(state: \.history, action: \.history)) {
              HistoryView(store: $0)
            }
          }
        }
        """#,
    ]).check()
  }
}
