/// The two kinds of docs navviz writes from one model. They differ only in how they link:
/// a Markdown folder links files relatively; a DocC catalog links articles with `<doc:...>`,
/// shows no raw HTML, and can reach source only through an absolute URL.
enum DocumentationFlavor {
  /// GitHub-flavoured Markdown files; source links relative to the page.
  case markdown(SourceLinks?)
  /// DocC articles; source links only with a URL prefix (DocC has no relative file links).
  case docc(sourceURLPrefix: String?)

  var isDocC: Bool {
    if case .docc = self { return true }
    return false
  }

  /// Between items in one table cell: DocC renders no HTML, so no `<br>` there.
  var cellSeparator: String { isDocC ? ", " : "<br>" }

  /// The level of a page's sections: DocC wants them as `###` under an `## Overview`.
  var section: String { isDocC ? "###" : "##" }
}
