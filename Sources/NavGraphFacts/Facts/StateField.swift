import NavGraphModel
import NavGraphVocabulary

/// A stored property of a feature's `State`.
package struct StateField: Hashable, Sendable {
  package enum Wrapper: String, Hashable, Sendable {
    case presents = "@Presents"
    case presentationState = "@PresentationState"
  }

  package enum Container: String, Hashable, Sendable {
    case stackState = "StackState"
    case identifiedArray = "IdentifiedArray"
    /// A TCACoordinators routes array (`[Route<Screen.State>]`,
    /// `IdentifiedArrayOf<Route<Screen.State>>`): pushes and presentations in one stack.
    case routes = "Route"
    /// A plain array: TCA 2.0's stacks (`[Path.State]`) and collections, with `forEach`.
    case array = "Array"
  }

  package var name: String
  /// The type as written (`Destination.State?`), or as spelled by the initializer.
  package var typeText: String?
  package var wrapper: Wrapper?
  /// Optional, or `PresentationState<...>`.
  package var isOptional: Bool
  package var container: Container?
  /// What the field holds that navigation reaches; `nil` when it holds no child.
  package var child: Child?
  /// In TCA 2.0, a prompt the field holds directly (`var confirmReset: ConfirmReset.State?`
  /// with `ConfirmReset: Prompt`, a feature), as the view presenting it shows it.
  package var prompt: PromptKind?
  package var location: SourceLocation
  /// A parameter of `State`'s memberwise initializer (a `let` with a value is not).
  package var isMemberwiseParameter: Bool
  /// That parameter has a default (an initial value, an optional `var`, `@Presents`).
  package var hasDefaultValue: Bool
  /// Whether `name` is written after a `.` as it is (`destination`), rather than in backticks
  /// (`` `field "two"` ``, an SE-0451 raw identifier). The scanner, which has Swift's grammar,
  /// decides, so lint can word a fix without it.
  package var isPlainMember: Bool
  /// How the feature's views use the field (`notFound` until the scanner has read the views).
  package var viewUse: ViewUse = .notFound
  /// A view pushes it as an element of a `NavigationStack(path:)` (an `IfLetStore` in the
  /// content of `navigationDestination(for:)`): it may be set while another such screen,
  /// below it on the stack, is, which is a deeper stack and no clash.
  package var isStackElement = false
  /// The action cases the views route this presentation's actions to (`action:
  /// \.cancelRemove`), its own or another: a handler of one that sets the field to nil
  /// dismisses it.
  package var presentationActions: Set<String> = []
  /// For a field holding an enum reducer (a Destination): the cases the feature's views
  /// present one by one (`.sheet(item: $store.scope(state: \.destination?.edit, ...))`), when
  /// that is all they are seen to do with it; `nil` when a view shows the field whole (a
  /// presentation of the field's store, a `switch` over it, a store scoped to it drawn in place
  /// or handed to a helper), or a view the scan cannot tie to a feature scopes to a field of
  /// its name.
  package var casesPresentedOneByOne: Set<String>?
  /// Non-test code gives it a value somewhere: an assignment, a state initializer called with
  /// it, or an initial value. `false` means nothing ever shows it.
  package var isSet = true
  /// Where the feature's own code sets it to `nil` by hand, first in source order.
  package var clearedByHand: SourceLocation?
  /// Some code sets a field of its name to `nil` through another path (a parent's
  /// `state.child.alert = nil`): it may be cleared from outside the feature.
  package var isClearedThroughPath = false
  /// For a computed property that gets and sets child state through a stored field (`var
  /// filter: Filter.State?` over `var popover: Popover?`, one per case): that field. The
  /// projections of one field hold one value, so at most one of them is ever set.
  package var projectedFrom: String?

  package init(
    name: String, typeText: String?, wrapper: Wrapper?, isOptional: Bool,
    container: Container?, child: Child?, location: SourceLocation,
    isMemberwiseParameter: Bool = true, hasDefaultValue: Bool = true, isPlainMember: Bool = true
  ) {
    self.isMemberwiseParameter = isMemberwiseParameter
    self.hasDefaultValue = hasDefaultValue
    self.isPlainMember = isPlainMember
    self.name = name
    self.typeText = typeText
    self.wrapper = wrapper
    self.isOptional = isOptional
    self.container = container
    self.child = child
    self.location = location
  }

  /// `name` as a member in Swift a user can paste: in backticks unless ``isPlainMember``.
  package var memberSpelling: String {
    isPlainMember ? name : "`\(name)`"
  }

  /// A field lint treats as an optional presentation: wrapped, or optional child state.
  package var isPresentation: Bool {
    container == nil && (wrapper != nil || (isOptional && child != nil))
  }
}
