import NavGraphVocabulary

/// A stored property of a feature's `State`.
public struct StateField: Hashable, Sendable {
  public enum Wrapper: String, Hashable, Sendable {
    case presents = "@Presents"
    case presentationState = "@PresentationState"
  }

  public enum Container: String, Hashable, Sendable {
    case stackState = "StackState"
    case identifiedArray = "IdentifiedArray"
    /// A TCACoordinators routes array (`[Route<Screen.State>]`,
    /// `IdentifiedArrayOf<Route<Screen.State>>`): pushes and presentations in one stack.
    case routes = "Route"
    /// A plain array: TCA 2.0's stacks (`[Path.State]`) and collections, with `forEach`.
    case array = "Array"
  }

  public var name: String
  /// The type as written (`Destination.State?`), or as spelled by the initializer.
  public var typeText: String?
  public var wrapper: Wrapper?
  /// Optional, or `PresentationState<...>`.
  public var isOptional: Bool
  public var container: Container?
  /// What the field holds that navigation reaches; `nil` when it holds no child.
  public var child: Child?
  /// In TCA 2.0, a prompt the field holds directly (`var confirmReset: ConfirmReset.State?`
  /// with `ConfirmReset: Prompt`, a feature), as the view presenting it shows it.
  public var prompt: PromptKind?
  public var location: SourceLocation
  /// A parameter of `State`'s memberwise initializer (a `let` with a value is not).
  public var isMemberwiseParameter: Bool
  /// That parameter has a default (an initial value, an optional `var`, `@Presents`).
  public var hasDefaultValue: Bool
  /// Whether `name` is written after a `.` as it is (`destination`), rather than in backticks
  /// (`` `field "two"` ``, an SE-0451 raw identifier). The scanner, which has Swift's grammar,
  /// decides, so lint can word a fix without it.
  public var isPlainMember: Bool
  /// How the feature's views use the field (`notFound` until the scanner has read the views).
  public var viewUse: ViewUse = .notFound
  /// Non-test code gives it a value somewhere: an assignment, a state initializer called with
  /// it, or an initial value. `false` means nothing ever shows it.
  public var isSet = true
  /// Where the feature's own code sets it to `nil` by hand, first in source order.
  public var clearedByHand: SourceLocation?
  /// Some code sets a field of its name to `nil` through another path (a parent's
  /// `state.child.alert = nil`): it may be cleared from outside the feature.
  public var isClearedThroughPath = false
  /// For a computed property that gets and sets child state through a stored field (`var
  /// filter: Filter.State?` over `var popover: Popover?`, one per case): that field. The
  /// projections of one field hold one value, so at most one of them is ever set.
  public var projectedFrom: String?

  public init(
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
  public var memberSpelling: String {
    isPlainMember ? name : "`\(name)`"
  }

  /// A field lint treats as an optional presentation: wrapped, or optional child state.
  public var isPresentation: Bool {
    container == nil && (wrapper != nil || (isOptional && child != nil))
  }
}
