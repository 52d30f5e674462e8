import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphRendering

/// `navviz docs`: navigation documentation kept current by CI.
struct DocsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Write navigation docs: an index with the whole graph and a page per feature.",
    discussion: """
      Writes DIR/index.md (the graph as SVG with a Mermaid fallback, a table of features \
      with their destinations and stack cases, the lint findings) and DIR/features/NAME.md \
      for each feature that navigates, with a picture of its neighbourhood. Above \
      \(DiagramScale.overviewAbove) features (or with --overview, --level module or flow) the \
      index shows the overview and DIR/modules/NAME.md has each module's (or flow's) picture \
      and features, linked from the index and back. Links are \
      relative, so the folder works on GitHub, in a static site and offline. With --docc, \
      DIR is a DocC catalog instead (its picture draws every feature): Navigation.md (a \
      technology root), one article per feature in NavigationFeatures/ and the pictures in \
      NavigationResources/; it builds with `docc convert DIR` or inside a target's catalog \
      with `swift package generate-documentation`.

      Re-running on unchanged sources changes no byte: only files whose content differs are \
      written, and pages of features that are gone are removed. --check writes nothing and \
      exits 1 listing what is out of date, for CI.

      Examples:
        navviz docs Sources/ -o docs/navigation
        navviz docs Sources/ -o docs/navigation --check
        navviz docs Sources/ --docc -o Sources/App/App.docc \\
          --source-url-prefix https://github.com/me/app/blob/main/
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(name: .short, help: ArgumentHelp("The docs folder to write.", valueName: "DIR"))
  var output: String

  @Flag(help: "Write nothing; exit 1 and list the files that are out of date.")
  var check = false

  @Flag(help: "Write a DocC catalog (articles plus image resources) instead of Markdown pages.")
  var docc = false

  @Option(name: .long, help: ArgumentHelp(
    "With --docc, link source locations to PREFIX + file + #L + line (DocC cannot link "
      + "files relatively).", valueName: "PREFIX"))
  var sourceURLPrefix: String?

  @Option(help: ArgumentHelp(
    "Read lint settings from FILE instead of ./.navviz.yml.", valueName: "FILE"))
  var config: String?

  @Flag(help: "Leave lint findings out of the docs.")
  var noLint = false

  @Option(name: .long, help: ArgumentHelp(
    "Document only what is reachable from this root feature.", valueName: "NAME"))
  var root: String?

  @Flag(help: "Also draw and list composition edges (Scope, forEach over collections).")
  var includeComposition = false

  @Flag(help: ArgumentHelp(
    "Also draw features that neither navigate nor are navigated to (left out of the pictures "
      + "and counted in their legend by default)."))
  var includeIsolated = false

  @Flag(help: ArgumentHelp(
    "Write no pictures: the index shows the graph in Mermaid, and Graphviz is not needed."))
  var noPictures = false

  @OptionGroup(title: "Selection") var selection: SelectionOptions

  @OptionGroup(title: "Level") var level: LevelOptions

  func validate() throws {
    // `-o -` means standard output to every other command; docs are a folder of pages.
    if output == "-" {
      throw ValidationError("-o -: docs writes a folder of pages and pictures; give -o DIR")
    }
    if docc, let level = level.resolvedLevel, level != .feature {
      throw ValidationError(
        "--docc draws every feature (a DocC catalog has no module articles): leave out "
          + "--overview and --level \(level.rawValue)")
    }
    if sourceURLPrefix != nil && !docc {
      throw ValidationError(
        "--source-url-prefix needs --docc: Markdown docs link to the sources relatively")
    }
  }

  func run() async throws {
    if !noPictures {
      try GraphvizRequirement.check(for: "drawing the docs' pictures (--no-pictures skips them)")
    }
    let workingDirectory = FileManager.default.currentDirectoryPath
    let progress = ProgressLine(quiet: input.quiet)
    var loader = GraphLoader(options: input, displayRoot: workingDirectory)
    loader.progress = progress
    let loaded = try loader.load()
    var graph = loaded.graph
    if !noLint {
      let linter = Linter(configuration: try ConfigurationFile.load(explicit: config))
      graph.findings = linter.lint(LintInput(graph: graph, facts: loaded.scan?.facts))
    }
    selection.warnAboutUnusedPatterns(in: graph)
    let files: DocumentationFiles
    do {
      var options = selection.apply(to: RenderOptions(root: root))
      options.includeComposition = includeComposition
      graph = try graph.selecting(options.selection, includeComposition: includeComposition)
      defer { progress.finish() }
      files = try generate(
        graph, skippedFiles: loaded.scan?.skippedFiles ?? [], entryPoints: loaded.entryPoints,
        workingDirectory: workingDirectory, progress: progress)
    } catch {
      throw CommandFailure(input: input.inputs.joined(separator: ", "), error)
    }
    let folder = DocumentationFolder(
      path: output,
      ownedFolders: docc
        ? [DocCCatalog.articleFolder, DocCCatalog.resourceFolder]
        : [MarkdownDocumentation.featureFolder, MarkdownDocumentation.moduleFolder])
    try report(folder: folder, files: files)
  }

  private func generate(
    _ graph: NavigationGraph, skippedFiles: [SkippedFile], entryPoints: [String],
    workingDirectory: String, progress: ProgressLine
  ) throws -> DocumentationFiles {
    let pageDone = { (total: Int) in progress.advance("pages written", total: total) }
    // A DocC catalog has no module articles yet: its picture draws every feature.
    let pictures = DocumentationPictureOptions(
      includeComposition: includeComposition, includeIsolated: includeIsolated,
      entryPoints: entryPoints, level: docc ? .feature : level.resolvedLevel,
      drawsPictures: !noPictures)
    if docc {
      var catalog = DocCCatalog(
        graph: graph, sourceURLPrefix: sourceURLPrefix, skippedFiles: skippedFiles,
        pictures: pictures)
      catalog.pageDone = pageDone
      return try catalog.files()
    }
    let links = SourceLinks(
      sourceRoot: URL(fileURLWithPath: workingDirectory),
      outputDirectory: URL(
        fileURLWithPath: output,
        relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)))
    var documentation = MarkdownDocumentation(
      graph: graph, sourceLinks: links, skippedFiles: skippedFiles, pictures: pictures)
    documentation.pageDone = pageDone
    return try documentation.files()
  }

  private func report(folder: DocumentationFolder, files: DocumentationFiles) throws {
    let differences = folder.differences(from: files)
    if check {
      for difference in differences {
        let file = (output as NSString).appendingPathComponent(difference.file)
        print("\(difference.kind.rawValue): \(file)")
      }
      if differences.isEmpty {
        Diagnostics.print("\(output) is up to date (\(files.paths.count) files)")
        return
      }
      Diagnostics.print(
        "\(output) is out of date (\(differences.count) of \(files.paths.count) files); "
          + "run navviz docs without --check to update it")
      throw ExitStatus(code: 1)
    }
    try folder.update(to: files, differences: differences)
    let removed = differences.filter { $0.kind == .stale }.count
    let written = differences.count - removed
    Diagnostics.print(
      "\(output): \(written) written, \(files.paths.count - written) unchanged, \(removed) removed")
  }
}
