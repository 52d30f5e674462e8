import CGraphviz
import Foundation
import NavGraphCore

/// The one door into Graphviz's C libraries (cgraph + gvc), through the shim in `CGraphviz`.
///
/// Graphviz is loaded the first time a graph is built (`GraphvizLibrary` says where from), so
/// navviz runs without it until something is drawn. Nothing in Graphviz is thread-safe, not
/// even building two independent graphs, and its error state is process-global: every call
/// goes through `withGraph`, which holds one process-wide lock from `agopen` to `agclose`.
enum Graphviz {
  private static let lock = NSLock()
  /// Why loading failed, kept so every later drawing fails the same way without retrying.
  nonisolated(unsafe) private static var loadFailure: RenderingError?
  /// gvc's context, created on first use and kept: it loads the plugin registry once.
  nonisolated(unsafe) private static var context: OpaquePointer?
  /// Plugins found, as "kind:name". Asked once per plugin and process: every `gvPluginList`
  /// call leaks the duplicate names it skips (Graphviz 2.42; see scripts/leaks/graphviz.supp).
  nonisolated(unsafe) private static var plugins: Set<String> = []

  /// Builds a graph with `body` and returns what `body` made of it, under the lock.
  static func withGraph<Result>(
    _ body: (GraphvizGraph) throws -> Result
  ) throws(RenderingError) -> Result {
    lock.lock()
    defer { lock.unlock() }
    try loadLocked()
    navviz_errors_begin()
    navviz_declare_prototype_defaults()
    guard let handle = navviz_open("navigation") else {
      throw .graphviz(message: "could not create a graph")
    }
    defer { navviz_close(handle) }
    do {
      return try body(GraphvizGraph(handle: handle))
    } catch let error as RenderingError {
      throw error
    } catch {
      throw .graphviz(message: String(describing: error))
    }
  }

  /// Loads Graphviz if it is not loaded yet; throws, with what to install, when it cannot be.
  static func load() throws(RenderingError) {
    lock.lock()
    defer { lock.unlock() }
    try loadLocked()
  }

  private static func loadLocked() throws(RenderingError) {
    if navviz_graphviz_is_open() != 0 { return }
    if let loadFailure { throw loadFailure }
    let environment = ProcessInfo.processInfo.environment
    let candidates = GraphvizLibrary.candidates(environment: environment)
    var reasons: [String] = []
    for candidate in candidates {
      let size = 512
      var error = [CChar](repeating: 0, count: size)
      if navviz_graphviz_open(candidate, &error, size) != 0 { return }
      reasons.append(error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
    let failure = GraphvizLibrary.notLoaded(
      tried: candidates, reasons: reasons, environment: environment)
    loadFailure = failure
    throw failure
  }

  /// gvc's context; fails clearly when the `dot` layout plugin is not registered (a fresh
  /// install whose `config6a` is missing), instead of rendering an empty file.
  fileprivate static func layoutContext() throws(RenderingError) -> OpaquePointer {
    if let context { return context }
    guard let created = navviz_context_create() else {
      throw .graphviz(message: "could not create a Graphviz context")
    }
    guard navviz_has_plugin(created, "layout", LayoutEngine.dot.rawValue) != 0 else {
      navviz_context_free(created)
      throw .graphviz(message: """
        the "dot" layout plugin is not registered; run `dot -c` as root (or `make deps`) \
        to write Graphviz's plugin configuration
        """)
    }
    context = created
    return created
  }

  /// Whether a plugin of `kind` ("device", "layout") named `name` is installed (under the
  /// lock, like every call).
  fileprivate static func hasPlugin(_ kind: String, _ name: String, in context: OpaquePointer)
    -> Bool
  {
    if plugins.contains("\(kind):\(name)") { return true }
    guard navviz_has_plugin(context, kind, name) != 0 else { return false }
    plugins.insert("\(kind):\(name)")
    return true
  }

  /// Throws with cgraph's collected messages if anything at error level was reported.
  fileprivate static func checkErrors(_ stage: String) throws(RenderingError) {
    guard navviz_errors_seen() != 0 else { return }
    let text = String(cString: navviz_errors_text())
      .split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .map { $0.hasPrefix("Error: ") ? String($0.dropFirst(7)) : $0 }
      .joined(separator: "; ")
    throw .graphviz(message: "\(stage): \(text.isEmpty ? "unknown error" : text)")
  }
}

/// A graph being built in cgraph. Valid only inside `Graphviz.withGraph`.
struct GraphvizGraph {
  typealias Object = UnsafeMutableRawPointer

  let handle: OpaquePointer

  var object: Object { Object(handle) }

  @discardableResult
  func node(_ id: String) -> Object {
    Object(navviz_node_named(handle, id))
  }

  /// The subgraph named `name` (created the first time), to give some nodes attributes of
  /// their own, such as one rank. A name starting with `cluster` would draw a box around them.
  func subgraph(_ name: String) -> GraphvizGraph {
    GraphvizGraph(handle: navviz_subgraph(handle, name)!)
  }

  @discardableResult
  func edge(from tail: Object, to head: Object) -> Object {
    Object(navviz_edge_between(handle, OpaquePointer(tail), OpaquePointer(head)))
  }

  /// Sets a plain attribute. The caller escapes the value (see `DOTText`).
  func set(_ object: Object, _ name: String, _ value: String) {
    navviz_set(object, name, value)
  }

  /// Sets an HTML-like label or attribute; the caller XML-escapes text inside it.
  func setHTML(_ object: Object, _ name: String, _ value: String) {
    navviz_set_html(object, name, value)
  }

  /// The graph as DOT, written by cgraph's own writer.
  func dot() throws(RenderingError) -> String {
    var buffer = navviz_buffer()
    defer { free(buffer.bytes) }
    guard navviz_write(handle, &buffer) == 0, let bytes = buffer.bytes else {
      throw .graphviz(message: "could not write DOT")
    }
    try Graphviz.checkErrors("writing DOT")
    return String(cString: bytes)
  }

  /// Lays the graph out with `engine` (`dot`; `sfdp` for very big pictures, see
  /// `DiagramScale`) and renders it in-process (`svg`, `png`, `pdf`).
  func render(_ format: String, engine: LayoutEngine = .dot) throws(RenderingError) -> Data {
    let context = try Graphviz.layoutContext()
    guard Graphviz.hasPlugin("device", format, in: context) else {
      throw .graphviz(message: "no Graphviz renderer for \"\(format)\" is installed")
    }
    guard Graphviz.hasPlugin("layout", engine.rawValue, in: context) else {
      throw .graphviz(message: "the \"\(engine.rawValue)\" layout plugin is not installed")
    }
    // Lay out what `--format dot` writes, read back: the picture is then exactly what the
    // `dot` program draws from navviz's DOT (see `navviz_reread`).
    guard let graph = navviz_reread(handle) else {
      try Graphviz.checkErrors("re-reading DOT")
      throw .graphviz(message: "could not re-read the DOT navviz wrote")
    }
    defer { navviz_close(graph) }
    try Graphviz.checkErrors("re-reading DOT")
    guard navviz_layout(context, graph, engine.rawValue) == 0 else {
      try Graphviz.checkErrors("layout")
      throw .graphviz(message: "layout failed")
    }
    defer { navviz_free_layout(context, graph) }
    try Graphviz.checkErrors("layout")
    var result: UnsafeMutablePointer<CChar>?
    var length = 0
    let status = navviz_render(context, graph, format, &result, &length)
    defer { if let result { navviz_free_render(result) } }
    try Graphviz.checkErrors("rendering \(format)")
    guard status == 0, let result, length > 0 else {
      throw .graphviz(message: "rendering \(format) produced no output")
    }
    return Data(bytes: result, count: Int(length))
  }
}

extension Graphviz {
  /// Reads DOT back with cgraph and counts what it holds: proof that what navviz wrote is
  /// valid DOT (used by tests, under the same lock as everything else).
  static func readDOT(_ text: String) throws(RenderingError) -> (nodes: Int, edges: Int) {
    lock.lock()
    defer { lock.unlock() }
    try loadLocked()
    navviz_errors_begin()
    guard let graph = navviz_read_dot(text) else {
      throw .graphviz(message: "not valid DOT: \(String(cString: navviz_errors_text()))")
    }
    defer { navviz_close(graph) }
    try checkErrors("reading DOT")
    return (Int(navviz_node_count(graph)), Int(navviz_edge_count(graph)))
  }
}
