import Foundation
import PackagePlugin

/// `swift package navviz lint|render|paths|rules ...` in any package that depends on navviz.
///
/// Runs the `navviz` executable from the package's root, so reported paths are relative to
/// it. When no argument names an existing file or folder, the Swift source folders of the
/// package's targets are linted/rendered (`--target NAME`, repeatable, narrows that list).
/// The exit status is passed on, so a CI step fails on lint errors.
@main
struct NavvizPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var arguments = extractor.remainingArguments
    let root = context.package.directoryURL

    let takesInput = ["lint", "render", "paths"].contains(arguments.first ?? "")
    let namesInput = arguments.dropFirst().contains { argument in
      !argument.hasPrefix("-")
        && FileManager.default.fileExists(atPath: root.appendingPathComponent(argument).path)
    }
    if takesInput && (!namesInput || !targetNames.isEmpty) {
      let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        .filter { targetNames.isEmpty || targetNames.contains($0.name) }
        .filter { $0.kind != .test }
      let missing = Set(targetNames).subtracting(modules.map(\.name))
      if !missing.isEmpty {
        Diagnostics.error("no Swift target named \(missing.sorted().joined(separator: ", "))")
        throw NavvizPluginError.failed(2)
      }
      arguments += modules.map { Self.relative($0.directoryURL, to: root) }
    }

    let process = Process()
    process.executableURL = try context.tool(named: "navviz").url
    process.arguments = arguments
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw NavvizPluginError.failed(process.terminationStatus)
    }
  }

  private static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

enum NavvizPluginError: Error, CustomStringConvertible {
  case failed(Int32)

  var description: String {
    switch self {
    case .failed(let status): "navviz exited with status \(status)"
    }
  }
}
