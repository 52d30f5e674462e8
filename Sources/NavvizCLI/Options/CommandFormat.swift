import ArgumentParser

/// The formats one command writes (its `--format` values), each named as the `FileFormat` it
/// is: every command reads `-o FILE`'s extension, refuses one that names none of its formats,
/// asks for a file for binary output and checks for Graphviz in the same way.
protocol CommandFormat: CaseIterable, ExpressibleByArgument, RawRepresentable<String> {
  /// The format when neither `--format` nor the extension of `-o` names one.
  static var standard: Self { get }
}

extension CommandFormat {
  /// `--format SVG` is `svg`.
  init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }

  var file: FileFormat {
    guard let file = FileFormat(rawValue: rawValue) else {
      preconditionFailure("\(Self.self).\(rawValue) is named as no FileFormat")
    }
    return file
  }

  /// The extensions `-o` may carry without `--format`: each format's usual one, then the
  /// others (`.gv`, `.htm`).
  static var extensions: [String] {
    allCases.map { $0.file.extensions[0] } + allCases.flatMap { $0.file.extensions.dropFirst() }
  }

  /// The format given, else the one the extension of `-o` names, else `standard`.
  static func resolve(_ format: Self?, output: String?) -> Self {
    if let format { return format }
    guard let ext = OutputExtension.of(output) else { return standard }
    return allCases.first { $0.file.extensions.contains(ext) } ?? standard
  }

  /// Refuses an extension of `-o` that names none of the formats (when `--format` does not
  /// decide), and binary output without a file (or, with `-o -`, a pipe the user asked for).
  static func validate(_ format: Self?, output: String?) throws {
    try OutputExtension.check(output, format: format?.rawValue, known: extensions)
    let resolved = resolve(format, output: output)
    if resolved.file.isBinary && output == nil {
      throw ValidationError("\(resolved.rawValue) is a binary format: give -o FILE")
    }
  }

  /// Fails at once, before any work, when writing this format needs Graphviz and it cannot
  /// be loaded.
  func requireGraphviz() throws {
    if file.needsGraphviz { try GraphvizRequirement.check(for: "\(rawValue) output") }
  }
}
