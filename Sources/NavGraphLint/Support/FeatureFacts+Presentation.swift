import NavGraphCore
import NavGraphFacts

extension FeatureFacts {
  /// The fields lint treats as optional presentations. Wrapped fields (`@Presents`,
  /// `@PresentationState`) and optional alerts/dialogs always are. A plain optional child
  /// state (`var editor: Editor.State?`) is one only when the feature shows it means to run
  /// the child — an `ifLet` on it, or an Action case of the same name — because optional
  /// child state is also kept as plain data (a draft saved for later), which no rule should
  /// call a presentation.
  var presentationFields: [StateField] {
    // An optional of a stack's own Path beside the stack is the stack's root screen.
    let stackChildren = Set(fields.filter { $0.container == .stackState }.compactMap(\.child))
    return fields.filter { field in
      guard field.isPresentation, field.child.map(stackChildren.contains) != true else {
        return false
      }
      if field.wrapper != nil || field.isAlertOrDialog { return true }
      let integrations = integrations(onField: field.name)
      // `Scope` on it (an implicitly unwrapped `var grid: Grid.State!`) runs the child as
      // always present.
      if integrations.contains(where: { $0.op == .scope })
        && !integrations.contains(where: { $0.op == .ifLet })
      {
        return false
      }
      return !integrations.isEmpty || actionCase(named: field.name) != nil
    }
  }
}

extension FeatureFacts {
  /// The presentation fields the app can show as presentations: something sets them, and a
  /// view presents them (a sheet, an alert, a pushed screen) — or, where the views were not
  /// found or name them in a way not read, they are declared as presentations (`@Presents`,
  /// `@PresentationState`, an alert or dialog; in TCA 2.0, which has no wrapper, an optional
  /// child its `ifLet` runs). A child a view draws in place (`IfLetStore`,
  /// `if let store.scope(...)`, an overlay) is composition, whatever its declaration.
  var shownPresentationFields: [StateField] {
    presentationFields.filter { field in
      guard field.isSet else { return false }
      switch field.viewUse {
      case .presented: return true
      case .inline: return false
      case .mentioned: return isDeclaredPresentation(field)
      // The feature's views were read and none names it: it is never on screen, which
      // `presentation-without-view` says.
      case .notFound: return !viewsFound && isDeclaredPresentation(field)
      }
    }
  }

  /// Whether the declaration alone says `field` is presented.
  func isDeclaredPresentation(_ field: StateField) -> Bool {
    field.wrapper != nil || field.isAlertOrDialog
      || (apiGeneration == .tca2 && integrations(onField: field.name).contains { $0.op == .ifLet })
  }

  /// A field some code sets but none of the feature's views (found) names: never on screen.
  func isSetButShownByNoView(_ field: StateField) -> Bool {
    viewsFound && field.isSet && field.viewUse == .notFound
  }

  /// The field holding a Destination enum among `fields`, if any.
  func destinationField(among fields: [StateField], in context: LintContext) -> StateField? {
    fields.first { $0.child?.featureName.map(context.destinationEnums.contains) == true }
  }
}

extension StateField {
  /// The prompt the field holds: 1.x's `AlertState`/`ConfirmationDialogState`, or a 2.0 prompt
  /// held directly, as its view shows it.
  var promptKind: PromptKind? {
    child?.promptKind ?? prompt
  }

  /// An alert or a dialog.
  var isAlertOrDialog: Bool {
    promptKind != nil
  }

  /// A confirmation dialog rather than an alert.
  var isDialog: Bool {
    promptKind == .dialog
  }
}

extension FeatureFacts {
  /// The handlers of `field`'s dismissal: `case .field(.dismiss):`, the action case named after
  /// the field (or after its last name, for a field in a nested struct).
  func dismissHandlers(of field: StateField) -> [DismissHandler] {
    let name = field.name.split(separator: ".").last.map(String.init) ?? field.name
    let paired = integrations(onField: field.name).compactMap(\.actionCase).first ?? name
    let routed = field.presentationActions.union([paired])
    return dismissHandlers.filter { $0.actionPath.count == 1 && routed.contains($0.actionPath[0]) }
  }
}

extension FeatureFacts {
  /// An integration by `op` whose state key path navviz could not read (handed as a constant
  /// declared out of sight): a rule cannot tell which field it integrates.
  func unreadIntegration(_ op: IntegrationOperator) -> Integration? {
    integrations.first { $0.op == op && $0.unresolvedStateName != nil }
  }
}

extension LintContext {
  /// Whether no code of the app sets `field` to `nil`: not the feature's, not another's through
  /// a path, and no handler of its dismissal; an `ifLet` not read (a key path out of sight, or
  /// a helper operator any feature may call) may clear it, so it says no.
  func nothingClears(_ field: StateField, of feature: FeatureFacts) -> Bool {
    field.clearedByHand == nil && !field.isClearedThroughPath
      && feature.dismissHandlers(of: field).isEmpty && feature.unreadIntegration(.ifLet) == nil
      && helperIntegration(.ifLet, of: field) == nil
  }

  /// A helper operator of `extension Reducer` that integrates `field` by `op` (or a field it is
  /// handed): any feature may call it, so a rule cannot tell whether this one does.
  func helperIntegration(_ op: IntegrationOperator, of field: StateField) -> Integration? {
    let name = field.name.split(separator: ".").last.map(String.init) ?? field.name
    return facts?.helperIntegrations.first {
      $0.op == op && ($0.stateField == name || $0.unresolvedStateName != nil)
    }
  }
}
