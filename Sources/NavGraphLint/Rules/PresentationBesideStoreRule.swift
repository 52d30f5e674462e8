import NavGraphCore
import NavGraphFacts

/// A view presenting from its own state on the view that also presents from its store.
package struct PresentationBesideStoreRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "presentation-beside-store",
    defaultSeverity: .warning,
    summary: "A view presents from its own state where it also presents from its store.",
    rationale: """
      SwiftUI shows one sheet, cover, popover, alert or dialog from a view at a time. A \
      presentation the view drives with its own state (`@State var isSharing` and \
      `.sheet(isPresented: $isSharing)`) attached to the view that also presents from the \
      store (`.alert($store.scope(state: \\.alert, action: \\.alert))`) can be set while \
      the other is showing: an effect's answer, a child's delegate action or the parent \
      sets the store's one, and it is not shown, while the state says it is. The store \
      cannot know the view's own presentation, so it cannot keep the two apart. Model it \
      in the feature's state, as a case of the Destination enum beside the other, so at \
      most one is set. Presentations the store drives, two or more, are \
      `multiple-presentation-optionals`' to report; one attached inside what another \
      presents shows over it and is not reported.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Settings {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>), restoreFailed
            enum Alert { case retry }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .restoreFailed = action {
                state.alert = AlertState { TextState("Restore failed") }
              }
              return .none
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          @State var isSharing = false
          var body: some View {
            Form { Button("Share") { isSharing = true } }
              .alert($store.scope(state: \.alert, action: \.alert))
              .↓sheet(isPresented: $isSharing) { ShareSheet() }
          }
        }
        """#),
      // Through other modifiers and an `item:` binding, on a 1.0 store.
      Example(
        #"""
        struct Profile: Reducer {
          struct State { @PresentationState var edit: EditProfile.State? }
          enum Action { case edit(PresentationAction<EditProfile.Action>), editTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .editTapped = action { state.edit = EditProfile.State() }
              return .none
            }
            .ifLet(\.$edit, action: /Action.edit) { EditProfile() }
          }
        }
        struct EditProfile: Reducer {
          struct State {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct ProfileView: View {
          let store: StoreOf<Profile>
          @State private var photo: Photo?
          var body: some View {
            VStack { Text("Profile") }
              .↓popover(item: $photo) { PhotoView(photo: $0) }
              .padding()
              .sheet(store: store.scope(state: \.$edit, action: { .edit($0) })) {
                EditProfileView(store: $0)
              }
          }
        }
        """#),
    ],
    nonTriggeringExamples: [
      // Presented from what the store's sheet shows: it comes over that sheet.
      Example(
        #"""
        @Reducer
        struct Settings {
          @ObservableState
          struct State { @Presents var about: About.State? }
          enum Action { case about(PresentationAction<About.Action>), aboutTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .aboutTapped = action { state.about = About.State() }
              return .none
            }
            .ifLet(\.$about, action: \.about) { About() }
          }
        }
        @Reducer struct About {}
        struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          @State var isSharing = false
          var body: some View {
            Form { Button("About") { store.send(.aboutTapped) } }
              .sheet(item: $store.scope(state: \.about, action: \.about)) { about in
                AboutView(store: about)
                  .sheet(isPresented: $isSharing) { ShareSheet() }
              }
          }
        }
        """#),
      // Only the view's own state presents here; the store's presentation is on another
      // view of the feature.
      Example(
        #"""
        @Reducer
        struct Settings {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action { case alert(PresentationAction<Alert>); enum Alert {} }
          var body: some ReducerOf<Self> { EmptyReducer().ifLet(\.$alert, action: \.alert) }
        }
        struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          var body: some View {
            Form { ShareRow() }
              .alert($store.scope(state: \.alert, action: \.alert))
          }
        }
        struct ShareRow: View {
          @State var isSharing = false
          var body: some View {
            Button("Share") { isSharing = true }
              .sheet(isPresented: $isSharing) { ShareSheet() }
          }
        }
        """#),
      // A pushed destination does not cover the view: it is not one of those shown one at a
      // time.
      Example(
        #"""
        @Reducer
        struct Library {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action { case alert(PresentationAction<Alert>); enum Alert {} }
          var body: some ReducerOf<Self> { EmptyReducer().ifLet(\.$alert, action: \.alert) }
        }
        struct LibraryView: View {
          @Bindable var store: StoreOf<Library>
          @State var selected: Book?
          var body: some View {
            List { BookRows() }
              .alert($store.scope(state: \.alert, action: \.alert))
              .navigationDestination(item: $selected) { BookView(book: $0) }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let facts = context.facts else { return [] }
    return facts.presentationClashes.map { clash in
      let others = clash.fromStore.joined(separator: ", ")
      return finding(
        feature: clash.feature, fields: clash.storeFields, location: clash.location,
        message: "\(clash.view) presents \(clash.local) from its own state on the view that "
          + "also presents \(others) from \(clash.feature)'s store: both can be set at once, "
          + "and SwiftUI shows one presentation from a view at a time, so the one set second "
          + "does not show; hold it in \(clash.feature)'s state as a case of one Destination "
          + "with the other")
    }
  }
}
