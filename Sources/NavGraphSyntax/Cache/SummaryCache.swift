import Foundation

/// Where the summaries of files already read are kept between scans, so a scan parses only
/// the files that changed. A summary depends on nothing but the file's bytes and its place
/// (`SourceFile`), which is what `SummaryKey` is made of.
///
/// Implementations must be safe to call from the scan's parsing threads at once, and may
/// forget anything at any time: a missing summary only costs a parse.
package protocol SummaryCache: Sendable {
  /// The summary kept for `key`, if any.
  func summary(for key: SummaryKey) -> FileSummary?
  /// Keeps `summary`, read from what `key` names.
  func keep(_ summary: FileSummary, for key: SummaryKey)
}

/// What a summary was read from: the file's place and a digest of its bytes.
package struct SummaryKey: Hashable, Sendable {
  package var file: SourceFile
  package var content: ContentHash

  package init(file: SourceFile, content: ContentHash) {
    self.file = file
    self.content = content
  }

  package init(file: SourceFile, contents: Data) {
    self.init(file: file, content: ContentHash(contents))
  }

  /// One digest of the place and the content: the name a cache files the summary under.
  package var digest: ContentHash {
    var hash = ContentHash.empty
    hash.add(field: file.absolutePath)
    hash.add(field: file.relativePath)
    hash.add(field: file.module)
    hash.add(field: file.isTest ? "test" : "")
    hash.add(field: content.description)
    return hash
  }
}

extension FileSummarizer {
  /// `summarize`, asking `cache` first and keeping what it had to parse. A file that cannot
  /// be read is never kept: it may be readable next time.
  package static func summarize(_ file: SourceFile, data: Data?, cache: any SummaryCache)
    -> FileSummary
  {
    guard let data else { return summarize(file, data: nil) }
    let key = SummaryKey(file: file, contents: data)
    if let summary = cache.summary(for: key) { return summary }
    let summary = summarize(file, data: data)
    cache.keep(summary, for: key)
    return summary
  }
}
