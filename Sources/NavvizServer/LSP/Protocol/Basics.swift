/// The structures of the Language Server Protocol (3.17) the server reads and writes, as the
/// specification names them. Only the members navviz uses are declared; a client's other
/// members are ignored when decoding.
package enum LSP {}

extension LSP {
  /// A place between two characters: a 0-based line, and a 0-based offset in the line counted in
  /// the negotiated encoding's units (`PositionEncoding`).
  package struct Position: Hashable, Sendable, Codable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
      self.line = line
      self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
  }

  package struct Range: Hashable, Sendable, Codable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
      self.start = start
      self.end = end
    }
  }

  package struct Location: Hashable, Sendable, Codable {
    package var uri: String
    package var range: Range
  }

  package struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    package var uri: String
  }

  package struct TextDocumentItem: Hashable, Sendable, Codable {
    package var uri: String
    package var languageId: String?
    package var version: Int?
    package var text: String
  }

  package struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    package var uri: String
    package var version: Int?
  }

  /// Hover and definition: a place in a document.
  package struct TextDocumentPositionParams: Hashable, Sendable, Codable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position
  }

  package struct Command: Hashable, Sendable, Codable {
    package var title: String
    package var command: String
    package var arguments: [JSONValue]?
  }
}
