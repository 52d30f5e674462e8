import NavGraphCore

/// `features/<Name>.md`: one feature's neighbourhood in words and in a picture.
struct MarkdownFeaturePage {
  var model: DocumentationModel
  var documented: DocumentedFeature
  /// Where the page lives, relative to the docs folder.
  var path: String
  var flavor: DocumentationFlavor
  /// The picture's file name as the page refers to it; `nil` for docs without pictures.
  var picture: String?
  /// In docs with an overview, what the feature's group is (`module`, `flow`) and its page.
  var group: (word: String, page: String)?

  var text: String {
    let writer = MarkdownWriter(model: model, path: path, flavor: flavor)
    let section = flavor.section
    let feature = documented.feature
    let name = MarkdownText.escape(feature.name)
    var facts: [String] = []
    if let module = feature.module { facts.append("Module " + MarkdownText.code(module)) }
    if let location = feature.location {
      facts.append("declared in " + writer.location(location, short: false))
    }
    if model.roots.contains(feature.name) { facts.append("root feature") }

    var text = "# \(name)\n\n"
    if flavor.isDocC {
      // DocC reads the first paragraph as the page's abstract, and wants sections under
      // an Overview.
      text += (facts.isEmpty ? "A feature of the app." : facts.joined(separator: " · "))
        + "\n\n## Overview\n\n"
    } else {
      text += "[All features](../\(MarkdownDocumentation.indexPage))"
      if let group {
        text += " · " + MarkdownText.link(
          "its \(group.word)",
          "../\(DocumentationOverview.folder)/\(SourceLinks.percentEncoded(group.page)).md")
      }
      text += "\n\n"
      if !facts.isEmpty { text += facts.joined(separator: " · ") + "\n\n" }
    }
    if let picture { text += "![The neighbourhood of \(name)](\(picture))\n" }
    text += "\n\(section) Presented or pushed by\n\n"
    text += documented.incoming.isEmpty
      ? "Nothing presents or pushes \(name).\n"
      : writer.edgeTable(documented.incoming, otherEnd: "From") { $0.from }

    text += "\n\(section) Presents and pushes\n\n"
    text += documented.outgoing.isEmpty
      ? "\(name) presents and pushes nothing.\n"
      : writer.edgeTable(documented.outgoing, otherEnd: "To") { $0.to }

    if !documented.composition.isEmpty {
      text += "\n\(section) Composition\n\n"
      var rows = "| Parent | Child | How | Field | Source |\n| --- | --- | --- | --- | --- |\n"
      for edge in documented.composition {
        rows += "| \(writer.featureLink(edge.from)) | \(writer.featureLink(edge.to)) | "
          + "\(EdgeWording.verb(edge.kind)) | \(edge.field.map(MarkdownText.code) ?? "") | "
          + "\(writer.location(edge.location)) |\n"
      }
      text += rows
    }

    text += "\n\(section) Lint findings\n\n" + writer.findingsTable(documented.findings)
    return text
  }
}
