import Foundation
import NavGraphCore
@testable import NavGraphSyntax
import Testing

/// Presentation styles from each generation of the view API.
@Suite struct ViewStyleTests {
  @Test func tca15StoreScopesWithProjectedKeyPathAndCase() {
    MarkedSources([
      "Sources/App/Feature.swift": """
        @Reducer struct Feature { /*@feature Feature struct*/
          @Reducer struct Destination { /*@feature Feature.Destination struct*/
            enum State {
              case detail(Detail.State) /*@edge Feature Detail destination destination Feature.Destination detail navigationDestination*/
              case cover(Detail.State) /*@edge Feature Detail destination destination Feature.Destination cover fullScreenCover*/
            }
            enum Action { case detail(Detail.Action), cover(Detail.Action) }
            var body: some ReducerOf<Self> {
              Scope(state: \\.detail, action: \\.detail) { Detail() }
              Scope(state: \\.cover, action: \\.cover) { Detail() }
            }
          }
          struct State { @PresentationState var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\\.$destination, action: \\.destination) { Destination() }
          }
        }
        struct FeatureView: View {
          let store: Store<Feature.State, Feature.Action>
          var body: some View {
            Text("")
              .navigationDestination(
                store: store.scope(state: \\.$destination.detail, action: \\.destination.detail)
              ) { DetailView(store: $0) }
              .fullScreenCover(
                store: self.store.scope(state: \\.$destination.cover, action: \\.destination.cover)
              ) { DetailView(store: $0) }
          }
        }
        @Reducer struct Detail { struct State {}; enum Action {} } /*@feature Detail struct*/
        /*@root Feature*/
        """
    ]).check()
  }

  @Test func aModifierWithoutAKnownOwnerStylesOnlyAnUnambiguousEdge() {
    MarkedSources([
      "Sources/App/Two.swift": """
        @Reducer struct First { /*@feature First struct*/
          struct State { @Presents var sheet: Leaf.State? } /*@edge First Leaf presentation sheet - - sheet*/
          enum Action {}
        }
        @Reducer struct Second { /*@feature Second struct*/
          struct State { @Presents var alert: AlertState<Never>? } /*@edge Second AlertState alert alert*/
          enum Action {}
        }
        @Reducer struct Third { /*@feature Third struct*/
          struct State { @Presents var alert: AlertState<Never>? } /*@edge Third AlertState alert alert*/
          enum Action {}
        }
        @Reducer struct Leaf { struct State {}; enum Action {} } /*@feature Leaf struct*/
        // A view helper whose store type is generic: the owner is unknown.
        extension View {
          func presenting<S>(_ store: S) -> some View {
            self
              .sheet(item: store.scope(state: \\.sheet, action: \\.sheet)) { _ in EmptyView() }
              .alert(store.scope(state: \\.alert, action: \\.alert))
          }
        }
        /*@root First Second Third*/
        """
    ]).check()
  }
}
