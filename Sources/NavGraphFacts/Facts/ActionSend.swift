import NavGraphModel

/// An action a feature's code sends with a nested case named (`.send(.delegate(.finished))`):
/// its case path, outermost first (`["delegate", "finished"]`).
package struct ActionSend: Hashable, Sendable {
  package var path: [String]
  package var location: SourceLocation

  package init(path: [String], location: SourceLocation) {
    self.path = path
    self.location = location
  }
}
