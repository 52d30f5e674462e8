// The case-path spelling of TCA 1.0 (`receive(/Feature.Action.path)`), which TCA 1.x still
// accepts, deprecated in favour of case key paths, and the stack episode's tests use. `XCTModify`
// with a case path comes with CasePaths, as it does for TCA.

extension TestStore {
  /// Asserts the next received action is in the case `casePath` extracts
  /// (`receive(/RootFeature.Action.path)`): as `receive(\.path)` (T-18).
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      case: casePath, timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
