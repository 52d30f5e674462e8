extension LSP {
  package struct DidOpenTextDocumentParams: Sendable, Decodable {
    package var textDocument: TextDocumentItem
  }

  package struct DidChangeTextDocumentParams: Sendable, Decodable {
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]
  }

  /// The whole new text, or (from a client that sends edits although the server asked for
  /// whole texts) the text that replaces `range`.
  package struct TextDocumentContentChangeEvent: Sendable, Decodable {
    package var range: Range?
    package var text: String
  }

  package struct DidSaveTextDocumentParams: Sendable, Decodable {
    package var textDocument: TextDocumentIdentifier
    package var text: String?
  }

  package struct DidCloseTextDocumentParams: Sendable, Decodable {
    package var textDocument: TextDocumentIdentifier
  }

  package struct DidChangeWatchedFilesParams: Sendable, Decodable {
    package struct FileEvent: Sendable, Decodable {
      /// 1 created, 2 changed, 3 deleted.
      package var uri: String
      package var type: Int
    }

    package var changes: [FileEvent]
  }

  /// `client/registerCapability`: navviz asks to be told of changes to Swift files and its
  /// configuration made outside the editor (a `git checkout`, an agent writing files).
  package struct RegistrationParams: Sendable, Encodable {
    package struct Registration: Sendable, Encodable {
      package var id: String
      package var method: String
      package var registerOptions: WatchedFilesOptions
    }

    package struct WatchedFilesOptions: Sendable, Encodable {
      package struct Watcher: Sendable, Encodable {
        package var globPattern: String
      }

      package var watchers: [Watcher]
    }

    package var registrations: [Registration]
  }
}
