import NavGraphCore

/// A recorded flow for the viewer's step slider: for each step, the navigation edges it
/// travelled, named the way trace-v1 names them (owner feature and field, then enum, case and
/// target where given). The viewer lights up what step N visited and dims what it never did.
package struct ViewerFlow: Sendable, Hashable {
  package struct Visit: Sendable, Hashable {
    package var feature: String
    package var field: String
    package var via: String?
    package var `case`: String?
    package var to: String?

    package init(feature: String, field: String, via: String? = nil, case: String? = nil,
                to: String? = nil) {
      self.feature = feature
      self.field = field
      self.via = via
      self.case = `case`
      self.to = to
    }

    /// Whether `edge` is the one this visit names (what the visit leaves out matches any).
    func names(_ edge: Edge) -> Bool {
      edge.from == feature && edge.field == field && (via == nil || edge.via == via)
        && (self.case == nil || edge.case == self.case) && (to == nil || edge.to == to)
    }
  }

  package struct Step: Sendable, Hashable {
    /// What a person reads under the slider: the action.
    package var label: String
    package var visits: [Visit]

    package init(label: String, visits: [Visit]) {
      self.label = label
      self.visits = visits
    }
  }

  package var name: String
  package var steps: [Step]

  package init(name: String, steps: [Step]) {
    self.name = name
    self.steps = steps
  }
}

extension ViewerData {
  /// The flow's steps as ids of the drawn nodes and links. A visit through an enum reducer
  /// lights the owner's link to the enum too, so the path reads continuously.
  static func trace(_ flow: ViewerFlow, diagram: Diagram) -> Trace {
    let nodeID = { (id: String) in DiagramGraphvizBuilder.elementID(node: id) }
    let steps = flow.steps.map { step in
      var nodes: [String] = [], links: [String] = []
      for visit in step.visits {
        for (index, link) in diagram.links.enumerated() {
          let travelled = link.edge.map(visit.names) ?? false
          let ownerToEnum = link.edge == nil && visit.via != nil && link.label == visit.field
            && diagram.nodes.first { $0.id == link.from }?.name == visit.feature
            && diagram.nodes.first { $0.id == link.to }?.name == visit.via
          guard travelled || ownerToEnum else { continue }
          links.append(DiagramGraphvizBuilder.elementID(link: index))
          nodes += [nodeID(link.from), nodeID(link.to)]
        }
      }
      return TraceStep(
        label: step.label, nodes: Array(Set(nodes)).sorted(), links: Array(Set(links)).sorted())
    }
    return Trace(name: flow.name, steps: steps)
  }
}
