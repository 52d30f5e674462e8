import NavGraphCore

/// A TCACoordinators route: how a screen is shown.
enum RouteKind: String, Sendable, Codable {
  case root, push, sheet, cover

  /// The SwiftUI presentation the route stands for; the root is shown in place.
  var style: PresentationStyle? {
    switch self {
    case .root: nil
    case .push: .navigationDestination
    case .sheet: .sheet
    case .cover: .fullScreenCover
    }
  }
}
