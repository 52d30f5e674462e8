import NavGraphCore
import NavGraphSyntax
import SwiftParser
import SwiftSyntax

/// An app parsed once, with the index of what it declares: what every transformation starts
/// from, so a corpus run parses each app once rather than once per transformation.
package struct ParsedApp: Sendable {
  package let sources: AppSources
  /// The syntax tree of each file, by path.
  let trees: [String: SourceFileSyntax]
  /// Files the parser had to recover from: structural rewrites leave them as they are,
  /// since their trees do not say where each declaration ends.
  package let broken: Set<String>
  /// Files with `navviz:` suppression comments, which cover lines: code moved out of them
  /// (to another file, a helper, the top level) would leave their reach, so the
  /// transformations that move code leave these files as they are.
  let suppressing: Set<String>
  let index: AppIndex
  /// Threads for parsing and rewriting files; results do not depend on it.
  let jobs: Int

  package init(_ sources: AppSources, jobs: Int = 1) {
    self.sources = sources
    self.jobs = jobs
    let paths = sources.sortedPaths
    let trees = paths.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize) { path in
      Self.parse(sources.files[path]!)
    }
    let indexes = trees.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize) {
      AppIndexer.index($0)
    }
    var index = AppIndex()
    for part in indexes { index.merge(part) }
    self.trees = Dictionary(uniqueKeysWithValues: zip(paths, trees))
    self.broken = Set(zip(paths, trees).filter { $0.1.hasError }.map(\.0))
    self.suppressing = Set(paths.filter { sources.files[$0]!.contains("navviz:") })
    self.index = index
  }

  /// `text` parsed with the scanner's bound on bracket nesting: the parser's debug default
  /// (20) turns ordinary SwiftUI code into error nodes.
  static func parse(_ text: String) -> SourceFileSyntax {
    var parser = Parser(text, maximumNestingLevel: 256)
    return SourceFileSyntax.parse(from: &parser)
  }

  /// `transform` of each file's tree (with its path), in path order, on `jobs` threads with
  /// the scanner's stack size: walking a tree recurses as deep as the file nests.
  func mapFiles<T: Sendable>(
    _ transform: @escaping @Sendable (String, SourceFileSyntax) -> T
  ) -> [(path: String, result: T)] {
    let paths = sources.sortedPaths
    let trees = self.trees
    let results = paths.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize) { path in
      transform(path, trees[path]!)
    }
    return Array(zip(paths, results))
  }

  /// Whether code may move out of the file at `path`: it parses cleanly and holds no
  /// suppression comment.
  func mayMoveCode(in path: String) -> Bool {
    !broken.contains(path) && !suppressing.contains(path)
  }

  /// Each file's tree handed to `rewrite` (with its path), the results gathered into sources;
  /// `nil` keeps a file as it was. Runs on `jobs` threads with the scanner's stack size,
  /// since rewriting recurses as deep as the file nests.
  func rewritingFiles(
    _ rewrite: @escaping @Sendable (String, SourceFileSyntax) -> String?
  ) -> AppSources {
    var files = sources.files
    for (path, text) in mapFiles(rewrite) { files[path] = text ?? files[path] }
    return AppSources(files: files)
  }
}
