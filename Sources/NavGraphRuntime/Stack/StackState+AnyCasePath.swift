/// `path[id: id, case: /Path.State.detail]`, TCA 1.0–1.3's spelling of the element case
/// subscript (S-12, S-13) with an `AnyCasePath`, which works on enums that are not
/// `CasePathable` too. Deprecated as TCA deprecates it, with its message (S-38).
extension StackState {
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
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield elements[id].flatMap(path.extract(from:)) }
    // A modify, not a setter: an optional-chained write to another case never calls a setter,
    // and must still raise the issue (S-13).
    _modify {
      let current = elements[id]
      var payload = current.flatMap(path.extract(from:))
      let wasInCase = payload != nil
      yield &payload
      guard wasInCase else {
        reportUnrelatedCase(
          current,
          at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return
      }
      elements[id] = payload.map(path.embed)
      if payload == nil { changeLog.removed.append(id) }
    }
  }
}
