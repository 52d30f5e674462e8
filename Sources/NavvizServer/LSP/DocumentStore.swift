import Foundation

/// The documents the editor has open, with the text it last sent: what the server scans in
/// place of the file on disk, and what positions in that document are counted in.
struct DocumentStore {
  struct Document {
    var path: String
    var version: Int?
    var text: String
    var lines: LineIndex
  }

  private(set) var documents: [String: Document] = [:]
  /// Paths whose text changed since the workspace last read it.
  private(set) var changed: Set<String> = []

  func document(atPath path: String) -> Document? { documents[path] }

  mutating func open(path: String, version: Int?, text: String) {
    documents[path] = Document(path: path, version: version, text: text, lines: LineIndex(text))
    changed.insert(path)
  }

  /// Applies the client's changes in order: a whole text, or a range replaced (a client that
  /// sends edits although the server asked for whole texts).
  mutating func change(
    path: String, version: Int?, changes: [LSP.TextDocumentContentChangeEvent],
    encoding: PositionEncoding
  ) {
    guard var document = documents[path] else { return }
    for change in changes {
      if let range = change.range {
        var bytes = Array(document.text.utf8)
        let start = document.lines.offset(of: range.start, in: encoding)
        let end = max(start, document.lines.offset(of: range.end, in: encoding))
        bytes.replaceSubrange(start..<min(end, bytes.count), with: Array(change.text.utf8))
        document.text = String(decoding: bytes, as: UTF8.self)
      } else {
        document.text = change.text
      }
      document.lines = LineIndex(document.text)
    }
    document.version = version
    documents[path] = document
    changed.insert(path)
  }

  mutating func close(path: String) {
    guard documents.removeValue(forKey: path) != nil else { return }
    changed.insert(path)
  }

  /// The changed paths with their text (`nil` for a closed document), once each.
  mutating func takeChanges() -> [(path: String, text: String?)] {
    defer { changed = [] }
    return changed.sorted().map { ($0, documents[$0]?.text) }
  }
}
