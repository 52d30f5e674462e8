import Foundation
import SwiftParser
import SwiftSyntax

/// Parses one file once and runs the collectors over the tree. Never throws: a file that
/// cannot be read or parsed cleanly still yields a summary, with what could be recovered.
enum FileSummarizer {
  static func summarize(_ file: SourceFile) -> FileSummary {
    var summary = FileSummary(file: file)
    guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
      summary.isUnreadable = true
      return summary
    }
    let bytes = [UInt8](data)
    summary.hadInvalidUTF8 = String(validating: bytes, as: UTF8.self) == nil
    // Invalid bytes become U+FFFD: the parser then sees an unknown character and recovers.
    let text = summary.hadInvalidUTF8 ? String(decoding: bytes, as: UTF8.self) : nil
    let tree = text.map { Parser.parse(source: $0) } ?? bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0)
    }
    let source = SourceText(text.map { Array($0.utf8) } ?? bytes)
    summary = summarize(tree, source: source, into: summary)
    if DirectiveCollector.mayContainDirectives(bytes) {
      summary.directives = DirectiveCollector.collect(tree, lines: source.lines, file: file.relativePath)
    }
    return summary
  }

  static func summarize(source: String, file: SourceFile) -> FileSummary {
    let tree = Parser.parse(source: source)
    let text = SourceText(Array(source.utf8))
    var summary = summarize(tree, source: text, into: FileSummary(file: file))
    if DirectiveCollector.mayContainDirectives(source.utf8) {
      summary.directives = DirectiveCollector.collect(tree, lines: text.lines, file: file.relativePath)
    }
    return summary
  }

  private static func summarize(
    _ tree: SourceFileSyntax, source: SourceText, into summary: FileSummary
  ) -> FileSummary {
    var summary = summary
    summary.hasSyntaxErrors = tree.hasError

    let declarations = DeclarationCollector(source: source)
    declarations.walk(tree)
    summary.types = declarations.types
    summary.typealiases = declarations.typealiases
    summary.storeBindings = declarations.storeBindings
    summary.valueReducers = declarations.valueReducers
    summary.importsTestFramework = declarations.importsTestFramework

    let calls = CallSiteCollector(source: source)
    calls.walk(tree)
    summary.integrations = calls.integrations
    summary.constructions = calls.constructions
    summary.effects = calls.effects
    summary.viewStyles = calls.viewStyles
    summary.pullbacks = calls.pullbacks
    summary.stores = calls.stores
    return summary
  }
}
