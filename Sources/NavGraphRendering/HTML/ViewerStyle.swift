/// The viewer's styles: the picture fills the window, the panel sits on the right, and
/// highlights are drawn with CSS classes the script toggles on the SVG groups. Its colours are
/// the pictures' (`Palette`): a search match glows amber like a focused feature, the current
/// step green like a final state. A rule longer than a line goes on after `\#` (no line break
/// in the CSS).
enum ViewerStyle {
  static let css = #"""
    html, body { margin: 0; height: 100%; \#
    font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; \#
    color: \#(Palette.text); }
    body { display: flex; flex-direction: column; }
    header { display: flex; align-items: center; gap: 12px; padding: 8px 12px; \#
    border-bottom: 1px solid \#(Palette.hairline); background: \#(Palette.subtleFill); }
    header h1 { font-size: 16px; margin: 0; white-space: nowrap; overflow: hidden; \#
    text-overflow: ellipsis; }
    #navviz-search { width: 260px; padding: 4px 8px; font: inherit; \#
    border: 1px solid \#(Palette.hairline); border-radius: 6px; }
    #navviz-status { color: \#(Palette.secondaryText); min-width: 90px; }
    #navviz-back { font: inherit; padding: 2px 8px; border: 1px solid \#(Palette.hairline); \#
    border-radius: 6px; background: \#(Palette.background); cursor: pointer; }
    #navviz-back[hidden] { display: none; }
    #navviz-where { font-weight: 600; }
    .navviz-tools { margin-left: auto; display: flex; gap: 4px; }
    .navviz-tools button { font: inherit; min-width: 32px; padding: 2px 8px; \#
    border: 1px solid \#(Palette.hairline); border-radius: 6px; \#
    background: \#(Palette.background); cursor: pointer; }
    main { flex: 1; display: flex; min-height: 0; }
    #navviz-canvas { flex: 1; overflow: hidden; cursor: grab; \#
    background: \#(Palette.background); touch-action: none; }
    #navviz-canvas.navviz-dragging { cursor: grabbing; }
    #navviz-canvas svg { width: 100%; height: 100%; display: block; user-select: none; }
    #navviz-panel { width: 340px; overflow-y: auto; \#
    border-left: 1px solid \#(Palette.hairline); padding: 12px 16px; \#
    background: \#(Palette.background); }
    #navviz-panel h2 { font-size: 16px; margin: 0 0 4px; word-break: break-word; }
    #navviz-panel h3 { font-size: 13px; margin: 16px 0 4px; text-transform: uppercase; \#
    letter-spacing: .04em; color: \#(Palette.secondaryText); }
    #navviz-panel ul { margin: 0; padding-left: 18px; }
    #navviz-panel li { margin: 2px 0; }
    #navviz-panel button.navviz-ref { font: inherit; padding: 0; border: 0; background: none; \#
    color: \#(Palette.blue); cursor: pointer; text-decoration: underline; }
    #navviz-panel code { font-size: 12px; background: \#(Palette.subtleFill); \#
    padding: 1px 4px; border-radius: 4px; }
    .navviz-hint, .navviz-meta { color: \#(Palette.secondaryText); }
    .navviz-finding-item { color: \#(Palette.red); }
    footer { display: flex; align-items: center; gap: 12px; padding: 8px 12px; \#
    border-top: 1px solid \#(Palette.hairline); background: \#(Palette.subtleFill); }
    footer[hidden] { display: none; }
    #navviz-step { flex: 0 0 320px; }
    g.node, g.edge { cursor: pointer; transition: opacity .15s; }
    @media (prefers-reduced-motion: reduce) { g.node, g.edge { transition: none; } }
    /* A table cell or an outline without fill still takes the click meant for its node. */
    g.node polygon, g.node path, g.node ellipse, g.node text { pointer-events: visible; }
    g.edge path { pointer-events: visibleStroke; stroke-linecap: round; }
    g.navviz-dim { opacity: .18; }
    g.navviz-match { \#
    filter: drop-shadow(0 0 5px \#(Palette.amber)) drop-shadow(0 0 2px \#(Palette.amber)); }
    g.navviz-selected { \#
    filter: drop-shadow(0 0 5px \#(Palette.blue)) drop-shadow(0 0 2px \#(Palette.blue)); }
    g.edge.navviz-selected path { stroke-width: 4px; }
    g.navviz-visited { opacity: 1; }
    g.edge.navviz-visited path { stroke-width: 3px; }
    g.navviz-current { \#
    filter: drop-shadow(0 0 6px \#(Palette.green)) drop-shadow(0 0 2px \#(Palette.green)); }
    g.edge.navviz-current path { stroke-width: 5px; }
    """#
}
