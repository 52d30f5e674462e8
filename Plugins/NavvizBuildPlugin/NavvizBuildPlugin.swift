import Foundation
import PackagePlugin

/// Lints a target's Swift files with the prebuilt `navviz` before the target compiles, and
/// reports each finding as the build's own warning — in Xcode's issue navigator and at its
/// line, in `swift build`'s log — as SwiftLint's build tool plugin does.
///
/// `navviz lint --reporter xcode` prints `/path:line:column: warning: message [rule]`; an
/// error-severity finding fails the build only when `.navviz.yml` says so (`build: fail-on:
/// error`). The command declares the target's Swift files and `.navviz.yml` as its inputs and
/// an empty Swift file in the plugin's work folder as its output, so the build system runs it
/// again only when one of them changed; then the summaries navviz keeps in the work folder
/// (`--cache-path`) spare it parsing the files that did not.
@main
struct NavvizBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    return try Self.commands(
      target: target.name, files: module.sourceFiles(withSuffix: "swift").map(\.url),
      configurationFolder: context.package.directoryURL, work: context.pluginWorkDirectoryURL,
      navviz: context.tool(named: "navviz").url)
  }

  /// One `navviz lint` over `files`, or none when the target has no Swift file.
  static func commands(
    target: String, files: [URL], configurationFolder: URL, work: URL, navviz: URL
  ) -> [Command] {
    guard !files.isEmpty else { return [] }
    // The package's settings, read wherever the command runs. An input only once it exists
    // (the build system refuses a missing one): a file created later is read by the next run
    // of lint, which any edit of the target's sources brings.
    let configuration = configurationFolder.appendingPathComponent(".navviz.yml")
    var arguments = [
      "lint", "--reporter", "xcode", "--quiet", "--optional-config", configuration.path,
    ]
    var inputs = files
    if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
    // The output the build system compares with the inputs: an empty Swift file navviz
    // writes when the run succeeds. It must be a Swift source — SwiftPM would bundle any other
    // file as a resource, and runs a command only for an output the target consumes.
    let stamp = work.appendingPathComponent("NavvizLint.swift")
    arguments += ["--stamp", stamp.path]
    // What each file says, kept in the work folder (under `.build`, which the sandbox lets the
    // command write): a build after an edit parses only the files that changed.
    arguments += ["--cache-path", work.appendingPathComponent("navviz-cache").path]
    arguments += files.map(\.path)
    return [
      .buildCommand(
        displayName: "navviz lint \(target)", executable: navviz, arguments: arguments,
        inputFiles: inputs, outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NavvizBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
      return try Self.commands(
        target: target.displayName, files: files.map(\.url),
        configurationFolder: context.xcodeProject.directoryURL,
        work: context.pluginWorkDirectoryURL, navviz: context.tool(named: "navviz").url)
    }
  }
#endif
