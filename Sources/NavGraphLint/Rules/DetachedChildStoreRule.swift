import NavGraphCore
import NavGraphFacts

/// A parent's view drawing a child it integrates with a `Store` of its own.
package struct DetachedChildStoreRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "detached-child-store",
    defaultSeverity: .error,
    summary: "A view draws a child its feature integrates with a store of its own.",
    rationale: """
      A parent that holds a child's state and integrates it (`ifLet`, `forEach`, `Scope`, a \
      Destination case) runs the child in its own store: the state the parent sets is the \
      one the child's screen should show, and the child's actions reach the parent, which \
      reads its delegate actions and dismisses it. When the parent's view draws the child \
      with a store it builds itself (`ChildView(store: Store(initialState: Child.State()) { \
      Child() })`), that store starts from its own state and keeps its actions: what the \
      parent sets is never drawn, and nothing the screen does reaches the parent. Scope the \
      parent's store to the child instead (`store.scope(state: \\.child, action: \\.child)`). \
      It speaks only where the store runs the child's reducer (a placeholder over \
      `EmptyReducer()` or `{}` only draws), where the parent sets the child's state \
      somewhere, and where no view of the parent scopes its store to that state: a \
      parent that also draws the child through its own store may build the other one for \
      another screen. The field is then reported here, not also as shown by no view.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Contacts {
          @ObservableState
          struct State { @Presents var detail: ContactDetail.State? }
          enum Action { case detail(PresentationAction<ContactDetail.Action>), rowTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .rowTapped:
                state.detail = ContactDetail.State()
                return .none
              case .detail:
                return .none
              }
            }
            .ifLet(\.$detail, action: \.detail) { ContactDetail() }
          }
        }
        struct ContactsView: View {
          @Bindable var store: StoreOf<Contacts>
          @State var isShowingDetail = false
          var body: some View {
            Button("Open") { store.send(.rowTapped) }
              .sheet(isPresented: $isShowingDetail) {
                ContactDetailView(
                  store: ↓Store(initialState: ContactDetail.State()) { ContactDetail() })
              }
          }
        }
        @Reducer struct ContactDetail {}
        struct ContactDetailView: View {
          let store: StoreOf<ContactDetail>
          var body: some View { Text("") }
        }
        """#),
      // A Destination case the parent builds, drawn with a store of its own.
      Example(
        #"""
        @Reducer
        struct Contacts {
          @Reducer
          enum Destination { case detail(ContactDetail) }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>), rowTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.destination = .detail(ContactDetail.State())
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }
        struct ContactsView: View {
          let store: StoreOf<Contacts>
          var body: some View {
            ContactDetailView(store: ↓Store(initialState: ContactDetail.State()) { ContactDetail() })
          }
        }
        @Reducer struct ContactDetail {}
        struct ContactDetailView: View {
          let store: StoreOf<ContactDetail>
          var body: some View { Text("") }
        }
        """#),
    ],
    nonTriggeringExamples: [
      // The parent's view also scopes to the child: the other store may be another screen's.
      Example(
        #"""
        @Reducer
        struct Contacts {
          @ObservableState
          struct State { @Presents var detail: ContactDetail.State? }
          enum Action { case detail(PresentationAction<ContactDetail.Action>), rowTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.detail = ContactDetail.State()
              return .none
            }
            .ifLet(\.$detail, action: \.detail) { ContactDetail() }
          }
        }
        struct ContactsView: View {
          @Bindable var store: StoreOf<Contacts>
          var body: some View {
            ContactDetailView(store: Store(initialState: ContactDetail.State()) { ContactDetail() })
              .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detail in
                ContactDetailView(store: detail)
              }
          }
        }
        @Reducer struct ContactDetail {}
        struct ContactDetailView: View {
          let store: StoreOf<ContactDetail>
          var body: some View { Text("") }
        }
        """#),
      // The parent's store scoped to the child.
      Example(
        #"""
        @Reducer
        struct Contacts {
          @ObservableState
          struct State { @Presents var detail: ContactDetail.State? }
          enum Action { case detail(PresentationAction<ContactDetail.Action>), rowTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.detail = ContactDetail.State()
              return .none
            }
            .ifLet(\.$detail, action: \.detail) { ContactDetail() }
          }
        }
        struct ContactsView: View {
          @Bindable var store: StoreOf<Contacts>
          var body: some View {
            Button("Open") { store.send(.rowTapped) }
              .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detail in
                ContactDetailView(store: detail)
              }
          }
        }
        @Reducer struct ContactDetail {}
        struct ContactDetailView: View {
          let store: StoreOf<ContactDetail>
          var body: some View { Text("") }
        }
        """#),
      // A placeholder drawn while the child loads: its store runs no reducer.
      Example(
        #"""
        @Reducer
        struct Contacts {
          @ObservableState
          struct State { @Presents var detail: ContactDetail.State? }
          enum Action { case detail(PresentationAction<ContactDetail.Action>), rowTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.detail = ContactDetail.State()
              return .none
            }
            .ifLet(\.$detail, action: \.detail) { ContactDetail() }
          }
        }
        struct ContactsView: View {
          let store: StoreOf<Contacts>
          var body: some View {
            ContactDetailView(store: Store(initialState: ContactDetail.State()) {})
              .redacted(reason: .placeholder)
          }
        }
        @Reducer struct ContactDetail {}
        struct ContactDetailView: View {
          let store: StoreOf<ContactDetail>
          var body: some View { Text("") }
        }
        """#),
      // A child the parent does not hold: a screen of its own, started here.
      Example(
        #"""
        @Reducer struct Contacts {}
        struct ContactsView: View {
          let store: StoreOf<Contacts>
          @State var isShowingAbout = false
          var body: some View {
            Button("About") { isShowingAbout = true }
              .sheet(isPresented: $isShowingAbout) {
                AboutView(store: Store(initialState: About.State()) { About() })
              }
          }
        }
        @Reducer struct About {}
        struct AboutView: View {
          let store: StoreOf<About>
          var body: some View { Text("") }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let facts = context.facts else { return [] }
    var result: [Finding] = []
    for store in facts.stores where store.runsReducer && !store.isTest && !store.isPreview {
      guard let parentName = store.builtInViewOf, parentName != store.feature,
        let parent = facts.feature(named: parentName),
        let field = heldField(of: store.feature, in: parent, facts: facts)
      else { continue }
      result.append(
        finding(
          feature: parentName, fields: [field.name], location: store.location,
          message: "\(parentName)'s view draws \(store.feature) with a Store of its own, "
            + "while \(parentName) sets and integrates \(store.feature)'s state in "
            + "\(parentName).State.\(field.name): the state \(parentName) sets is never "
            + "drawn, and the screen's actions never reach \(parentName); scope "
            + "\(parentName)'s store to \(field.name) instead"))
    }
    return result
  }

  /// The field of `parent` that holds `child`'s state — directly, or as a case of a
  /// Destination enum — integrated, set, and drawn by no view through the parent's store.
  private func heldField(of child: String, in parent: FeatureFacts, facts: ScanFacts)
    -> StateField?
  {
    facts.integratedHolders(of: child, in: parent).first { holder in
      let field = holder.field
      guard field.isSet, field.viewUse != .presented, field.viewUse != .inline else {
        return false
      }
      // A Destination case counts where non-test code builds it.
      guard let enumCase = holder.enumCase, let held = field.child?.featureName else {
        return true
      }
      return facts.constructions(of: held, case: enumCase).contains { !$0.isTest }
    }?.field
  }
}
