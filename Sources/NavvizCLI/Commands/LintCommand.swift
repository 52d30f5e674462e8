import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax

extension ReporterKind: ExpressibleByArgument {
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// `navviz lint`: the navigation rules over Swift source (or graph JSON), in a CI format.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check navigation for invalid states, unreachable screens and broken integrations.",
    discussion: """
      Exit status: 0 when no finding is an error; 1 when one is (or, with --strict, when \
      there is any finding or a source file was skipped, not checked); 2 for usage, \
      configuration or input errors. Paths in the report \
      are relative to the working directory. `navviz rules` lists the rules; \
      `// navviz:disable-next-line RULE` above a declaration, or a \
      `// navviz:disable RULE` ... `// navviz:enable RULE` region, silences one.

      Examples:
        navviz lint Sources/
        navviz lint Sources/ --reporter sarif -o navviz.sarif
        navviz lint Sources/ --reporter text --reporter sarif:out/navviz.sarif \\
          --reporter junit:out/navviz.xml
        navviz lint Sources/ --reporter github --strict
        navviz lint Sources/ --new-since origin/main
        navviz lint Sources/ --write-baseline .navviz-baseline.json
        navviz lint Sources/ --baseline .navviz-baseline.json
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  // `--format` too, as `render` spells it: a user trying it got "Unknown option".
  @Option(name: [.customLong("reporter"), .customLong("format")], help: ArgumentHelp(
    "Report format: \(ReporterKind.names); NAME:FILE writes that report to FILE. Repeat it "
      + "to write several reports from one scan.", valueName: "NAME[:FILE]"))
  var reporter: [String] = []

  @Flag(help: ArgumentHelp(
    "Fail (exit 1) on any finding, not only on errors, and when a source file was skipped "
      + "(too large or too deep to scan safely), so not checked."))
  var strict = false

  @Option(help: ArgumentHelp(
    "Read settings from FILE instead of ./.navviz.yml.", valueName: "FILE"))
  var config: String?

  // For the build tool plugin, whose command's working directory is not the package's: the
  // package's `.navviz.yml`, which may not exist yet (the build runs lint again when it appears).
  @Option(help: ArgumentHelp(
    "Read settings from FILE if it exists, instead of ./.navviz.yml.", valueName: "FILE",
    visibility: .hidden))
  var optionalConfig: String?

  @Option(help: ArgumentHelp(
    "Report only findings the INPUT paths have that they did not have in git commit REF "
      + "(matched as `navviz diff` matches them: moved code is not new).", valueName: "REF"))
  var newSince: String?

  @Option(help: ArgumentHelp(
    "Report only findings that are not in FILE (a report written by --write-baseline).",
    valueName: "FILE"))
  var baseline: String?

  @Option(help: ArgumentHelp(
    "Record the current findings in FILE as the accepted baseline; the run then succeeds.",
    valueName: "FILE"))
  var writeBaseline: String?

  @Option(help: ArgumentHelp(
    "Also note destination and stack cases no trace in DIR visited (trace-v1 *.json files).",
    valueName: "DIR"))
  var traces: String?

  @Option(name: .short, help: ArgumentHelp(
    "Write the report (the one --reporter without a FILE) to FILE instead of standard output.",
    valueName: "FILE"))
  var output: String?

  // For the build tool plugin: the output it declares, so the build runs lint again only when
  // an input changed. Written (an empty Swift source) when the run succeeds, removed otherwise.
  @Option(help: ArgumentHelp(
    "Write FILE, an empty Swift source, when the run succeeds (for the build tool plugin).",
    valueName: "FILE", visibility: .hidden))
  var stamp: String?

  func validate() throws {
    if newSince != nil {
      if !input.graphFiles.isEmpty || !input.samples.isEmpty {
        throw ValidationError(
          "--new-since compares the INPUT paths with a commit (--graph and --sample do not apply)")
      }
      if writeBaseline != nil {
        throw ValidationError(
          "--write-baseline records every finding: leave out --new-since, which keeps new ones")
      }
    }
    // Checked before any scanning, so a typo costs nothing.
    do throws(CommandFailure) {
      _ = try ReporterSpec.plan(reporter, output: output)
    } catch {
      throw ValidationError(error.message)
    }
  }

  func run() async throws {
    let reports = try ReporterSpec.plan(reporter, output: output)
    let file = try ConfigurationFile.settings(explicit: config, optional: optionalConfig)
    let settings = file.lint
    var loader = GraphLoader(options: input, displayRoot: FileManager.default.currentDirectoryPath)
    // The report's summary line counts what was not understood.
    loader.announcesUnresolved = false
    let coverage = try traces.map { directory in
      do throws(NavGraphError) {
        return try TraceCoverage.read(directory: directory)
      } catch {
        throw CommandFailure(error.description)
      }
    }
    let linter = Linter(configuration: settings, jobs: input.jobs)
    let lint = { (loaded: GraphLoader.Loaded) in
      linter.lint(LintInput(graph: loaded.graph, facts: loaded.scan?.facts, traces: coverage))
    }
    let loaded: GraphLoader.Loaded
    var findings: [Finding]
    if let newSince {
      let new = try NewFindings(since: newSince, loader: loader, lint: lint)
      loaded = new.head
      findings = new.findings
      if new.existing > 0 {
        Diagnostics.print(
          "note: --new-since \(newSince): left out \(new.existing) finding"
            + "\(new.existing == 1 ? "" : "s") \(newSince) already had")
      }
    } else {
      loaded = try loader.load()
      findings = lint(loaded)
    }
    if let writeBaseline {
      let document = JSONReporter().render(LintReport(findings: findings))
      try OutputFile(path: writeBaseline).write(Data(document.utf8))
    }
    if let baseline {
      findings = try Self.readBaseline(baseline).filter(findings)
    }
    let rules = linter.rules.map(\.description).filter { settings.isEnabled($0) }
    // A finding without a location belongs to the graph document it came from.
    let document = input.inputs.first { !SourceScanner.accepts($0) }
    let report = LintReport(
      findings: findings, rules: rules, fileCount: loaded.scan?.files.count,
      skippedFiles: loaded.scan?.skippedFiles ?? [],
      fallbackFile: document.map(Self.relativeToWorkingDirectory),
      unresolved: loaded.scan?.graph.unresolved ?? [])
    // Every report is rendered before any is written, so a failing reporter leaves no file.
    let rendered = reports.map { spec in
      (spec.path, Data(reporter(spec.kind, failingAt: file.buildFailsAt).render(report).utf8))
    }
    for (path, data) in rendered { try OutputFile(path: path).write(data) }
    if writeBaseline != nil { return }
    // In a build, the configuration's `build.fail-on` decides, as the Xcode report shows it.
    if reports.contains(where: { $0.kind == .xcode }) {
      let failing = file.buildFailsAt
      try finish(
        fails: failing.map { least in findings.contains { $0.severity >= least } } ?? false)
      return
    }
    let fails = strict ? !findings.isEmpty : findings.contains { $0.severity == .error }
    // Strict means everything was checked: a file the scanner skipped was not.
    let unchecked = strict ? report.skippedFiles.count : 0
    if unchecked > 0 {
      let files = unchecked == 1 ? "1 source file was" : "\(unchecked) source files were"
      FileHandle.standardError.write(
        Data("navviz lint: --strict: \(files) skipped, not checked\n".utf8))
    }
    try finish(fails: fails || unchecked > 0)
  }

  /// Exit 1 when the run fails; the stamp is there exactly when it succeeded.
  private func finish(fails: Bool) throws {
    if let stamp {
      if fails {
        try? FileManager.default.removeItem(atPath: stamp)
      } else {
        let text = "// navviz lint passed over this target's sources; written for the build.\n"
        try OutputFile(path: stamp).write(Data(text.utf8))
      }
    }
    if fails { throw ExitStatus(code: 1) }
  }

  /// The reporter of `kind`; Xcode's writes absolute paths, and errors only where the build
  /// fails.
  private func reporter(_ kind: ReporterKind, failingAt failing: Finding.Severity?)
    -> any LintReporter
  {
    guard kind == .xcode else { return kind.reporter }
    return XcodeReporter(root: FileManager.default.currentDirectoryPath, failing: failing)
  }

  /// `samples/graphs/a.json` for an input given as an absolute path under the working
  /// directory, so SARIF keeps repository-relative paths.
  static func relativeToWorkingDirectory(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .standardizedFileURL.path
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  private static func readBaseline(_ path: String) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(
        NavGraphError.fileNotReadable(path: path, reason: "no such file").description)
    }
    do throws(NavGraphError) {
      return try Baseline(data: data, path: path)
    } catch {
      throw CommandFailure(error.description)
    }
  }
}
