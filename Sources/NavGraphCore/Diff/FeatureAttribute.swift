/// What of a feature besides its name a diff can compare.
///
/// `kind` is navigation (an enum reducer is not a struct feature) and always compared. The
/// others are metadata that can change without changing what a user can reach, so a diff
/// compares them only when asked (`navviz diff --compare module`): a feature moved to another
/// module, or written in another API generation, navigates the same.
package enum FeatureAttribute: String, Hashable, Sendable, CaseIterable, Comparable {
  case kind
  case module

  /// Compared unless a caller leaves them out.
  package static let always: Set<FeatureAttribute> = [.kind]
  /// Compared only when asked.
  package static var optional: [FeatureAttribute] { allCases.filter { !always.contains($0) } }

  /// The attribute's value for `feature`, as reports write it.
  func value(of feature: Feature) -> String? {
    switch self {
    case .kind: feature.kind.rawValue
    case .module: feature.module
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
