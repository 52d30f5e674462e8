import NavGraphCore
import NavGraphFacts

/// A Destination case the reducer builds that the feature's views, which present other cases
/// one by one, never present.
package struct UnpresentedDestinationCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unpresented-destination-case",
    defaultSeverity: .warning,
    summary: "A Destination case the reducer builds and that none of the feature's views "
      + "presents, where they present its other cases one by one.",
    rationale: """
      A view that presents a Destination case by case — \
      `.sheet(item: $store.scope(state: \\.destination?.add, action: \\.destination.add))`, \
      one modifier per case — shows only the cases it names. When the reducer builds another \
      case (`state.destination = .edit(...)`) that no modifier names, the state changes and \
      nothing appears: the user's tap shows nothing, and the destination stays set until \
      something else replaces it. Add the modifier for the case to the view, or present the \
      whole enum in one place (a `switch` over the destination's store). A view that shows \
      the field whole (a presentation of `\\.destination` with a switch inside, \
      `switch store.destination`, a store scoped to it that a helper presents), a view the \
      scan cannot tie to a feature that scopes to a field of the same name, or a Destination \
      several features hold, says nothing. A case nothing builds is \
      `unreachable-destination-case`'s, a case only an action nothing sends builds is \
      `dead-action-case`'s, and a field no view shows is `presentation-without-view`'s.
      """,
    triggeringExamples: [
      Example(
        Self.inventory(editItem: "↓editItem") + #"""
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            List {
              Button("Add") { store.send(.addTapped) }
              Button("Edit") { store.send(.editTapped) }
            }
            .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem))
            { store in ItemFormView(store: store) }
          }
        }
        """#)
    ],
    nonTriggeringExamples: [
      // Every case built has its modifier.
      Example(
        Self.inventory(editItem: "editItem") + #"""
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            List {}
              .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem))
              { store in ItemFormView(store: store) }
              .navigationDestination(
                item: $store.scope(state: \.destination?.editItem, action: \.destination.editItem)
              ) { store in ItemFormView(store: store) }
          }
        }
        """#),
      // The whole enum presented in one place, its cases chosen inside.
      Example(
        Self.inventory(editItem: "editItem") + #"""
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            List {}
              .sheet(item: $store.scope(state: \.destination, action: \.destination)) { store in
                switch store.case {
                case .addItem(let store): ItemFormView(store: store)
                case .editItem(let store): ItemFormView(store: store)
                }
              }
          }
        }
        """#),
      // A `switch` over the destination the view reads whole.
      Example(
        Self.inventory(editItem: "editItem") + #"""
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            List {}
              .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem))
              { store in ItemFormView(store: store) }
              .overlay {
                switch store.destination {
                case .editItem?: EditBanner()
                default: EmptyView()
                }
              }
          }
        }
        """#),
      // A project's own modifier handed the store scoped to the field presents it whole.
      Example(
        Self.inventory(editItem: "editItem") + #"""
        struct InventoryView: View {
          @Bindable var store: StoreOf<Inventory>
          var body: some View {
            List {}
              .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem))
              { store in ItemFormView(store: store) }
              .inventoryDestinations($store.scope(state: \.destination, action: \.destination))
          }
        }
        """#),
    ])

  /// The feature the examples share: a Destination of two cases, each built on a tap its view
  /// sends; `editItem` is the case's name as written (with the marker where a finding points).
  private static func inventory(editItem: String) -> String {
    #"""
    @Reducer
    struct Inventory {
      @Reducer
      enum Destination {
        case addItem(ItemForm)
        case \#(editItem)(ItemForm)
      }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case addTapped, editTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped: state.destination = .addItem(ItemForm.State())
          case .editTapped: state.destination = .editItem(ItemForm.State())
          case .destination: break
          }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }
    @Reducer
    struct ItemForm {
      struct State {}
      enum Action { case save }
    }
    func sendTaps(_ store: StoreOf<Inventory>) {
      store.send(.addTapped)
      store.send(.editTapped)
    }

    """#
  }

  package func findings(in context: LintContext) -> [Finding] {
    let holders = holdersByEnum(in: context)
    let constructions = DeadActionConstructions(context)
    var result: [Finding] = []
    for feature in context.features where feature.viewsFound {
      for field in feature.presentationFields {
        guard field.isSet, field.viewUse == .presented,
          let presented = field.casesPresentedOneByOne, !presented.isEmpty,
          let enumName = field.child?.featureName, holders[enumName] == 1,
          context.destinationEnums.contains(enumName),
          let destination = context.featureFacts[enumName]
        else { continue }
        for item in destination.reducerCases where isShowable(item) {
          let first = item.name.split(separator: ".").first.map(String.init) ?? item.name
          // A case only an action nothing sends builds is `dead-action-case`'s finding.
          guard !presented.contains(first), context.isConstructed(enumName, case: item.name),
            constructions?.deadActions(building: item.name, of: enumName) == nil
          else { continue }
          let shown = presented.sorted().joined(separator: ", ")
          result.append(
            finding(
              feature: enumName, case: item.name, location: item.location,
              message: "\(feature.name) builds \(enumName).\(item.name), but its views present "
                + "only \(shown) of \(feature.name).State.\(field.name): when the case is set "
                + "nothing appears; add a modifier scoped to \\.\(field.memberSpelling)?."
                + "\(first) to the view, or present the whole destination in one place"))
        }
      }
    }
    return result
  }

  /// A case a view presents: a child feature, an alert or a dialog. Data and ignored cases
  /// are read by views in ways not followed.
  private func isShowable(_ item: ReducerCase) -> Bool {
    item.kind == .feature || item.kind == .alert || item.kind == .dialog
  }

  /// How many presentation fields, over all features, hold each enum reducer: one several
  /// hold may be presented by another holder's views.
  private func holdersByEnum(in context: LintContext) -> [String: Int] {
    var counts: [String: Int] = [:]
    for feature in context.features {
      for field in feature.fields {
        if let name = field.child?.featureName { counts[name, default: 0] += 1 }
      }
    }
    return counts
  }
}
