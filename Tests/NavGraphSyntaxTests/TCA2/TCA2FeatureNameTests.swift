import NavGraphCore
import NavGraphSyntax
import Testing

/// How 2.0 apps name and shape their features: `@ComposableArchitecture2.Feature struct
/// Feature` in extensions of namespaces, prompts of one name in two owners, a generic wrapper
/// used once per tab, a top-level Path, a feature an in-house macro declares by extension.
@Suite struct TCA2FeatureNameTests {
  @Test func featuresNamedFeatureInNamespaces() {
    MarkedSources([
      "Sources/Library/Library.swift": #"""
        public import ComposableArchitecture2

        public enum Library {}

        extension Library {
          @ComposableArchitecture2.Feature public struct Feature { /*@feature Library.Feature struct*/
            @ComposableArchitecture2.Feature enum Destination { /*@feature Library.Feature.Destination enum*/
              case confirmDeletion(ConfirmDeletion) /*@edge Library.Feature Library.Feature.ConfirmDeletion alert destination Library.Feature.Destination confirmDeletion alert*/
              case reader(Reader.Feature) /*@edge Library.Feature Reader.Feature destination destination Library.Feature.Destination reader sheet*/
            }
            @ComposableArchitecture2.Feature struct ConfirmDeletion: Prompt {
              struct State {}
              enum Action { case delete }
            }
            public struct State { var destination: Destination.State? }
            public enum Action { case destination(Destination.Action) }
            public var body: some ComposableArchitecture2.FeatureProtocol<State, Action> {
              ComposableArchitecture2.Update { _, _ in }
                .ifLet(\.destination) { Destination.body }
            }
          }
        }

        extension Library {
          public struct SwiftUIView: SwiftUI::View {
            @Bindable private var store: StoreOf<Library.Feature>
            public var body: some SwiftUI::View {
              List {}
                .sheet(item: $store.scope(\.destination).reader) { Reader.SwiftUIView(store: $0) }
                .alert(item: $store.scope(\.destination).confirmDeletion) { _ in
                  Text("")
                } actions: { _ in }
            }
          }
        }
        """#,
      "Sources/Library/Reader.swift": #"""
        public import ComposableArchitecture2

        public enum Reader {}

        extension Reader {
          @ComposableArchitecture2.Feature
          public struct Feature { /*@feature Reader.Feature struct*/
            @Feature struct ConfirmDeletion: Prompt {
              struct State {}
              enum Action { case delete }
            }
            public struct State {
              var confirmDeletion: ConfirmDeletion.State? /*@edge Reader.Feature Reader.Feature.ConfirmDeletion dialog confirmDeletion - - confirmationDialog*/
            }
            public enum Action { case confirmDeletion(ConfirmDeletion.Action) }
            public var body: some Feature {
              Update { _, _ in }.ifLet(\.confirmDeletion) { ConfirmDeletion() }
            }
          }
          struct SwiftUIView: View {
            let store: StoreOf<Reader.Feature>
            var body: some View {
              Text("").confirmationDialog(item: $store.scope(\.confirmDeletion)) { _ in
                Text("")
              } actions: { _ in }
            }
          }
        }
        """#,
    ]).check()
  }

  /// One wrapper per tab (`TabStack<FeedTab>.State`) is one feature, whose root field holds
  /// every tab's root; its generic parameter names no type of the scan, even one called so.
  @Test func aGenericWrapperUsedOncePerTab() {
    MarkedSources([
      "Sources/App/Tabs.swift": #"""
        import ComposableArchitecture2

        @Feature
        struct TabStack<Root: FeatureProtocol> { /*@feature TabStack struct*/
          struct State {
            var root: Root.State /*@edge TabStack FeedTab scope root*/ /*@edge TabStack SearchTab scope root*/
            var path: [AppPath.State] = []
          }
          enum Action {
            case root(Root.Action)
            case path(AppPath.State.ID, AppPath.Action)
          }
          let makeRoot: () -> Root
          var body: some Feature {
            Scope(\.root) { makeRoot() }
            EmptyFeature().forEach(\.path, dismissStyle: .stack) { AppPath.body }
          }
        }

        @Feature public enum AppPath { /*@feature AppPath enum*/
          case article(Article) /*@edge TabStack Article stack path AppPath article*/
        }

        @Feature
        struct AppRoot { /*@feature AppRoot struct*/
          struct State {
            var feed: TabStack<FeedTab>.State /*@edge AppRoot TabStack scope feed*/
            var search: TabStack<SearchTab>.State /*@edge AppRoot TabStack scope search*/
          }
          enum Action {
            case feed(TabStack<FeedTab>.Action)
            case search(TabStack<SearchTab>.Action)
          }
          var body: some Feature {
            Scope(\.feed) { TabStack { FeedTab() } }
            Scope(state: \.search, action: \.search) { TabStack { SearchTab() } }
          }
        }

        @Feature struct FeedTab {} /*@feature FeedTab struct*/
        @Feature struct SearchTab {} /*@feature SearchTab struct*/
        @Feature struct Article {} /*@feature Article struct*/
        @Feature struct Root {} /*@feature Root struct*/
        /*@root AppRoot Root*/
        """#
    ]).check()
  }

  /// A feature an in-house macro composes by extension: its children are out of sight.
  @Test func aFeatureDeclaredByExtensionHasNoEdges() {
    MarkedSources([
      "Sources/App/Lists.swift": #"""
        public import ComposableArchitecture2
        public import Interface_ComposableArchitecture

        public struct Lists {} /*@feature Lists struct*/

        @FeatureComposition(.presented(Lists.create.self), calls: Lists.Call.self)
        extension Lists: FeatureProtocol {}
        """#
    ]).check()
  }
}
