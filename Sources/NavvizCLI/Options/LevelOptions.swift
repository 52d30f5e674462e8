import ArgumentParser
import NavGraphRendering

extension PictureLevel: ExpressibleByArgument {}

/// What one node of a picture stands for: a feature, or a module or flow of a large app.
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

  @Option(name: .customLong("module"), help: ArgumentHelp(
    "Draw one module (or flow) of the overview, feature by feature, with the modules its "
      + "features are reached from or lead to.", valueName: "NAME"))
  var group: String?

  func validate() throws {
    if overview, let level, level != .overview {
      throw ValidationError("--overview and --level \(level.rawValue) exclude each other")
    }
    if group != nil && resolvedLevel == .overview {
      throw ValidationError(
        "--module draws the features of one module; give --level module or flow to say "
          + "how the app is cut, or neither")
    }
    if group != nil && resolvedLevel == .feature {
      throw ValidationError("--module draws one module; --level feature draws every feature")
    }
  }

  var resolvedLevel: PictureLevel? { overview ? .overview : level }

  /// Applies these options to `options`.
  func apply(to options: RenderOptions) -> RenderOptions {
    var options = options
    options.level = resolvedLevel
    options.group = group
    return options
  }
}
