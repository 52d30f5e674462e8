import NavGraphCore

extension FeatureFacts {
  /// The fields lint treats as optional presentations. Wrapped fields (`@Presents`,
  /// `@PresentationState`) and optional alerts/dialogs always are. A plain optional child
  /// state (`var editor: Editor.State?`) is one only when the feature shows it means to run
  /// the child — an `ifLet` on it, or an Action case of the same name — because optional
  /// child state is also kept as plain data (a draft saved for later), which no rule should
  /// call a presentation.
  var presentationFields: [StateField] {
    fields.filter { field in
      guard field.isPresentation else { return false }
      if field.wrapper != nil || field.isAlertOrDialog { return true }
      return !integrations(onField: field.name).isEmpty || actionCase(named: field.name) != nil
    }
  }
}

extension StateField {
  var isAlertOrDialog: Bool {
    child == "AlertState" || child == "ConfirmationDialogState"
  }
}
