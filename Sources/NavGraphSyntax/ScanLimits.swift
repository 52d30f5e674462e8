import Foundation
import SwiftSyntax

/// What one file may be before the scanner skips it with a warning naming it, instead of
/// crashing or taking minutes. Real code sits far below every limit; fuzzed and generated
/// files (a 50 MB resource table, a chain of 30,000 modifiers) do not.
///
/// Each limit guards a recursion: SwiftParser's (bracket nesting, which it bounds itself at
/// `parserNestingLevel`, and what it does not bound, see `SourceNesting`) and swift-syntax's
/// tree walks (`SyntaxDepth`). Together with the stack the scanner gives each worker
/// (`workerStackSize`), they keep a debug build — whose frames are several times larger than
/// a release build's — clear of the end of the stack.
package enum ScanLimits {
  /// Larger files are skipped: a Swift file this size is generated data, not navigation.
  static let fileSize = 32 << 20
  /// SwiftParser's own bound on `(`/`[`/`{` nesting; past it the rest is an error node. Set
  /// here because its default is 256 in release but 20 in debug builds, which made the debug
  /// scanner miss features nested in ordinary SwiftUI code.
  static let parserNestingLevel = 256
  /// Generic arguments nested deeper than this (the parser's time grows with the square).
  static let genericDepth = 500
  /// The cubes of the depths of all generic argument lists of a file, added up
  /// (`SourceNesting.genericWork`). Up to this, deep lists with a stray byte in each cost
  /// SwiftParser a second or so whatever their depth; real code adds up to a few dozen.
  static let genericWork = 200_000_000
  /// What SwiftParser's look-ahead reads for broken `switch`es, added up (`BrokenSwitches`):
  /// at the speed it reads, this costs at most about a second. Real code has no broken
  /// `switch`.
  static let brokenSwitchLookAhead = 16 << 20
  /// `#if` nested deeper than this (the parser's time is quadratic in it too).
  static let conditionalDepth = 200
  /// `else if` chains longer than this.
  static let elseIfChain = 1_000
  /// Runs of `[` longer than this (exponential time in the parser's lookahead).
  static let openSquareRun = 12
  /// `{` nested deeper than this (minutes of error recovery in the parser; real code nests a
  /// few dozen levels).
  static let braceDepth = 1_000
  /// String interpolations nested deeper than this (real code nests two or three).
  static let interpolationDepth = 64
  /// Lines in one type's body that begin like a statement or a modifier chain, past which a
  /// file is skipped (SwiftParser's recovery from them is quadratic; real code has a handful,
  /// the continuation lines of an initializer).
  static let typeBodyStatements = 1_000
  /// The dotted names of a file's declared types, added up, past which the file is skipped:
  /// every name is written out with its feature and edges, so types nested in each other
  /// again and again, with long names, give gigabytes of output from megabytes of source.
  /// Real code: a few hundred bytes.
  static let typeNameBytes = 1 << 20
  /// Syntax trees deeper than this (chains build trees as deep as they are long).
  static let treeDepth = 4_000
  /// The stack of each scanning thread: room for the limits above in a debug build, whatever
  /// thread the caller scans from (512 KiB for Swift concurrency on macOS).
  package static let workerStackSize = 64 << 20

  static func rejection(ofBytes bytes: [UInt8]) -> String? {
    if bytes.count > fileSize {
      return "\(megabytes(bytes.count)) is larger than the \(megabytes(fileSize)) the scanner reads"
    }
    let nesting = SourceNesting(bytes)
    let checks = [
      (nesting.genericDepth, genericDepth, "generic arguments nested"),
      (nesting.conditionalDepth, conditionalDepth, "#if blocks nested"),
      (nesting.elseIfChain, elseIfChain, "an else-if chain"),
      (nesting.openSquareRun, openSquareRun, "a run of `[`"),
      (nesting.braceDepth, braceDepth, "braces nested"),
      (nesting.interpolationDepth, interpolationDepth, "string interpolations nested"),
    ]
    for (found, limit, what) in checks where found > limit {
      return "\(what) \(found) deep; the scanner reads up to \(limit)"
    }
    if nesting.genericWork > genericWork {
      return "generic arguments nested deep, over and over: the cubes of their depths add up "
        + "to \(grouped(nesting.genericWork)), past the \(grouped(genericWork)) the scanner "
        + "reads (the parser's time grows with the cube of each depth)"
    }
    let lookAhead = bytes.withUnsafeBufferPointer(BrokenSwitches.lookAheadBytes)
    if lookAhead > brokenSwitchLookAhead {
      return "broken `switch` statements (a keyword before the `{`, a stray `)` among the "
        + "cases, something other than a case first), again and again: the parser would read "
        + "\(megabytes(lookAhead)) ahead to recover from them, past the "
        + "\(megabytes(brokenSwitchLookAhead)) the scanner allows"
    }
    if nesting.typeBodyStatements > typeBodyStatements {
      return "\(nesting.typeBodyStatements) lines in one type's body begin like statements or "
        + "modifier chains, not declarations; the scanner reads up to \(typeBodyStatements) "
        + "(a view's modifiers outside its `body`?)"
    }
    return nil
  }

  static func rejection(ofTree tree: SourceFileSyntax) -> String? {
    guard SyntaxDepth.exceeds(treeDepth, in: tree) else { return nil }
    return "syntax nested more than \(treeDepth) levels deep (a chain of thousands of calls, "
      + "members or modifiers?)"
  }

  /// Whether the names of `types` add up past `typeNameBytes`.
  static func rejection(ofTypes types: [TypeRecord]) -> String? {
    let total = nameBytes(of: types)
    guard total > typeNameBytes else { return nil }
    let deepest = types.map(\.path.count).max() ?? 0
    return "the names of its types add up to \(megabytes(total)) (types nested up to "
      + "\(deepest) levels deep), past the \(megabytes(typeNameBytes)) the scanner reads"
  }

  /// The bytes of the types' dotted names, added up.
  static func nameBytes(of types: [TypeRecord]) -> Int {
    types.reduce(0) { total, type in
      type.path.reduce(total + max(0, type.path.count - 1)) { $0 + $1.utf8.count }
    }
  }

  /// `540,000,000`: a budget's figures are read by people; one locale, so the message is the
  /// same on every machine.
  static func grouped(_ number: Int) -> String {
    number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
  }

  private static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MiB"
  }
}
