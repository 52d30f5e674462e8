/// The Markdown pieces every generated page shares, written from the page at `path` so that
/// each relative link starts from the right folder.
struct MarkdownWriter {
  var model: DocumentationModel
  var path: String
  var sourceLinks: SourceLinks?

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
    let folder = MarkdownDocumentation.featureFolder
    let inFeatureFolder = path.split(separator: "/").dropLast().joined(separator: "/") == folder
    let destination = (inFeatureFolder ? "" : "\(toRoot)\(folder)/")
      + SourceLinks.percentEncoded(page) + ".md"
    return MarkdownText.link(MarkdownText.escape(name), destination)
  }

  /// `path:line`, linked to the source when the file is there.
  func location(_ location: SourceLocation?) -> String {
    guard let location else { return "" }
    let text = MarkdownText.escape(location.description)
    guard let link = sourceLinks?.link(to: location, fromPage: path) else { return text }
    return MarkdownText.link(text, link)
  }

  /// One outgoing edge in a table cell: `destination.addItem` → ItemFormFeature, sheet.
  func route(_ edge: Edge) -> String {
    var text = MarkdownText.code(EdgeWording.route(edge)) + " → " + featureLink(edge.to)
    if let style = edge.style { text += ", " + style.rawValue }
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
