/// The viewer's script, `ViewerScript.js`: plain ES2017, no libraries, no network. It reads
/// `ViewerData` from the page, finds each node and link by its SVG id, and only toggles classes
/// and the `viewBox`, so the picture stays exactly what Graphviz drew. An overview's page also
/// holds one picture per group (`data.pictures`, as SVG text): a click on a group shows it in
/// place of the overview, and the header's Overview button brings the overview back.
///
/// The file is embedded in the code at build time (`.embedInCode` in `Package.swift`), so the
/// `navviz` binary stays one file wherever it is installed or packaged, with no resource bundle
/// beside it to lose.
enum ViewerScript {
  /// The script as the page holds it: the page puts its own line break after the last line.
  static let javascript: String = {
    let text = String(decoding: PackageResources.ViewerScript_js, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }()
}
