import ArgumentParser
import Foundation
import NavGraphMetamorphic

/// `make metamorphic CORPUS=DIR`: every transformation over every app of the corpus list that
/// is checked out in DIR, with what each changed in the graph or the findings.
struct MetamorphicCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navviz-metamorphic",
    abstract: "Transforms each corpus app in ways that keep its navigation and compares graphs.")

  @Option(help: "The folder holding the apps, each checked out in a folder of its name.")
  var corpus: String?

  @Option(name: .customLong("app"), help: "An app folder to check besides the corpus (repeatable).")
  var appFolders: [String] = []

  @Option(help: "Also write each transformed app to this folder, as <app>/<transformation>/.")
  var write: String?

  @Option(help: "The corpus list (name, repository, commit, folder, set; tab-separated).")
  var list = "Benchmarks/LintPrecision/corpus.tsv"

  @Option(help: "Only these apps (comma-separated names).")
  var apps: String?

  @Option(help: "Only these transformations (comma-separated identifiers).")
  var only: String?

  @Option(help: "Differences printed per app and transformation (the count is always printed).")
  var show = 12

  @Option(help: "Threads for scanning, linting and rewriting.")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  mutating func run() throws {
    let kinds = try selectedKinds()
    var roots: [(name: String, root: String)] = appFolders.map {
      let url = URL(fileURLWithPath: $0)
      return (url.lastPathComponent, url.standardizedFileURL.path)
    }
    if let corpus {
      roots += try CorpusList.read(list).filter { entry in
        apps.map { $0.split(separator: ",").map(String.init).contains(entry.name) } ?? true
      }.map { entry in
        (entry.name, URL(fileURLWithPath: corpus).appendingPathComponent(entry.name)
          .appendingPathComponent(entry.folder).standardizedFileURL.path)
      }
    }
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-metamorphic-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    var report = MetamorphicReport(kinds: kinds)
    for (name, root) in roots {
      guard FileManager.default.fileExists(atPath: root) else {
        print("\(name): not checked out at \(root), skipped")
        continue
      }
      let sources = try AppSources.read(root: root)
      let app = ParsedApp(sources, jobs: jobs)
      let check = MetamorphicCheck.onDisk(
        in: temporary.path, rootName: URL(fileURLWithPath: root).lastPathComponent, jobs: jobs)
      let original = try check.shape(of: sources)
      print("\(name): \(sources.files.count) files, \(original.items.count) graph items")
      let rootName = URL(fileURLWithPath: root).lastPathComponent
      for kind in kinds {
        let outcome = try check.run(kind, on: app, original: original)
        report.add(outcome, app: name)
        print(MetamorphicReport.line(for: outcome, app: name, show: show))
        if let write {
          try kind.apply(to: app).sources.write(
            to: "\(write)/\(name)/\(kind.rawValue)/\(rootName)")
        }
      }
    }
    print(report.summary)
  }

  private func selectedKinds() throws -> [TransformationKind] {
    guard let only else { return TransformationKind.allCases }
    return try only.split(separator: ",").map { name in
      guard let kind = TransformationKind(rawValue: String(name)) else {
        throw ValidationError(
          "no transformation \(name); known: "
            + TransformationKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return kind
    }
  }
}

MetamorphicCommand.main()
