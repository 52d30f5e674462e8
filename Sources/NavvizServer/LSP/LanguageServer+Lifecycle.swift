import Foundation
import NavGraphCore
import NavGraphSyntax

extension LanguageServer {
  /// The command that draws the picture around a feature (`workspace/executeCommand`).
  static let showPictureCommand = "navviz.showPicture"

  func initialize(_ params: LSP.InitializeParams) -> JSONValue {
    encoding = .negotiate(params.capabilities?.general?.positionEncodings)
    client.showDocument = params.capabilities?.window?.showDocument?.support ?? false
    client.watchedFilesRegistration =
      params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
    let root = Self.root(of: params)
    let summaries = options.cacheFolder.map {
      DiskSummaryCache(root: CacheLocation.summaries(under: $0))
    }
    workspace = Workspace(
      root: root, excludes: options.excludes, includeTests: options.includeTests,
      cache: summaries, host: host)
    let pages = (options.cacheFolder ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("serve-\(NavvizVersion.current)", isDirectory: true)
    files = ServerFiles(folder: pages, host: host)
    state = .running
    // The first analysis, and every finding the workspace has, as soon as nothing waits.
    needsPublishing = true
    let capabilities = LSP.ServerCapabilities(
      positionEncoding: encoding.rawValue,
      executeCommandProvider: .init(commands: [Self.showPictureCommand]))
    return OutgoingMessage.json(
      LSP.InitializeResult(
        capabilities: capabilities,
        serverInfo: .init(name: "navviz", version: NavvizVersion.current)))
  }

  /// The workspace's folder: `rootUri`, else `rootPath`, else the first workspace folder,
  /// else the working directory.
  static func root(of params: LSP.InitializeParams) -> String {
    if let path = params.rootUri.flatMap(DocumentURI.path) { return path }
    if let path = params.rootPath, !path.isEmpty {
      return URL(fileURLWithPath: path).standardizedFileURL.path
    }
    if let path = params.workspaceFolders?.first.flatMap({ DocumentURI.path($0.uri) }) {
      return path
    }
    return FileManager.default.currentDirectoryPath
  }

  /// Asks to be told when Swift files or `.navviz.yml` change outside the editor, when the
  /// client can be asked; otherwise each save looks at the disk again (`didSave`).
  func registerForFileChanges() {
    guard client.watchedFilesRegistration else { return }
    typealias Options = LSP.RegistrationParams.WatchedFilesOptions
    request(
      "client/registerCapability",
      LSP.RegistrationParams(registrations: [
        .init(
          id: "navviz-watched-files", method: "workspace/didChangeWatchedFiles",
          registerOptions: Options(watchers: [
            .init(globPattern: "**/*.swift"),
            .init(globPattern: "**/\(Workspace.configurationName)"),
          ]))
      ]))
  }
}
