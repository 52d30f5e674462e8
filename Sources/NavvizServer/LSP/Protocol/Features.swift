extension LSP {
  package struct Diagnostic: Hashable, Sendable, Codable {
    package struct CodeDescription: Hashable, Sendable, Codable {
      package var href: String
    }

    package var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    package var code: String?
    package var codeDescription: CodeDescription?
    package var source: String
    package var message: String
  }

  package struct PublishDiagnosticsParams: Hashable, Sendable, Codable {
    package var uri: String
    package var version: Int?
    package var diagnostics: [Diagnostic]
  }

  package struct MarkupContent: Hashable, Sendable, Codable {
    /// `markdown`.
    package var kind: String
    package var value: String
  }

  package struct Hover: Hashable, Sendable, Codable {
    package var contents: MarkupContent
    package var range: Range?
  }

  package struct CodeLensParams: Sendable, Decodable {
    package var textDocument: TextDocumentIdentifier
  }

  package struct CodeLens: Hashable, Sendable, Codable {
    package var range: Range
    package var command: Command?
  }

  package struct ExecuteCommandParams: Sendable, Decodable {
    package var command: String
    package var arguments: [JSONValue]?
  }

  package struct ShowDocumentParams: Sendable, Encodable {
    package var uri: String
    package var external: Bool?
    package var takeFocus: Bool?
  }

  /// `window/showMessage` and `window/logMessage`.
  package struct MessageParams: Sendable, Encodable {
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    package var message: String
  }
}
