/// Mutates the payload of one enum case in place, failing when the value is in another case.
public func XCTModify<Root: CasePathable, Case>(
  _ root: inout Root,
  case keyPath: CaseKeyPath<Root, Case>,
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard var value = root[case: keyPath] else {
    reportIssue(
      "XCTModify failed: expected a value in case \(keyPath), got \(debugCaseOutput(root)).",
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
  root = keyPath(value)
}
