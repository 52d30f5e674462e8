import NavGraphCore

/// `modules/<Name>.md`: one module (or flow) of a large app: its picture, feature by feature,
/// its features with what each presents and pushes, and the groups it is reached from and
/// leads to; linked from the overview on the index page, and back.
struct MarkdownModulePage {
  var model: DocumentationModel
  var overview: DocumentationOverview
  var group: DocumentationOverview.Group
  var flavor: DocumentationFlavor
  /// The picture's file name as the page refers to it; `nil` for docs without pictures.
  var picture: String?

  var path: String { "\(DocumentationOverview.folder)/\(group.page).md" }

  var text: String {
    let writer = MarkdownWriter(model: model, path: path, flavor: flavor)
    let summary = group.summary
    let name = MarkdownText.escape(summary.name)
    var text = "# \(name)\n\n"
    text += "[Overview](../\(MarkdownDocumentation.indexPage)) · a \(overview.word) of "
      + summary.detail
    if !summary.entryPoints.isEmpty {
      text += " · entry points: " + summary.entryPoints.map(writer.featureLink)
        .joined(separator: ", ")
    }
    text += "\n\n"
    if let picture {
      text += "![The features of \(name), and the \(overview.word)s around them](\(picture))\n\n"
    }
    text += "## Features\n\n"
    let members = Set(group.members)
    text += writer.featureTable(model.tableFeatures.filter { members.contains($0.name) })
    for (title, names) in [("Reached from", group.reachedFrom), ("Leads to", group.leadsTo)]
    where !names.isEmpty {
      text += "\n## \(title)\n\n"
      for other in names {
        guard let page = overview.group(named: other)?.page else { continue }
        text += "- " + MarkdownText.link(
          MarkdownText.escape(other), SourceLinks.percentEncoded(page) + ".md") + "\n"
      }
    }
    return text
  }
}
