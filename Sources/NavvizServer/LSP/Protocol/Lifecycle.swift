extension LSP {
  /// `initialize`: what the client says of itself, and what navviz offers.
  package struct InitializeParams: Sendable, Decodable {
    package var processId: Int?
    package var rootUri: String?
    package var rootPath: String?
    package var workspaceFolders: [WorkspaceFolder]?
    package var capabilities: ClientCapabilities?
    package var initializationOptions: JSONValue?
  }

  package struct WorkspaceFolder: Hashable, Sendable, Codable {
    package var uri: String
    package var name: String?
  }

  /// The client's capabilities navviz asks about.
  package struct ClientCapabilities: Sendable, Decodable {
    package struct General: Sendable, Decodable {
      package var positionEncodings: [String]?
    }

    package struct Window: Sendable, Decodable {
      package struct ShowDocument: Sendable, Decodable {
        package var support: Bool?
      }

      package var showDocument: ShowDocument?
    }

    package struct Workspace: Sendable, Decodable {
      package struct DynamicRegistration: Sendable, Decodable {
        package var dynamicRegistration: Bool?
      }

      package var didChangeWatchedFiles: DynamicRegistration?
    }

    package var general: General?
    package var window: Window?
    package var workspace: Workspace?
  }

  package struct InitializeResult: Sendable, Encodable {
    package struct ServerInfo: Sendable, Encodable {
      package var name: String
      package var version: String
    }

    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo
  }

  package struct ServerCapabilities: Sendable, Encodable {
    package struct TextDocumentSync: Sendable, Encodable {
      package var openClose = true
      /// 1: the whole text on every change.
      package var change = 1
      package var save = SaveOptions()
    }

    package struct SaveOptions: Sendable, Encodable {
      package var includeText = false
    }

    package struct CodeLensOptions: Sendable, Encodable {
      package var resolveProvider = false
    }

    package struct ExecuteCommandOptions: Sendable, Encodable {
      package var commands: [String]
    }

    package var positionEncoding: String
    package var textDocumentSync = TextDocumentSync()
    package var hoverProvider = true
    package var definitionProvider = true
    package var codeLensProvider = CodeLensOptions()
    package var executeCommandProvider: ExecuteCommandOptions
  }
}
