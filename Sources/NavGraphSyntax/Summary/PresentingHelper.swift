/// A view helper that presents the store it is handed: a function (`func moduleListsSheet(_
/// store:)`) or a type (a `ViewModifier` with a `store`) named `name`, given the store as the
/// argument labelled `label` (`nil` for none).
struct PresentingHelper: Hashable, Sendable, Codable {
  var name: String
  var label: String?
}
