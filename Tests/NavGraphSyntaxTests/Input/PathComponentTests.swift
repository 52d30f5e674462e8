import Foundation
import Testing

@testable import NavGraphSyntax

/// The enumerator splits paths on their bytes instead of through `String.split` and
/// `NSString`; the parts, the last part and the module must be what those give.
@Suite struct PathComponentTests {
  static let paths = [
    "/", "", "a", "/a", "/a/b", "/a/b/", "a//b", "/work/My App/Sources/Café/Feature.swift",
    "Sources/Module7/Feature12.swift", "/tmp/éè/ünï/x.swift", "relative/dir/",
  ]

  @Test(arguments: paths)
  func componentsAreTheNonEmptyPartsBetweenSlashes(_ path: String) {
    #expect(InputEnumerator.components(of: path) == path.split(separator: "/").map(String.init))
  }

  @Test(arguments: paths)
  func lastComponentIsNSStringsLastPathComponent(_ path: String) {
    #expect(InputEnumerator.lastComponent(of: path) == (path as NSString).lastPathComponent)
  }

  @Test func moduleIsTheFolderUnderTheLastSourcesThenTheTopFolderThenTheRoot() {
    #expect(
      InputEnumerator.module(
        absolute: "/w/App/Sources/Outer/Sources/Inner/F.swift",
        relative: "Sources/Outer/Sources/Inner/F.swift", root: "/w/App") == "Inner")
    #expect(
      InputEnumerator.module(absolute: "/w/App/Sources/F.swift", relative: "Sources/F.swift",
        root: "/w/App") == "Sources")
    #expect(
      InputEnumerator.module(absolute: "/w/My App/Feature/F.swift", relative: "Feature/F.swift",
        root: "/w/My App") == "Feature")
    #expect(InputEnumerator.module(absolute: "/w/Café/F.swift", relative: "F.swift", root: "/w/Café") == "Café")
    #expect(InputEnumerator.module(absolute: "/F.swift", relative: "F.swift", root: "/") == "main")
  }
}
