import PackagePlugin

/// Generates the DiscoveryTree target's 1,000 features into the build folder, so the 15,000
/// lines are built from `DiscoveryTreeGenerator` rather than kept in the repository.
@main
struct DiscoveryTreePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "DiscoveryTreeFeatures.swift")
    return [
      .buildCommand(
        displayName: "Generating the discovery tree's features",
        executable: try context.tool(named: "DiscoveryTreeGenerator").url,
        arguments: [output.path],
        inputFiles: [],
        outputFiles: [output])
    ]
  }
}
