import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphTracing

/// The `navviz` command. Subcommands live in `Commands/`, one file each.
public struct Navviz: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "navviz",
    abstract: "See and check the navigation of apps built with The Composable Architecture.",
    discussion: """
      INPUT is a directory or file of Swift source using The Composable Architecture (scanned \
      without compiling it; test folders are skipped unless --include-tests), or a navigation \
      graph JSON file (navgraph-v1, as `navviz render --format json` writes it). \
      `--sample NAME` adds a registered root's graph, discovered by reflection (see `navviz \
      samples`). Several inputs are merged into one graph.
      """,
    version: NavvizVersion.current,
    subcommands: [
      RenderCommand.self, LintCommand.self, RulesCommand.self, PathsCommand.self,
      TraceCommand.self, CoverageCommand.self, RunCommand.self, DocsCommand.self,
      DiffCommand.self, SnapshotCommand.self, SamplesCommand.self, AuditCommand.self,
      ServeCommand.self,
    ]
  )

  public init() {}

  /// Runs navviz with `arguments` (the process's own by default) and exits.
  ///
  /// `roots` are the features `--sample NAME` names and `navviz samples` lists: the `navviz`
  /// executable registers its samples; your own executable registers your app's roots and
  /// gets every command for them (README, "Your own roots").
  ///
  /// Exit codes: 0 success; 1 findings at error severity (lint); 2 usage or input errors;
  /// 130 and 143 when SIGINT or SIGTERM ended the run (no output file is left half-written).
  /// ArgumentParser's own usage errors (64) are mapped to 2 so scripts see one code.
  public static func run(_ arguments: [String]? = nil, roots: [NavvizRoot] = []) async -> Never {
    InterruptHandler.install()
    do {
      try RegisteredRoots.set(roots)
      var command = try parseAsRoot(arguments)
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
      terminate(0)
    } catch let status as ExitStatus {
      terminate(status.code)
    } catch let failure as CommandFailure {
      FileHandle.standardError.write(Data("navviz: error: \(failure.message)\n".utf8))
      terminate(failure.exitCode)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        self.exit(withError: error)  // --help, --version: print and exit 0.
      }
      // One line, like every other navviz error; `--help` has the full usage.
      let message = UsageErrorLine(self.message(for: error)).text
      FileHandle.standardError.write(Data("navviz: error: \(message)\n".utf8))
      terminate(code.rawValue == ExitCode.failure.rawValue ? 1 : CommandFailure.usageExitCode)
    }
  }
}
