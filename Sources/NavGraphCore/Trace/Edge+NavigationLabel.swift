extension Edge {
  /// `destination .addItem → ItemFormFeature`: the field, the case, the child, as messages and
  /// reports name one edge of a known owner.
  package var navigationLabel: String {
    (field ?? kind.rawValue) + (`case`.map { " .\($0)" } ?? "") + " → \(to)"
  }
}
