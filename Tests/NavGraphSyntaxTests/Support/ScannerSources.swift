import Foundation
@testable import NavGraphSyntax
import NavGraphSyntaxTestSupport
import Testing

/// Sources to hold a collector shortcut to swift-syntax's own reading: the fixture apps, a
/// slice of the generated corpus, the syntax-shortcut sources and a test's own edge cases.
enum ScannerSources {
  static func all(with edgeCases: [String], corpusFiles: Int) throws -> [String] {
    var sources = edgeCases + SyntaxShortcutTests.sources
    sources += (0..<corpusFiles).map { SyntheticCorpus.file($0, of: corpusFiles).text }
    let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures")
    for path in BareParse.swiftFiles(under: fixtures.path) {
      sources.append(try String(contentsOfFile: path, encoding: .utf8))
    }
    return sources
  }
}
