import Foundation
import NavGraphCore

extension LanguageServer {
  func didOpen(_ params: LSP.DidOpenTextDocumentParams) {
    guard let path = DocumentURI.path(params.textDocument.uri) else { return }
    documents.open(path: path, version: params.textDocument.version, text: params.textDocument.text)
    needsPublishing = true
  }

  func didChange(_ params: LSP.DidChangeTextDocumentParams) {
    guard let path = DocumentURI.path(params.textDocument.uri) else { return }
    documents.change(
      path: path, version: params.textDocument.version, changes: params.contentChanges,
      encoding: encoding)
    needsPublishing = true
  }

  func didSave(_ params: LSP.DidSaveTextDocumentParams) {
    // Without word of changes on disk, a save is when to look at the disk again: what else
    // was saved with it (a "save all"), or changed under the editor.
    if !client.watchedFilesRegistration { workspace?.refreshFromDisk() }
    needsPublishing = true
  }

  func didClose(_ params: LSP.DidCloseTextDocumentParams) {
    guard let path = DocumentURI.path(params.textDocument.uri) else { return }
    documents.close(path: path)
    needsPublishing = true
  }

  func didChangeWatchedFiles(_ params: LSP.DidChangeWatchedFilesParams) {
    for change in params.changes {
      guard let path = DocumentURI.path(change.uri) else { continue }
      workspace?.diskChanged(at: path)
    }
    needsPublishing = true
  }

  /// The analysis of the workspace with the editor's latest texts; `nil` (and the user told)
  /// when the workspace's folder cannot be read.
  func currentAnalysis() -> Analysis? {
    guard let workspace else { return nil }
    for (path, text) in documents.takeChanges() { workspace.setDocument(text, at: path) }
    do throws(NavGraphError) {
      let analysis = try workspace.analysis()
      if analysis.generation != loggedGeneration {
        loggedGeneration = analysis.generation
        notify(
          "window/logMessage",
          LSP.MessageParams(
            type: 4,
            message: "navviz: analysis \(analysis.generation) of \(analysis.scan.files.count) "
              + "files: \(analysis.timing)"))
      }
      return analysis
    } catch {
      show("cannot read the workspace: \(error.description)")
      return nil
    }
  }

  /// Publishes the diagnostics of every file whose diagnostics changed, and empty lists for
  /// files that had some and have none now.
  func publishDiagnostics() {
    needsPublishing = false
    guard let workspace, let analysis = currentAnalysis() else { return }
    var current: [String: [LSP.Diagnostic]] = [:]
    var byFile: [String: [Finding]] = [:]
    for finding in analysis.findings {
      guard let file = finding.location?.file else { continue }
      byFile[file, default: []].append(finding)
    }
    for (file, findings) in byFile {
      let path = absolutePath(file)
      let lines = lineIndex(path)
      current[DocumentURI.uri(path: path)] = findings.map { diagnostic($0, lines: lines) }
    }
    if let problem = analysis.configurationProblem {
      let path = workspace.configurationPath
      let range = lineIndex(path).wordRange(line: problem.line ?? 1, column: 1, in: encoding)
      current[DocumentURI.uri(path: path), default: []].append(
        LSP.Diagnostic(
          range: range, severity: 1, code: nil, codeDescription: nil, source: "navviz",
          message: problem.message + " (navviz lints with the settings it last read)"))
    }
    for uri in Set(current.keys).union(published.keys).sorted() {
      let diagnostics = current[uri] ?? []
      guard published[uri] != diagnostics, !(published[uri] == nil && diagnostics.isEmpty)
      else { continue }
      let version = DocumentURI.path(uri).flatMap { documents.document(atPath: $0)?.version }
      notify(
        "textDocument/publishDiagnostics",
        LSP.PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics))
      published[uri] = diagnostics.isEmpty ? nil : diagnostics
    }
  }

  private func diagnostic(_ finding: Finding, lines: LineIndex) -> LSP.Diagnostic {
    let range = lines.wordRange(
      line: finding.location?.line ?? 1, column: finding.location?.column ?? 1, in: encoding)
    let severity =
      switch finding.severity {
      case .error: 1
      case .warning: 2
      case .note: 3
      }
    return LSP.Diagnostic(
      range: range, severity: severity, code: finding.rule,
      codeDescription: files?.rulePage(finding.rule).map { .init(href: $0.absoluteString) },
      source: "navviz", message: finding.message)
  }

  /// A path as the scan reports it (relative to the workspace), made absolute.
  func absolutePath(_ file: String) -> String {
    guard let root = workspace?.root, !file.hasPrefix("/") else { return file }
    return root + "/" + file
  }

  /// An absolute path as the scan reports it, `nil` outside the workspace.
  func reportedPath(_ path: String) -> String? {
    guard let root = workspace?.root else { return nil }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// The lines of the editor's text of `path`, else of the file on disk.
  func lineIndex(_ path: String) -> LineIndex {
    if let document = documents.document(atPath: path) { return document.lines }
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return LineIndex([UInt8](data))
  }
}
