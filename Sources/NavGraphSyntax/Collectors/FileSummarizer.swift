import Foundation
import SwiftParser
import SwiftSyntax

/// Parses one file once and runs the collectors over the tree. Never throws: a file that
/// cannot be read or parsed cleanly still yields a summary, with what could be recovered; a
/// file past `ScanLimits` is skipped, with the reason.
package enum FileSummarizer {
  package static func summarize(_ file: SourceFile) -> FileSummary {
    summarize(file, data: FileManager.default.contents(atPath: file.absolutePath))
  }

  /// `file` as `data` holds it (`nil`: it could not be read).
  package static func summarize(_ file: SourceFile, data: Data?) -> FileSummary {
    var summary = FileSummary(file: file)
    guard let data else {
      summary.isUnreadable = true
      return summary
    }
    let bytes = [UInt8](data)
    summary.hadInvalidUTF8 = String(validating: bytes, as: UTF8.self) == nil
    // Invalid bytes become U+FFFD: the parser then sees an unknown character and recovers.
    let text = summary.hadInvalidUTF8 ? Array(String(decoding: bytes, as: UTF8.self).utf8) : bytes
    return summarize(bytes: text, into: summary)
  }

  static func summarize(source: String, file: SourceFile) -> FileSummary {
    summarize(bytes: Array(source.utf8), into: FileSummary(file: file))
  }

  /// Checks the limits, parses, collects. The byte check runs before the parser (which
  /// recurses on what it measures), the tree check before the collectors.
  private static func summarize(bytes: [UInt8], into summary: FileSummary) -> FileSummary {
    var summary = summary
    if let reason = ScanLimits.rejection(ofBytes: bytes) {
      summary.skipReason = reason
      return summary
    }
    let tree = bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: ScanLimits.parserNestingLevel)
    }
    if let reason = ScanLimits.rejection(ofTree: tree) {
      summary.skipReason = reason
      return summary
    }
    let source = SourceText(bytes)
    let unread = summary
    summary = summarize(tree, source: source, into: summary)
    if let reason = ScanLimits.rejection(ofTypes: summary.types) {
      summary = unread
      summary.skipReason = reason
      return summary
    }
    if DirectiveCollector.mayContainDirectives(bytes) {
      summary.directives = DirectiveCollector.collect(
        tree, lines: source.lines, file: summary.file.relativePath)
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
    summary.keyPathConstants = declarations.keyPathConstants
    summary.storeBindings = declarations.storeBindings
    summary.valueReducers = declarations.valueReducers
    summary.importsTestFramework = declarations.importsTestFramework
    summary.imports = declarations.imports
    summary.declaresAppEntryPoint = declarations.declaresAppEntryPoint

    let calls = CallSiteCollector(
      source: source, viewStores: ViewStoreNames(declared: declarations.storeVariableNames))
    calls.walk(tree)
    let facts = calls.facts
    summary.integrations = facts.integrations
    summary.constructions = facts.constructions
    summary.stateHelperCalls = facts.stateHelperCalls
    summary.effects = facts.effects
    summary.dismissHandlers = facts.dismissHandlers
    summary.viewStyles = facts.viewStyles
    summary.viewScopes = facts.viewScopes
    summary.fieldWrites = facts.fieldWrites
    summary.presentingHelpers = facts.presentingHelpers
    summary.viewMentions = facts.viewMentions
    summary.promptBuilds = facts.promptBuilds
    summary.pullbacks = facts.pullbacks
    summary.stores = facts.stores
    summary.unreadCalls = facts.unreadCalls
    summary.bindingHelpers = facts.bindingHelpers
    summary.routePresentations = facts.routePresentations
    summary.actionCaseNames = facts.actionCaseNames.sorted()
    summary.actionSends = facts.actionSends
    summary.actionPatterns = facts.actionPatterns
    summary.previewTypes = facts.previewTypes
    return summary
  }
}
