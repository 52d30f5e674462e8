import NavGraphModel

/// A presentation a view drives with its own state (`.sheet(isPresented: $isSharing)`),
/// attached to the view that also presents from its feature's store (`.alert($store.scope(
/// state: \.alert, ...))`): both can be set at once, and SwiftUI shows one at a time.
package struct PresentationClash: Hashable, Sendable, Comparable {
  /// The feature whose store the view holds.
  package var feature: String
  /// The view type, as declared (`SettingsView`).
  package var view: String
  /// The view-driven presentation as written: `sheet(isPresented: $isSharePresented)`.
  package var local: String
  /// The store-driven presentations on the same view: `alert(\.alert)`.
  package var fromStore: [String]
  /// The feature's fields those scope to, each once, in the order written: `alert`,
  /// `destination`.
  package var storeFields: [String]
  /// Where the view-driven presentation is.
  package var location: SourceLocation

  package init(
    feature: String, view: String, local: String, fromStore: [String],
    storeFields: [String], location: SourceLocation
  ) {
    self.storeFields = storeFields
    self.feature = feature
    self.view = view
    self.local = local
    self.fromStore = fromStore
    self.location = location
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.location, lhs.local) < (rhs.location, rhs.local)
  }
}
