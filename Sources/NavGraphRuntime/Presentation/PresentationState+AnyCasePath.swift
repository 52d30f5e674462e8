/// `$destination[case: /Destination.State.child]`, TCA 1.0–1.3's spelling of the case subscript
/// (P-4, P-5) with an `AnyCasePath`, which works on enums that are not `CasePathable` too.
/// Deprecated as TCA deprecates it, with its message (P-49).
extension PresentationState {
  @available(
    *, deprecated,
    message: """
      Use the version of this subscript with case key paths, instead. See the following \
      migration guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield wrappedValue.flatMap(path.extract(from:)) }
    // A modify, not a setter: an optional-chained write to another case (`$x[case: p]?.y = 1`)
    // never calls a setter, and must still raise the issue (P-5).
    _modify {
      let current = wrappedValue
      var payload = current.flatMap(path.extract(from:))
      let wasInCase = payload != nil
      yield &payload
      guard wasInCase else {
        reportUnrelatedCase(
          current,
          at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return
      }
      wrappedValue = payload.map(path.embed)
    }
  }
}
