import ArgumentParser
import Foundation

/// The extension of `-o FILE`, which picks the format when `--format` is left out.
///
/// A file without an extension takes the command's default format, as the help says; one
/// whose extension names no format is refused before any work rather than given the default,
/// which would put SVG bytes under a name such as `docs/nav.md`, or a typo's `app.pgn`.
enum OutputExtension {
  /// The extension of `output`, lowercased; nil for standard output or a name without one.
  static func of(_ output: String?) -> String? {
    guard !OutputFile.isStandardOutput(output), let output else { return nil }
    let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
    return ext.isEmpty ? nil : ext
  }

  /// Refuses `output` when its extension is not one of `known` (`--format` then decides).
  static func check(_ output: String?, format: String?, known: [String]) throws {
    guard format == nil, let ext = of(output), !known.contains(ext) else { return }
    throw ValidationError(
      "cannot tell the format from \(output ?? ""): .\(ext) is none of "
        + known.map { "." + $0 }.joined(separator: ", ") + "; give --format")
  }
}
