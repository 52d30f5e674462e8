import ArgumentParser
import Foundation
import NavGraphSyntax
import NavvizServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navviz serve`: the navigation graph kept up to date for an editor (`--lsp`) or a coding
/// agent (`--mcp`), over standard input and output.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the live navigation graph to an editor (LSP) or a coding agent (MCP).",
    discussion: """
      Speaks over standard input and output; an editor or an agent starts it. Each file's \
      summary is kept, so after an edit only that file is read again before the graph is \
      resolved and linted anew. Settings come from .navviz.yml in the workspace, read as \
      `navviz lint` reads it; a problem in it is reported, and the last settings read are \
      kept meanwhile.

      --lsp (Language Server Protocol): lint findings as diagnostics, linked to their rule's \
      explanation; a hover on a reducer, a State field or a Destination/Path case says what \
      it presents and who presents it; code lenses "presented by N · presents M"; go to \
      definition from a case to its feature; the command navviz.showPicture opens the \
      interactive picture around the feature under the cursor. The workspace is the one the \
      editor opens.

      --mcp (Model Context Protocol): tools navigation_graph, who_presents, paths_to_screen, \
      lint_findings, navigation_diff and explain_rule, and the picture as a resource, read \
      from the files on disk at each call. The workspace is ROOT, else the working directory.

      Examples:
        navviz serve --lsp
        navviz serve --mcp ~/Code/MyApp
      """
  )

  @Flag(help: "Speak the Language Server Protocol, for an editor.")
  var lsp = false

  @Flag(help: "Speak the Model Context Protocol, for a coding agent.")
  var mcp = false

  @Argument(help: ArgumentHelp(
    "The workspace folder for --mcp (default: the working directory).", valueName: "ROOT"))
  var root: String?

  @Option(help: ArgumentHelp(
    "Skip Swift files and folders matching GLOB (relative to the workspace; repeatable).",
    valueName: "GLOB"))
  var exclude: [String] = []

  @Flag(help: "Also read test folders (Tests/, *Tests/), which are skipped by default.")
  var includeTests = false

  @Option(help: ArgumentHelp(
    "Keep the summaries of files read, and the pages the editor opens, in DIR (default: "
      + "the platform's cache folder).", valueName: "DIR"))
  var cachePath: String?

  func validate() throws {
    if lsp == mcp { throw ValidationError("give one of --lsp and --mcp") }
    if lsp, root != nil {
      throw ValidationError("--lsp serves the folder the editor opens: leave out ROOT")
    }
  }

  func run() async throws {
    // A client that goes away closes the pipe: the write fails instead of killing navviz.
    signal(SIGPIPE, SIG_IGN)
    let cache = cachePath.map { URL(fileURLWithPath: $0) } ?? CacheLocation.platform
    if lsp {
      let server = LanguageServer(
        host: .commandLine,
        options: .init(excludes: exclude, includeTests: includeTests, cacheFolder: cache))
      let status = server.run()
      if status != 0 { throw ExitStatus(code: status) }
      return
    }
    let folder = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath)
      .standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw CommandFailure("\(folder): no such folder") }
    // Paths the diff's `--base` reads are relative to the workspace, as from a shell there.
    _ = FileManager.default.changeCurrentDirectoryPath(folder)
    let workspace = Workspace(
      root: folder, excludes: exclude, includeTests: includeTests,
      cache: DiskSummaryCache(root: CacheLocation.summaries(under: cache)), host: .commandLine)
    try await AgentServer(workspace: workspace).run()
  }
}
