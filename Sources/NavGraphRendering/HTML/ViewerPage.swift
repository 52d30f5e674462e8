import NavGraphCore

/// The HTML document around the picture. It is well-formed XML as well as HTML5 (void
/// elements closed, script and style inside CDATA sections that HTML reads as comments), so
/// both an HTML validator and an XML parser accept it.
struct ViewerPage {
  var title: String
  /// The `<svg>` element, as Graphviz wrote it.
  var svg: String
  /// `ViewerData` as JSON, already safe inside `<script>`.
  var dataJSON: String

  var html: String {
    """
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <meta name="generator" content="navviz"/>
    <title>\(Self.escape(title))</title>
    <style>/*<![CDATA[*/
    \(ViewerStyle.css)
    /*]]>*/</style>
    </head>
    <body>
    <header>
    <h1>\(Self.escape(title))</h1>
    <button type="button" id="navviz-back" hidden="hidden" title="Back to the overview">\
    ← Overview</button>
    <span id="navviz-where"></span>
    <input id="navviz-search" type="search" placeholder="Search features" \
    aria-label="Search features" autocomplete="off" list="navviz-names"/>
    <datalist id="navviz-names"></datalist>
    <span id="navviz-status" role="status"></span>
    <span class="navviz-tools">\
    <button type="button" id="navviz-zoom-in" title="Zoom in">+</button>\
    <button type="button" id="navviz-zoom-out" title="Zoom out">−</button>\
    <button type="button" id="navviz-fit" title="Show everything">Fit</button></span>
    </header>
    <main>
    <div id="navviz-canvas">
    \(svg)
    </div>
    <aside id="navviz-panel" aria-live="polite">
    <p class="navviz-hint">Click a feature or an arrow to list its edges and findings, a \
    module or flow to open it. Drag to pan, scroll to zoom, double-click a feature to open its \
    source.</p>
    </aside>
    </main>
    <footer id="navviz-trace" hidden="hidden">
    <label for="navviz-step">Step</label>
    <input id="navviz-step" type="range" min="0" max="0" value="0"/>
    <span id="navviz-step-label"></span>
    </footer>
    <script type="application/json" id="navviz-data">\(dataJSON)</script>
    <script>//<![CDATA[
    \(ViewerScript.javascript)
    //]]></script>
    </body>
    </html>

    """
  }

  static func escape(_ text: String) -> String {
    escaper.escape(text)
  }

  private static let escaper = TextEscaper(
    ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"], controls: .droppedAsInXML)
}
