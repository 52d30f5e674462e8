import ArgumentParser
import NavGraphRendering

extension PictureLevel: ExpressibleByArgument {}

/// What one node of a picture stands for: a feature, or a module or flow of a large app.
/// Shared by `render` and `docs` (whose index shows the overview, with a page per module).
struct LevelOptions: ParsableArguments {
  @Flag(help: ArgumentHelp(
    "Draw an overview: one node per module (per flow where one module holds most of the "
      + "app), edges between them counted. The default above "
      + "\(DiagramScale.overviewAbove) features."))
  var overview = false

  @Option(help: ArgumentHelp(
    "What one node stands for: feature, module (flows where the app is one module), flow, or "
      + "overview (the same as --overview). By default features, or the overview above "
      + "\(DiagramScale.overviewAbove) features.", valueName: "LEVEL"))
  var level: PictureLevel?

  func validate() throws {
    if overview, let level, level != .overview {
      throw ValidationError("--overview and --level \(level.rawValue) exclude each other")
    }
  }

  var resolvedLevel: PictureLevel? { overview ? .overview : level }
}
