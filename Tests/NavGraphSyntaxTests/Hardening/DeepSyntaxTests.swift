import Foundation
import NavGraphCore
import NavGraphSyntax
import NavvizFuzz
import Testing

/// Every deep shape the fuzzer builds, thousands of levels deep, alone in a file: it scans
/// (what the parser and the depth limit leave) or is skipped with a warning naming the file.
/// Found by the fuzzer: chains overflowed the stack of the thread scanning them.
@Suite(.serialized) struct DeepSyntaxTests {
  @Test(arguments: DeepSyntax.allCases)
  func threeThousandLevels(of shape: DeepSyntax) throws {
    let work = try FuzzWorkFolder()
    defer { work.remove() }
    let source = "struct Holder {\n  " + shape.source(depth: 3_000) + "\n}\n"
    #expect(work.failure(of: Array(source.utf8)) == nil)
  }
}
