/// How SwiftUI view code shows a destination, as the scanner read it from the view modifier
/// applied to a store scoped to the destination's field or case.
public enum PresentationStyle: String, Codable, Hashable, Sendable, CaseIterable {
  case sheet
  case fullScreenCover
  case popover
  case navigationDestination
  case navigationStack
  case alert
  case confirmationDialog
}
