import Foundation
import NavGraphCore
import NavGraphFacts

/// The Markdown pieces every generated page shares, written from the page at `path` so that
/// each relative link starts from the right folder.
struct MarkdownWriter {
  var model: DocumentationModel
  var path: String
  var flavor: DocumentationFlavor

  /// From `features/X.md` back up to the folder's root: `../`.
  private var toRoot: String {
    String(repeating: "../", count: path.split(separator: "/").count - 1)
  }

  /// A feature's name, linked to its page when it has one; an enum reducer links to the page
  /// of the feature that owns it, where its cases are listed.
  func featureLink(_ name: String) -> String {
    guard let page = model.page(for: name) ?? model.ownerPage(ofEnum: name) else {
      return MarkdownText.code(name)
    }
    // DocC shows the article's title; the enum is listed on its owner's page anyway.
    if flavor.isDocC { return "<doc:\(page)>" }
    let folder = MarkdownDocumentation.featureFolder
    let inFeatureFolder = path.split(separator: "/").dropLast().joined(separator: "/") == folder
    let destination = (inFeatureFolder ? "" : "\(toRoot)\(folder)/")
      + SourceLinks.percentEncoded(page) + ".md"
    return MarkdownText.link(MarkdownText.escape(name), destination)
  }

  /// `path:line`, linked to the source when it can be. In tables (`short`) only the file's
  /// name and the line show, so the columns stay narrow; the link still has the whole path.
  func location(_ location: SourceLocation?, short: Bool = true) -> String {
    guard let location else { return "" }
    let file = short ? (location.file as NSString).lastPathComponent : location.file
    let text = MarkdownText.escape(file + (location.line.map { ":\($0)" } ?? ""))
    let link: String? =
      switch flavor {
      case .markdown(let links): links?.link(to: location, fromPage: path)
      case .docc(let prefix): prefix.map { SourceLinks.absoluteLink(prefix: $0, to: location) }
      }
    return link.map { MarkdownText.link(text, $0) } ?? text
  }

  /// One outgoing edge in a table cell: `destination.addItem` → ItemFormFeature, sheet.
  func route(_ edge: Edge) -> String {
    var text = MarkdownText.code(EdgeWording.route(edge)) + " → " + featureLink(edge.to)
    if let style = edge.style { text += ", " + style.rawValue }
    return text
  }

  /// Every feature (or those given) with what it presents and pushes, for the index page
  /// (and a module's).
  func featureTable(_ features: [Feature]? = nil) -> String {
    let roots = model.roots
    var text = "| Feature | Presents | Pushes | Declared in |\n| --- | --- | --- | --- |\n"
    for feature in features ?? model.tableFeatures {
      let name =
        featureLink(feature.name) + (roots.contains(feature.name) ? " (root)" : "")
        + (feature.apiGeneration == .tca2 ? " `2.0`" : "")
      let presents = model.treeEdges(from: feature.name).map(route)
        .joined(separator: flavor.cellSeparator)
      let pushes = model.stackEdges(from: feature.name).map(route)
        .joined(separator: flavor.cellSeparator)
      text += "| \(name) | \(presents) | \(pushes) | \(location(feature.location)) |\n"
    }
    return text
  }

  /// A table of findings, or a sentence saying there are none.
  func findingsTable(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "No findings.\n" }
    var text = "| Severity | Rule | Feature | Where | Message |\n| --- | --- | --- | --- | --- |\n"
    for finding in findings.sorted() {
      text += "| \(finding.severity.rawValue) | \(MarkdownText.code(finding.rule)) | "
        + "\(finding.feature.map(featureLink) ?? "") | \(location(finding.location)) | "
        + "\(MarkdownText.escape(finding.message)) |\n"
    }
    return text
  }

  /// The files the scanner skipped, each with why: the graph above lacks whatever they hold.
  func skippedFilesTable(_ skipped: [SkippedFile]) -> String {
    var text = "| File | Why |\n| --- | --- |\n"
    for file in skipped.sorted() {
      text += "| \(location(SourceLocation(file: file.file), short: false)) | "
        + "\(MarkdownText.escape(file.reason)) |\n"
    }
    return text
  }

  /// What the scanner saw but could not read: the graph above may lack what it holds.
  func unresolvedTable(_ unresolved: [Unresolved]) -> String {
    var text = "| What | Name | Where | Why |\n| --- | --- | --- | --- |\n"
    for item in unresolved.sorted() {
      text += "| \(item.kind.rawValue) | \(MarkdownText.code(item.name)) | "
        + "\(location(item.location)) | \(MarkdownText.escape(item.reason)) |\n"
    }
    return text
  }

  /// A table of edges, named from the other end's side (`From` or `To`).
  func edgeTable(_ edges: [Edge], otherEnd: String, other: (Edge) -> String) -> String {
    var text = "| \(otherEnd) | How | Field | Case | Style | Source |\n"
      + "| --- | --- | --- | --- | --- | --- |\n"
    for edge in edges {
      text += "| \(featureLink(other(edge))) | \(EdgeWording.verb(edge.kind)) | "
        + "\(edge.field.map(MarkdownText.code) ?? "") | "
        + "\(EdgeWording.caseName(edge).map(MarkdownText.code) ?? "") | "
        + "\(edge.style?.rawValue ?? "") | \(location(edge.location)) |\n"
    }
    return text
  }
}
