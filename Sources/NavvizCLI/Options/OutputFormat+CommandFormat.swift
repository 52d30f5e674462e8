import NavGraphRendering

/// `navviz render` and `navviz trace` write every format the renderers write.
extension OutputFormat: CommandFormat {
  static var standard: OutputFormat { .svg }

  /// As `CommandFormat` reads every format (`--format SVG` is `svg`); public because the
  /// format is, and with it its conformance to ArgumentParser's public protocol.
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}
