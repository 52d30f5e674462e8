(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("navviz-data").textContent);
  var canvas = document.getElementById("navviz-canvas");
  var svg = canvas.querySelector("svg");
  var panel = document.getElementById("navviz-panel");
  var search = document.getElementById("navviz-search");
  var status = document.getElementById("navviz-status");
  var nodes = {}, links = {};
  var state = { selected: null, matches: [], step: 0, picture: 0 };
  // The panel's first words, restored when nothing is selected.
  var hint = Array.prototype.map.call(panel.childNodes, function (child) { return child.cloneNode(true); });

  // Every node and arrow but the legend, which always stays readable.
  var DRAWN = "g.node:not(.navviz-legend), g.edge";
  function element(id) { return document.getElementById(id); }
  function each(selector, body) {
    Array.prototype.forEach.call(svg.querySelectorAll(selector), body);
  }
  function make(tag, text, className) {
    var made = document.createElement(tag);
    if (text !== undefined && text !== null) { made.textContent = text; }
    if (className) { made.className = className; }
    return made;
  }

  // Pan and zoom: the viewBox moves, the drawing does not.
  var whole = null, view = null;
  function showView() {
    svg.setAttribute("viewBox", [view.x, view.y, view.width, view.height].join(" "));
  }
  function toDrawing(clientX, clientY) {
    var point = svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(svg.getScreenCTM().inverse());
  }
  function zoom(factor, around) {
    var center = around || { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    var width = Math.min(Math.max(view.width * factor, whole.width / 40), whole.width * 4);
    var scale = width / view.width;
    view.x = center.x - (center.x - view.x) * scale;
    view.y = center.y - (center.y - view.y) * scale;
    view.width = width;
    view.height = view.height * scale;
    showView();
  }
  function fit() {
    view = { x: whole.x, y: whole.y, width: whole.width, height: whole.height };
    showView();
  }
  function centerOn(id) {
    var rect = element(id).getBoundingClientRect();
    var middle = toDrawing(rect.left + rect.width / 2, rect.top + rect.height / 2);
    view.x = middle.x - view.width / 2;
    view.y = middle.y - view.height / 2;
    showView();
  }
  canvas.addEventListener("wheel", function (event) {
    event.preventDefault();
    zoom(event.deltaY < 0 ? 1 / 1.2 : 1.2, toDrawing(event.clientX, event.clientY));
  }, { passive: false });
  // The press stays on record after its release, until the click that follows reads it or
  // the next press replaces it: the click a release sets off must still see that the press
  // became a drag. (A timer that forgot the press at the release could run before that
  // click, which then selected what lay under the pointer.)
  var drag = null;
  canvas.addEventListener("pointerdown", function (event) {
    drag = { x: event.clientX, y: event.clientY, view: Object.assign({}, view), moved: false };
  });
  window.addEventListener("pointermove", function (event) {
    // Only a held button drags: a move after the release must not pan.
    if (!drag || (event.buttons & 1) === 0) { return; }
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) { return; }
    drag.moved = true;
    canvas.classList.add("navviz-dragging");
    var perPixel = view.width / canvas.getBoundingClientRect().width;
    view.x = drag.view.x - dx * perPixel;
    view.y = drag.view.y - dy * perPixel;
    showView();
  });
  window.addEventListener("pointerup", function () {
    canvas.classList.remove("navviz-dragging");
  });
  element("navviz-zoom-in").addEventListener("click", function () { zoom(1 / 1.25); });
  element("navviz-zoom-out").addEventListener("click", function () { zoom(1.25); });
  element("navviz-fit").addEventListener("click", fit);
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
  // Search: matching features glow, everything else fades.
  function runSearch() {
    var query = search.value.trim().toLowerCase();
    each(DRAWN, function (group) {
      group.classList.remove("navviz-match", "navviz-dim");
    });
    state.matches = [];
    if (!query) { status.textContent = ""; return; }
    pictures[state.picture].nodes.forEach(function (node) {
      var group = element(node.id);
      if (!group) { return; }
      if (node.name.toLowerCase().indexOf(query) >= 0) {
        state.matches.push(node.id);
        group.classList.add("navviz-match");
      } else {
        group.classList.add("navviz-dim");
      }
    });
    each("g.edge", function (group) { group.classList.add("navviz-dim"); });
    var count = state.matches.length;
    status.textContent = count === 0 ? "no match" : count === 1 ? "1 match" : count + " matches";
  }
  search.addEventListener("input", runSearch);
  search.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && state.matches.length > 0) {
      select(state.matches[0]);
      centerOn(state.matches[0]);
    }
    if (event.key === "Escape") { search.value = ""; runSearch(); }
  });

  // Selection and the panel.
  function reference(id) {
    var node = nodes[id];
    var button = make("button", node ? node.name : id, "navviz-ref");
    button.type = "button";
    button.addEventListener("click", function () { select(id); centerOn(id); });
    return button;
  }
  var verbs = {
    presentation: "presents", destination: "presents (destination)", stack: "pushes",
    alert: "shows an alert", dialog: "shows a dialog", "switch": "switches to",
    scope: "contains (Scope)",
    collection: "contains a collection (forEach)"
  };
  function route(link) {
    return [link.field, link["case"]].filter(function (part) { return part; }).join(".");
  }
  function describeLink(link, towards) {
    var item = make("li");
    if (route(link)) { item.appendChild(make("code", route(link))); item.appendChild(document.createTextNode(" ")); }
    var words = [verbs[link.kind] || link.kind];
    if (link.style) { words.push(link.style); }
    item.appendChild(document.createTextNode(words.join(", ") + (towards === "to" ? " → " : " ← ")));
    item.appendChild(reference(towards === "to" ? link.to : link.from));
    return item;
  }
  function section(title, items) {
    if (items.length === 0) { return; }
    panel.appendChild(make("h3", title));
    var list = make("ul");
    items.forEach(function (item) { list.appendChild(item); });
    panel.appendChild(list);
  }
  function source(thing) {
    if (!thing.location) { return; }
    var line = make("p", null, "navviz-meta");
    if (thing.url) {
      var anchor = make("a", thing.location);
      anchor.href = thing.url;
      anchor.target = "_blank";
      anchor.rel = "noopener";
      line.appendChild(anchor);
    } else {
      line.appendChild(make("code", thing.location));
    }
    panel.appendChild(line);
  }
  function notes(list) {
    section("Changes", (list || []).map(function (note) { return make("li", note); }));
  }
  function findings(list) {
    section("Findings", list.map(function (finding) {
      return make("li", finding.severity + ": " + finding.message + " [" + finding.rule + "]",
        "navviz-finding-item");
    }));
  }
  function showNode(node) {
    panel.appendChild(make("h2", node.name));
    var role = { entry: "entry point", feature: "feature", "enum": "enum reducer", leaf: "alert, dialog or data",
      group: "group of features", reference: "another group of features" }[node.role];
    panel.appendChild(make("p", role + (node.module ? " in " + node.module : ""), "navviz-meta"));
    source(node);
    var outgoing = pictures[state.picture].links.filter(function (link) { return link.from === node.id; });
    var incoming = pictures[state.picture].links.filter(function (link) { return link.to === node.id; });
    section("Presents and pushes", outgoing.map(function (link) { return describeLink(link, "to"); }));
    section("Presented or pushed by", incoming.map(function (link) { return describeLink(link, "from"); }));
    if (outgoing.length + incoming.length === 0) { panel.appendChild(make("p", "No navigation edges.", "navviz-meta")); }
    notes(node.notes);
    findings(node.findings);
  }
  function showLink(link) {
    panel.appendChild(make("h2", (nodes[link.from] || {}).name + " → " + (nodes[link.to] || {}).name));
    var words = [verbs[link.kind] || link.kind];
    if (route(link)) { words.push(route(link)); }
    if (link.via) { words.push("via " + link.via); }
    if (link.style) { words.push(link.style); }
    panel.appendChild(make("p", words.join(" · "), "navviz-meta"));
    source(link);
    section("Ends", [make("li"), make("li")].map(function (item, index) {
      item.appendChild(document.createTextNode(index === 0 ? "from " : "to "));
      item.appendChild(reference(index === 0 ? link.from : link.to));
      return item;
    }));
    notes(link.notes);
    findings(link.findings);
  }
  function select(id) {
    each(".navviz-selected", function (group) { group.classList.remove("navviz-selected"); });
    state.selected = id;
    panel.textContent = "";
    if (!id) {
      hint.forEach(function (child) { panel.appendChild(child.cloneNode(true)); });
      return;
    }
    element(id).classList.add("navviz-selected");
    if (nodes[id]) { showNode(nodes[id]); } else if (links[id]) { showLink(links[id]); }
  }
  canvas.addEventListener("click", function (event) {
    var dragged = drag !== null && drag.moved;
    drag = null;
    if (dragged || !event.target.closest("svg")) { return; }
    var group = event.target.closest("g.node, g.edge");
    var node = group && nodes[group.id];
    // A module or flow opens in place of the picture it is drawn in.
    if (node && node.picture !== undefined && node.picture !== null) {
      show(node.picture);
      return;
    }
    select(group && (nodes[group.id] || links[group.id]) ? group.id : null);
  });
  canvas.addEventListener("dblclick", function (event) {
    var group = event.target.closest("g.node");
    var node = group && nodes[group.id];
    if (node && node.url) { window.open(node.url, "_blank", "noopener"); }
  });

  // A recorded flow, step by step: what each step visited lights up, the rest fades.
  var trace = data.trace;
  var slider = element("navviz-step");
  var stepLabel = element("navviz-step-label");
  function showStep(step) {
    state.step = step;
    each(DRAWN, function (group) {
      group.classList.remove("navviz-visited", "navviz-current", "navviz-dim");
    });
    if (step === 0) { stepLabel.textContent = "before the first step (" + trace.steps.length + " steps)"; return; }
    each(DRAWN, function (group) { group.classList.add("navviz-dim"); });
    trace.steps.slice(0, step).forEach(function (visited, index) {
      visited.nodes.concat(visited.links).forEach(function (id) {
        var group = element(id);
        if (!group) { return; }
        group.classList.remove("navviz-dim");
        group.classList.add(index === step - 1 ? "navviz-current" : "navviz-visited");
      });
    });
    stepLabel.textContent = "step " + step + " of " + trace.steps.length + ": " + trace.steps[step - 1].label;
  }
  if (trace && trace.steps.length > 0) {
    element("navviz-trace").hidden = false;
    slider.max = String(trace.steps.length);
    slider.addEventListener("input", function () { showStep(Number(slider.value)); });
    showStep(0);
  }

  // Read-only state for tests and for people poking at the page in a console.
  window.navviz = {
    state: function () {
      return { selected: state.selected, matches: state.matches.slice(), step: state.step,
               viewBox: svg.getAttribute("viewBox"), panel: panel.textContent,
               picture: pictures[state.picture].title };
    }
  };
})();
