import Foundation
import NavGraphCore

/// `navviz trace --format mermaid`: the flow as a Mermaid `sequenceDiagram`.
package struct TraceSequenceRenderer: Renderer {
  package init() {}

  package func render(_ traced: TracedGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    Data(TraceSequenceDiagram(match: traced.match, graph: traced.graph).render().utf8)
  }
}

/// A traced flow as a Mermaid `sequenceDiagram`: one participant per feature, one arrow per
/// navigation event (solid forward: presented, pushed; dashed back: dismissed, popped), the
/// step's action as a note over the screen it was sent to, runtime issues as notes over the
/// feature they point into. Steps that changed no navigation and raised nothing are left out;
/// the numbers keep counting them, so they agree with the picture.
struct TraceSequenceDiagram {
  var match: TraceMatch
  var graph: NavigationGraph

  func render() -> String {
    let trace = match.trace
    let matcher = TraceMatcher(graph: graph)
    var participants = Participants()
    _ = participants.add(trace.root)
    var body: [String] = []
    let issuesByStep = Dictionary(grouping: match.issues, by: \.step)
    let visitByEvent = Dictionary(
      match.visits.map { ([$0.step, $0.eventIndex], $0) }, uniquingKeysWith: { first, _ in first })
    for (index, step) in trace.steps.enumerated() {
      let issues = issuesByStep[index] ?? []
      if step.events.isEmpty && issues.isEmpty { continue }
      let screen = frontmost(step.before, matcher) ?? trace.root
      body.append("  Note over \(participants.add(screen)): \(index + 1). "
        + Self.text(step.action))
      for (eventIndex, event) in step.events.enumerated() {
        let visit = visitByEvent[[index, eventIndex]]
        body.append(arrow(
          event, owner: visit?.edge.from ?? event.feature,
          child: visit?.edge.to ?? event.to ?? "." + (event.case ?? event.field), &participants)
          + (visit == nil ? " (not in the graph)" : ""))
      }
      for located in issues {
        let place = located.issue.location.map { " (\($0.description))" } ?? ""
        let message = located.issue.message.split(whereSeparator: \.isNewline).first ?? ""
        body.append("  Note over \(participants.add(located.feature)): ⚠ runtime issue: "
          + Self.text(String(message) + place))
      }
    }
    var lines = ["sequenceDiagram"]
    if let name = trace.name {
      // A title ends at `#` or `;` and takes no entities: those characters are left out.
      let title = MermaidText.escape(name.filter { $0 != "#" && $0 != ";" })
        .filter { $0 != "#" && $0 != ";" }
      lines.append("  title \(title)")
    }
    lines += participants.declarations + body
    return lines.joined(separator: "\n") + "\n"
  }

  private func arrow(
    _ event: TraceEvent, owner: String, child: String, _ participants: inout Participants
  ) -> String {
    let from = participants.add(owner), to = participants.add(child)
    let what = "\(event.kind.rawValue) \(event.field)" + (event.case.map { " .\($0)" } ?? "")
      + (event.id.map { " #\($0)" } ?? "")
    return event.kind.isForward
      ? "  \(from)->>\(to): \(Self.text(what))"
      : "  \(to)-->>\(from): \(Self.text(what))"
  }

  /// The feature in front before the action: the child of the last, deepest state node.
  private func frontmost(_ state: [NavigationStateNode], _ matcher: TraceMatcher) -> String? {
    guard let node = NavigationStateNode.flatten(state).last else { return nil }
    if case .success(let edge) = matcher.edge(for: EdgeReference(node)) { return edge.to }
    return node.to
  }

  /// Mermaid message text: its entity escapes, and `;` (a statement separator) as `#59;`.
  static func text(_ text: String) -> String {
    text.split(separator: ";", omittingEmptySubsequences: false)
      .map { MermaidText.escape(String($0)) }.joined(separator: "#59;")
  }

  /// Participants in order of first appearance, with short ids (`p0`) and escaped names.
  struct Participants {
    private var ids: [String: String] = [:]
    private(set) var declarations: [String] = []

    mutating func add(_ name: String) -> String {
      if let id = ids[name] { return id }
      let id = "p\(ids.count)"
      ids[name] = id
      declarations.append("  participant \(id) as \(TraceSequenceDiagram.text(name))")
      return id
    }
  }
}
