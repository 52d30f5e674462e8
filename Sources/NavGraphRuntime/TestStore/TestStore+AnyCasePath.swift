// The case-path spellings of TCA 1.0 (`receive(/Feature.Action.path)`, `/Path.State.counter`),
// which TCA 1.x still accepts, deprecated in favour of case key paths, and the stack episode's
// tests use.

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

/// Mutates the payload of one enum case in place (`XCTModify(&x, case: /Path.State.counter)`),
/// failing when the value is in another case.
@available(*, deprecated, message: "Use a case key path: 'XCTModify(&x, case: \\.counter)'.")
public func XCTModify<Root, Case>(
  _ root: inout Root,
  case casePath: AnyCasePath<Root, Case>,
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard var value = casePath.extract(from: root) else {
    reportIssue(
      "XCTModify failed: expected a value in case \(casePath), got \(debugCaseOutput(root)).",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  do {
    try body(&value)
  } catch {
    reportIssue(
      "Threw error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  root = casePath.embed(value)
}

/// `XCTModify(&$0.path[id: id], case: /Path.State.counter)`: the element may be missing, which
/// fails like a value in another case.
@available(*, deprecated, message: "Use a case key path: 'XCTModify(&x, case: \\.counter)'.")
public func XCTModify<Wrapped, Case>(
  _ root: inout Wrapped?,
  case casePath: AnyCasePath<Wrapped, Case>,
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let optionalPath = AnyCasePath<Wrapped?, Case>(
    embed: { casePath.embed($0) },
    extract: { $0.flatMap(casePath.extract(from:)) })
  XCTModify(
    &root, case: optionalPath, body, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
