import Foundation

/// File names for feature pages: readable (`InventoryFeature.md`), safe on every file system
/// and in URLs, and unique even when two names differ only in case or in characters that
/// cannot appear in a file name.
struct PageNames {
  enum Style {
    /// `InventoryFeature`, `SyncUpDetail.Child`: a file in a Markdown folder.
    case file
    /// `InventoryFeature-Navigation`: a DocC article. Dots go (DocC reads them in links) and
    /// the suffix keeps `<doc:...>` from colliding with the module's own symbol of that name.
    case doccArticle
  }

  private var byFeature: [String: String] = [:]

  init(_ names: [String], style: Style = .file) {
    var taken: Set<String> = []
    for name in names.sorted() {
      let base =
        switch style {
        case .file: Self.slug(name)
        case .doccArticle: Self.slug(name).replacingOccurrences(of: ".", with: "-") + "-Navigation"
        }
      var candidate = base
      var counter = 2
      // Case-insensitive file systems (macOS, Windows) would merge `Item` and `item`.
      while taken.contains(candidate.lowercased()) {
        candidate = "\(base)-\(counter)"
        counter += 1
      }
      taken.insert(candidate.lowercased())
      byFeature[name] = candidate
    }
  }

  /// The page's base name (no extension) for `feature`, if it has a page.
  subscript(feature: String) -> String? { byFeature[feature] }

  /// Letters, digits, `.`, `_` and `-` are kept; anything else becomes `-`. A leading dot
  /// would hide the file, so it becomes `-` too.
  static func slug(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
      result.unicodeScalars.append(keep ? scalar : "-")
    }
    if result.hasPrefix(".") { result = "-" + result.dropFirst() }
    return result.isEmpty ? "-" : result
  }
}
