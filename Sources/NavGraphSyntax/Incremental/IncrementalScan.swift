import Foundation
import NavGraphCore
import NavGraphFacts

/// A scan kept up to date while its files change, for a process that stays up (`navviz
/// serve`). Each file's summary is kept with a digest of the bytes it was read from; a change
/// re-reads only the file that changed, and `result()` resolves the kept summaries again.
///
/// Open editor buffers (`setOverlay`) stand in for the files on disk under the same path, also
/// for a file not saved yet. A file that vanished, or cannot be read, drops out of the scan.
package struct IncrementalScan: Sendable {
  /// The inputs as given: folders and `.swift` files, absolute.
  package let inputs: [String]
  package let options: ScanOptions
  /// Where files read from disk are looked up first (not the editor's texts, which change
  /// with every key).
  private let cache: (any SummaryCache)?
  /// The files scanned, in scan order.
  package private(set) var files: [SourceFile] = []
  private var entries: [String: Entry] = [:]
  private var overlays: [String: Data] = [:]
  /// Overlays the last listing did not take (outside the inputs, excluded, in a test folder):
  /// their edits need no new listing.
  private var unlisted: Set<String> = []

  private struct Entry: Sendable {
    /// `nil` when the file could not be read.
    var content: ContentHash?
    /// The disk's stamp when the summary was read from disk; `nil` for an overlay.
    var stamp: FileStamp?
    var summary: FileSummary
  }

  /// - Throws: `NavGraphError.fileNotReadable` when an input does not exist.
  /// Lists and reads every file of `inputs`, the editor's texts `overlays` (by absolute path)
  /// in place of the disk's.
  package init(
    inputs: [String], options: ScanOptions, cache: (any SummaryCache)? = nil,
    overlays: [String: Data] = [:]
  ) throws(NavGraphError) {
    self.inputs = inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    self.options = options
    self.cache = cache
    for (path, data) in overlays {
      self.overlays[URL(fileURLWithPath: path).standardizedFileURL.path] = data
    }
    _ = try relist()
  }

  /// The file scanned at `absolutePath`, if any.
  package func file(at absolutePath: String) -> SourceFile? {
    entries[absolutePath]?.summary.file
  }

  /// Lists the inputs again and re-reads every file whose stamp changed, as after files were
  /// created, deleted or changed on disk without word of which. Returns whether the scan
  /// changed.
  @discardableResult
  package mutating func relist() throws(NavGraphError) -> Bool {
    let listed = try SourceScanner(options: options).files(for: inputs, in: volume)
    var changed = listed != files
    let previous = entries, overlays = self.overlays, cache = self.cache
    entries = [:]
    let stale = listed.filter { file in
      guard let entry = previous[file.absolutePath], entry.summary.file == file else {
        return true
      }
      if overlays[file.absolutePath] != nil { return entry.stamp != nil }
      return entry.stamp == nil || entry.stamp != FileStamp(path: file.absolutePath)
    }
    for file in listed {
      if let entry = previous[file.absolutePath], entry.summary.file == file {
        entries[file.absolutePath] = entry
      }
    }
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let read = stale.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize) { file in
      Self.read(
        file, overlay: overlays[file.absolutePath], previous: previous[file.absolutePath],
        cache: cache)
    }
    for (file, entry) in zip(stale, read) {
      if previous[file.absolutePath]?.content != entry.content { changed = true }
      entries[file.absolutePath] = entry
    }
    files = listed
    unlisted = Set(overlays.keys).subtracting(listed.map(\.absolutePath))
    return changed
  }

  /// The editor's text of the file at `absolutePath` (`nil`: the editor closed it, the disk's
  /// copy counts again). Returns whether the scan changed.
  @discardableResult
  package mutating func setOverlay(_ data: Data?, at absolutePath: String) -> Bool {
    let path = URL(fileURLWithPath: absolutePath).standardizedFileURL.path
    overlays[path] = data
    return reread(path)
  }

  /// The file at `absolutePath` changed on disk (created, changed or deleted). Returns whether
  /// the scan changed.
  @discardableResult
  package mutating func diskChanged(at absolutePath: String) -> Bool {
    let path = URL(fileURLWithPath: absolutePath).standardizedFileURL.path
    guard overlays[path] == nil else { return false }
    return reread(path)
  }

  /// The graph and facts of the files as they are now.
  package func result() -> ScanResult {
    let summaries = files.compactMap { entries[$0.absolutePath]?.summary }
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    return SourceScanner(options: options).result(from: summaries, jobs: jobs)
  }

  /// Reads the one file at `path` again, or lists again when the set of files may change.
  private mutating func reread(_ path: String) -> Bool {
    if entries[path] == nil, overlays[path] != nil, unlisted.contains(path) { return false }
    guard let known = entries[path]?.summary.file,
      overlays[path] != nil || FileManager.default.fileExists(atPath: path)
    else {
      // A new file, or one that went away: which files the scan reads changes.
      return (try? relist()) ?? false
    }
    let previous = entries[path], overlay = overlays[path], cache = self.cache
    let entry = [known].parallelMap(jobs: 1, stackSize: ScanLimits.workerStackSize) { file in
      Self.read(file, overlay: overlay, previous: previous, cache: cache)
    }[0]
    defer { entries[path] = entry }
    return entries[path]?.content != entry.content
  }

  /// The disk as the scan sees it: the files there, and the overlays as files.
  private var volume: SourceVolume {
    let disk = SourceVolume.disk()
    let overlaid = Set(overlays.keys)
    var children: [String: [String]] = [:]
    for path in overlaid {
      let url = URL(fileURLWithPath: path)
      children[url.deletingLastPathComponent().path, default: []].append(url.lastPathComponent)
    }
    return SourceVolume(
      entry: { path in overlaid.contains(path) ? .file : disk.entry(path) },
      isReadable: { path in overlaid.contains(path) || disk.isReadable(path) },
      listing: DirectoryListing { [children] path in
        let extra = children[path] ?? []
        guard let listed = disk.listing.entries(path) else { return extra.isEmpty ? nil : extra }
        return Array(Set(listed + extra))
      })
  }

  /// The entry of `file` as it reads now; `previous`'s summary when the bytes are the same (a
  /// save without a change, a touched file).
  private static func read(
    _ file: SourceFile, overlay: Data?, previous: Entry?, cache: (any SummaryCache)?
  ) -> Entry {
    let stamp = overlay == nil ? FileStamp(path: file.absolutePath) : nil
    let data = overlay ?? FileManager.default.contents(atPath: file.absolutePath)
    let content = data.map(ContentHash.init)
    if let previous, let content, previous.content == content, previous.summary.file == file {
      return Entry(content: content, stamp: stamp, summary: previous.summary)
    }
    let summary =
      if let cache, overlay == nil {
        FileSummarizer.summarize(file, data: data, cache: cache)
      } else {
        FileSummarizer.summarize(file, data: data)
      }
    return Entry(content: content, stamp: stamp, summary: summary)
  }
}
