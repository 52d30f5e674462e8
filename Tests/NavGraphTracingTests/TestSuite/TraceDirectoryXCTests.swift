import Foundation
import NavGraph
import XCTest

@testable import NavGraphRuntimeFixtures

/// Under XCTest the running test's name is not available to a library, so a store's trace is
/// named after the file and line that created it.
final class TraceDirectoryXCTests: XCTestCase {
  @MainActor
  func testTraceIsNamedAfterTheStoresCreationSite() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let line = #line + 2
    await TraceDirectory.$override.withValue(directory) {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
      await store.send(.dismissFromParent) { $0.child = nil }
    }
    let files = try Trace.files(inDirectory: directory.path)
    XCTAssertEqual(
      files.map { URL(fileURLWithPath: $0).lastPathComponent },
      ["NavGraphTracingTests.TraceDirectoryXCTests-\(line).json"])
  }
}
