import ArgumentParser
import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphRendering

/// `navviz diff`: what a change did to an app's navigation.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare the navigation of two versions of an app: features and edges added, "
      + "removed, renamed or restyled, reachability, lint findings.",
    discussion: """
      BASE and HEAD are each a navigation graph JSON file, a Swift file or a folder of Swift \
      sources (scanned). With --base REF, every INPUT is compared with the same path in the \
      git commit REF (read from git's objects in memory, only the Swift files the scan \
      reads, and scanned beside the working tree; the working copy is not touched). \
      Source locations never count as changes; features are compared by \
      name and kind (--compare module adds the module), edges by owner, field, enum and \
      case, target, kind and style. Both sides are linted with ./.navviz.yml (or --config); \
      rules that need the sources run only when both sides are sources.

      Exit status: 0, also when there are changes; 1 when there are changes and \
      --fail-on-change is given; 2 for usage or input errors (no output is written).

      Examples:
        navviz diff --base origin/main Sources/
        navviz diff --base origin/main Sources/ --format markdown -o navigation-diff.md
        navviz diff --base HEAD~1 Sources/ --context 1 -o navigation-diff.svg
        navviz diff old.json new.json --format json --fail-on-change
        navviz diff Legacy/Sources/Settings Sources/Settings --no-lint --fail-on-change
      """
  )

  @OptionGroup(title: "Input") var input: InputOptions

  @Option(
    name: .customLong("base"),
    help: ArgumentHelp(
      "Compare the INPUT paths with the same paths in git commit REF (a branch, tag or hash).",
      valueName: "REF"))
  var baseRevision: String?

  @Option(name: .shortAndLong, help: ArgumentHelp(valueName: "FORMAT"))
  var format: DiffFormat?

  @Option(
    name: .short,
    help: ArgumentHelp(
      "Write to FILE instead of standard output (required for png and pdf).", valueName: "FILE"))
  var output: String?

  @Flag(help: "Exit 1 when the navigation changed.")
  var failOnChange = false

  @Flag(name: .customLong("no-lint"), help: "Do not compare lint findings.")
  var noLint = false

  @Option(
    help: ArgumentHelp(
      "Read lint settings from FILE instead of ./.navviz.yml.", valueName: "FILE"))
  var config: String?

  @Option(
    name: .customLong("compare"),
    help: ArgumentHelp(
      "Also count a change of this feature attribute (\(FeatureAttribute.optionalNames); "
        + "repeatable).", valueName: "ATTRIBUTE"))
  var attributes: [FeatureAttribute] = []

  @Option(
    help: ArgumentHelp(
      "Pictures draw only the features within N edges of a change (default: everything).",
      valueName: "N"))
  var context: Int?

  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  @OptionGroup(title: "Selection") var selection: SelectionOptions

  func validate() throws {
    if !input.graphFiles.isEmpty || !input.samples.isEmpty {
      throw ValidationError(
        "diff compares BASE with HEAD: give each as an INPUT (--graph and --sample do not apply)")
    }
    if baseRevision == nil && input.inputs.count != 2 {
      throw ValidationError(
        "give BASE and HEAD (two inputs), or --base REF and the paths to compare")
    }
    if let context, context < 0 { throw ValidationError("--context must be at least 0") }
    try DiffFormat.validate(format, output: output)
  }

  func run() async throws {
    let resolved = DiffFormat.resolve(format, output: output)
    try resolved.requireGraphviz()
    let (diff, data) = try report(in: resolved)
    try OutputFile(path: output).write(data)
    // The summary line ends a text report; with any other output a CI log still gets it.
    if resolved != .text || !OutputFile.isStandardOutput(output) {
      FileHandle.standardError.write(Data((DiffTextReport().summary(diff) + "\n").utf8))
    }
    if failOnChange && !diff.isEmpty { throw ExitStatus(code: 1) }
  }

  /// The diff of the two sides and its report in `resolved` (what `run` writes, and what
  /// `navviz serve` hands an agent).
  func report(in resolved: DiffFormat) throws -> (NavigationDiff, Data) {
    let sides = try DiffSides.load(input: input, baseRevision: baseRevision)
    var base = sides.base.graph, head = sides.head.graph
    base.findings = []
    head.findings = []
    if !noLint {
      let linter = Linter(
        configuration: try ConfigurationFile.load(explicit: config), jobs: input.jobs)
      // Rules that read the sources compare only when both sides have them.
      let bothScanned = sides.base.scan != nil && sides.head.scan != nil
      base.findings = linter.lint(
        LintInput(graph: base, facts: bothScanned ? sides.base.scan?.facts : nil))
      head.findings = linter.lint(
        LintInput(graph: head, facts: bothScanned ? sides.head.scan?.facts : nil))
    }
    let diff = NavigationDiff(
      base: base, head: head, options: DiffOptions(attributes: Set(attributes)))
    do {
      let data = try resolved.renderer(context: context).render(
        diff, options: selection.apply(to: drawing.renderOptions), note: Diagnostics.print)
      return (diff, data)
    } catch {
      throw CommandFailure(input: input.description, error)
    }
  }
}
