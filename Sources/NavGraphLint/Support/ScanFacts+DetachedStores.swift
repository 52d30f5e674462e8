import NavGraphFacts

extension ScanFacts {
  /// A view of `parent` builds a store that runs `child`'s reducer itself (outside tests and
  /// previews): what `detached-child-store` reports, so a rule that would only say the
  /// parent's field is shown by no view leaves it to that one.
  func viewBuildsOwnStore(of child: String?, inViewOf parent: String) -> Bool {
    guard let child else { return false }
    return stores.contains {
      $0.feature == child && $0.builtInViewOf == parent && $0.runsReducer && !$0.isTest
        && !$0.isPreview
    }
  }
}
