/// The words snapshots and diff reports use for a feature and an edge, so that a line of a
/// snapshot reads the same as that change in `navviz diff`:
///
///     AppFeature (struct, root)
///     AppFeature .path → AppFeature.Path .detail → SyncUpDetail (stack, navigationDestination)
///     InventoryFeature .addItem → ItemFormFeature (presentation, sheet)
///
/// An edge reads as the route it takes: the owner and its state field, the enum reducer in
/// between and its case, the target, then its kind and style. Names that are not plain are
/// quoted (`SnapshotName`).
extension Edge {
  package var words: String {
    routeWords + " ("
      + ([kind.rawValue] + (style.map { [$0.rawValue] } ?? []))
      .joined(separator: ", ") + ")"
  }

  /// The route alone, without kind and style.
  package var routeWords: String {
    var text = SnapshotName.token(from)
    if let field { text += " ." + SnapshotName.token(field, leadingDot: true) }
    if via != nil || self.case != nil {
      text += " →"
      if let via { text += " " + SnapshotName.token(via) }
      if let name = self.case { text += " ." + SnapshotName.token(name, leadingDot: true) }
    }
    return text + " → " + SnapshotName.token(to, leadingDot: true)
  }
}

extension Feature {
  /// `AppFeature (struct, root)`.
  package func words(isRoot: Bool) -> String {
    SnapshotName.token(name) + " (" + kind.rawValue + (isRoot ? ", root" : "") + ")"
  }
}

/// Names as the words write them, for reports that name a feature on its own.
package enum NavigationWords {
  /// `name` bare, or quoted when it is not plain (`"A B"`, `"Bell\u{7}"`).
  package static func name(_ name: String) -> String {
    SnapshotName.token(name)
  }
}
