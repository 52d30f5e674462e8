extension ViewerScript {
  /// The pictures of the page: the one drawn inline (an overview, or the only picture), then
  /// `data.pictures`, one per group, as SVG text. `show(index)` puts one in the canvas and
  /// reads its nodes and links; the header's Overview button brings the first back.
  static let pictures = #"""
      var back = document.getElementById("navviz-back");
      var where = document.getElementById("navviz-where");
      var pictures = [{ title: document.title, svg: svg, nodes: data.nodes, links: data.links }]
        .concat(data.pictures || []);
      function show(index) {
        var picture = pictures[index];
        if (typeof picture.svg === "string") {
          canvas.innerHTML = picture.svg;
          picture.svg = canvas.querySelector("svg");
        } else if (picture.svg.parentNode !== canvas) {
          canvas.textContent = "";
          canvas.appendChild(picture.svg);
        }
        svg = picture.svg;
        state.picture = index;
        nodes = {};
        links = {};
        picture.nodes.forEach(function (node) { nodes[node.id] = node; });
        picture.links.forEach(function (link) { links[link.id] = link; });
        if (!picture.whole) {
          var box = svg.viewBox.baseVal;
          picture.whole = { x: box.x, y: box.y, width: box.width, height: box.height };
          svg.removeAttribute("width");
          svg.removeAttribute("height");
        }
        whole = picture.whole;
        view = { x: whole.x, y: whole.y, width: whole.width, height: whole.height };
        showView();
        back.hidden = index === 0;
        where.textContent = index === 0 ? "" : picture.title;
        var names = element("navviz-names");
        names.textContent = "";
        picture.nodes.filter(function (node) { return node.role !== "leaf"; })
          .map(function (node) { return node.name; }).sort()
          .forEach(function (name) { var option = make("option"); option.value = name; names.appendChild(option); });
        search.value = "";
        state.matches = [];
        status.textContent = "";
        select(null);
        if (index > 0) { readable(picture); }
      }
      // A group's picture too wide to read whole opens at its natural size (Graphviz's 96 dpi),
      // on the feature at the top of the flow (or the module's first entry point, or feature).
      function readable(picture) {
        var rect = canvas.getBoundingClientRect();
        var width = rect.width * 0.75, height = rect.height * 0.75;
        if (whole.width <= width * 1.2) { return; }
        var top = picture.nodes.filter(function (node) { return node.name === picture.title && node.role !== "reference"; })[0]
          || picture.nodes.filter(function (node) { return node.role === "entry"; })[0]
          || picture.nodes.filter(function (node) { return node.role === "feature"; })[0];
        view = { x: whole.x, y: whole.y + (whole.height - height) / 2, width: width, height: height };
        showView();
        if (top) { centerOn(top.id); }
      }
      back.addEventListener("click", function () { show(0); });
      show(0);

    """#
}
