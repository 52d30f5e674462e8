import Foundation
import Testing

/// The user guide (`docs/guide/`, one page per command) and the README against the commands'
/// own `--help`: a flag the documentation offers that the command no longer has fails here, and
/// so does a command without a page.
@Suite("User guide")
struct UserGuideTests {
  static let guide = NavvizProcess.repository.appendingPathComponent("docs/guide")

  /// The subcommands `navviz --help` lists.
  static let commands: [String] = {
    guard let help = try? NavvizProcess.run(["--help"]).output else { return [] }
    return DocumentedFlags.subcommands(inHelp: help)
  }()

  @Test func everyCommandHasAPage() throws {
    #expect(Self.commands.count >= 11, "navviz --help listed \(Self.commands)")
    for command in Self.commands {
      let page = Self.guide.appendingPathComponent("\(command).md")
      #expect(
        FileManager.default.fileExists(atPath: page.path),
        "navviz \(command) has no page in docs/guide/")
    }
  }

  @Test(arguments: commands)
  func everyDocumentedFlagIsOffered(command: String) throws {
    let help = try NavvizProcess.run([command, "--help"])
    #expect(help.status == 0, "navviz \(command) --help: \(help.stderr)")
    let offered = DocumentedFlags.flags(inHelp: help.output)
    var documented: [String: Set<String>] = [:]
    let page = Self.guide.appendingPathComponent("\(command).md")
    documented[page.lastPathComponent, default: []]
      .formUnion(DocumentedFlags.optionsSection(of: try String(contentsOf: page, encoding: .utf8)))
    for file in try Self.markdownFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      documented[file.lastPathComponent, default: []]
        .formUnion(DocumentedFlags.commandLines(in: text)[command] ?? [])
    }
    for (file, flags) in documented.sorted(by: { $0.key < $1.key }) {
      let missing = flags.subtracting(offered).sorted()
      #expect(
        missing.isEmpty,
        "\(file) documents \(missing) for navviz \(command), which its --help does not offer")
    }
  }

  /// The README and every page of the guide: where commands are shown being run.
  static func markdownFiles() throws -> [URL] {
    let pages = try FileManager.default.contentsOfDirectory(
      at: guide, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "md" }
    return [NavvizProcess.repository.appendingPathComponent("README.md")]
      + pages.sorted { $0.path < $1.path }
  }
}
