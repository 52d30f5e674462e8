import NavGraphFacts

/// A case of a feature's `Action` that carries a prompt's actions through the presentation
/// (`case alert(PresentationAction<Alert>)`): what it holds is the action type of an alert or
/// dialog, not a child feature's.
struct PresentedPromptCase: Hashable {
  enum Holds: Hashable {
    /// The feature's own `Action` (`PresentationAction<Action>`): a button's `.addTeam`
    /// arrives as `.case(.presented(.addTeam))`, never as `.addTeam`.
    case ownAction
    /// An enum of its own, by its last name (`Alert` for `Action.Alert`).
    case promptAction(String)
  }

  var name: String
  var holds: Holds

  /// `nil` for a case that holds no `PresentationAction`, or another feature's actions.
  init?(_ actionCase: ActionCase, of feature: FeatureFacts) {
    guard let written = actionCase.payloadText,
      let generic = PromptActionType(presentationPayload: written),
      let holds = generic.holds(in: feature)
    else { return nil }
    name = actionCase.name
    self.holds = holds
  }

  /// Whether a prompt built for `actionType` (`nil`: not written) sends its actions here.
  func carries(actionType: [String]?, of feature: FeatureFacts) -> Bool {
    guard let actionType else {
      // A prompt built without its type named may be an older plain `AlertState<Action>`,
      // whose buttons send the feature's actions directly.
      if case .promptAction = holds { return true }
      return false
    }
    return PromptActionType(components: actionType).holds(in: feature) == holds
  }
}

/// An action type as written (`Composition.Action`, `Action.Alert`), by its components.
private struct PromptActionType {
  var components: [String]

  init(components: [String]) { self.components = components }

  /// The argument of `PresentationAction<...>` in a payload written so, also qualified by
  /// its module (`ComposableArchitecture.PresentationAction<...>`).
  init?(presentationPayload written: String) {
    // `` PresentationAction<`Alert`> `` holds what `PresentationAction<Alert>` does.
    let trimmed = written.filter { !$0.isWhitespace && $0 != "`" }
    guard let head = trimmed.range(of: "PresentationAction<"), trimmed.hasSuffix(">") else {
      return nil
    }
    let qualifier = trimmed[..<head.lowerBound]
    guard qualifier.isEmpty || (qualifier.hasSuffix(".") && !qualifier.contains("<")) else {
      return nil
    }
    let argument = trimmed[head.upperBound...].dropLast()
    guard !argument.isEmpty, !argument.contains("<") else { return nil }
    components = argument.split(separator: ".").map(String.init)
  }

  /// What a case holding this type carries for `feature`; `nil` for another feature's actions.
  func holds(in feature: FeatureFacts) -> PresentedPromptCase.Holds? {
    guard let last = components.last else { return nil }
    guard last == "Action" else { return .promptAction(last) }
    let owner = components.dropLast()
    let featureName = feature.name.split(separator: ".").last.map(String.init) ?? feature.name
    if owner.isEmpty || owner.last == "Self" || owner.last == featureName { return .ownAction }
    return nil
  }
}
