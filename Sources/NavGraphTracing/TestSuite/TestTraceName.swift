import ConcurrencyExtras
import IssueReporting
import NavGraphRuntime

/// The file name of a test's trace: the test's module, suite and function
/// (`NavGraphTracingTests.TraceDirectoryTests.recordsEveryStore.json`), from Swift Testing's test
/// id. Deterministic, so a rerun overwrites the same files. XCTest does not expose the running
/// test, so there it is the file and line that created the store
/// (`ParentChildTests.ParentChildXCTests-14.json`).
///
/// Several stores in one test (or two tests whose names clean up to the same text) get `-2`,
/// `-3`, … in the order they are created in the process, so none overwrites another.
struct TestTraceName: Sendable {
  /// The file name, `.json` included.
  let fileName: String
  /// The test as a person reads it, for the trace's `name`.
  let title: String
  /// Which test the store belongs to, to route the issues raised while it runs.
  let testKey: TestKey?

  private static let claimed = LockIsolated<[String: Int]>([:])

  /// Claims the next free name for a store created now, at `location`.
  static func claim(location: IssueLocation) -> TestTraceName {
    let (base, title, key) = describeCurrentTest(location: location)
    let count = claimed.withValue { claimed -> Int in
      claimed[base, default: 0] += 1
      return claimed[base]!
    }
    let fileName = count == 1 ? "\(base).json" : "\(base)-\(count).json"
    return TestTraceName(fileName: fileName, title: title, testKey: key)
  }

  /// A name of letters, digits, `.`, `-` and `_` only: any other run of characters becomes one
  /// `_`, and a function's trailing `()` is dropped.
  static func clean(_ components: [String]) -> String {
    components.map { component -> String in
      var text = component.hasSuffix("()") ? String(component.dropLast(2)) : component
      text = text.split(whereSeparator: { !isAllowed($0) }).joined(separator: "_")
      return text
    }
    .filter { !$0.isEmpty }
    .joined(separator: ".")
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "-_".contains(character))
  }

  private static func describeCurrentTest(
    location: IssueLocation
  ) -> (base: String, title: String, key: TestKey?) {
    if case let .swiftTesting(testing?)? = TestContext.current {
      let id = testing.test.id
      let parts = TestIDParts(id.rawValue.base)
      if let parts {
        return (clean([parts.module] + parts.names), parts.names.joined(separator: "."), id)
      }
      return (clean(["\(id.rawValue)"]), "\(id.rawValue)", id)
    }
    // XCTest (or no test): the store's creation site.
    let file = "\(location.fileID)"
    let parts = file.split(separator: "/").map {
      $0.hasSuffix(".swift") ? String($0.dropLast(6)) : String($0)
    }
    let base = clean(parts) + "-\(location.line)"
    return (base, "\(file):\(location.line)", nil)
  }
}

/// Swift Testing's `Test.ID` read by reflection (`moduleName`, `nameComponents`), so NavGraph
/// need not link the Testing library.
private struct TestIDParts {
  let module: String
  let names: [String]

  init?(_ id: Any) {
    var module: String?
    var names: [String]?
    for child in Mirror(reflecting: id).children {
      switch child.label {
      case "moduleName": module = child.value as? String
      case "nameComponents": names = child.value as? [String]
      default: continue
      }
    }
    guard let module, let names, !names.isEmpty else { return nil }
    self.module = module
    self.names = names
  }
}
