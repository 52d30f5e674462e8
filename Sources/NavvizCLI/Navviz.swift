import ArgumentParser

/// The `navviz` command: its subcommands live in `Commands/`, one file each.
public struct Navviz: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "navviz",
    abstract: "See and check the navigation of apps built with The Composable Architecture.",
    subcommands: []
  )

  public init() {}
}
