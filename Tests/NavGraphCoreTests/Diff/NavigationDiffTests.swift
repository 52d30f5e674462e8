import Foundation
import Testing

@testable import NavGraphCore

/// Each kind of change on small graphs: what `NavigationDiff` pairs, and what it leaves alone.
@Suite struct NavigationDiffTests {
  typealias Location = NavGraphCore.SourceLocation

  /// App presents Detail through its Destination enum, and Settings as an optional child.
  static let base = NavigationGraph(
    features: [
      Feature(name: "App", module: "App", location: Location(file: "App.swift", line: 1)),
      Feature(name: "App.Destination", kind: .enum),
      Feature(name: "Detail"), Feature(name: "Settings"),
    ],
    edges: [
      Edge(
        from: "App", to: "Detail", kind: .destination, field: "destination",
        via: "App.Destination", case: "detail", style: .sheet,
        location: Location(file: "App.swift", line: 5)),
      Edge(from: "App", to: "Settings", kind: .presentation, field: "settings", style: .sheet),
      Edge(from: "Detail", to: "AlertState", kind: .alert, field: "alert"),
    ])

  static func edited(_ change: (inout NavigationGraph) -> Void) -> NavigationGraph {
    var graph = base
    change(&graph)
    return graph
  }

  @Test func equalGraphsHaveNoChangesWhateverTheLocationsAndOrder() {
    let moved = Self.edited { graph in
      graph.features.reverse()
      graph.edges = graph.edges.reversed().map { edge in
        var edge = edge
        edge.location = Location(file: "Elsewhere.swift", line: 99)
        return edge
      }
      // Declared twice: still one edge.
      graph.edges.append(graph.edges[0])
    }
    let diff = NavigationDiff(base: Self.base, head: moved)
    #expect(diff.isEmpty)
    #expect(diff.changeCount == 0)
  }

  /// TCA 2.0 spells the alert as a `Prompt` feature where 1.x says `AlertState`: the same
  /// navigation. An alert that became a dialog is not.
  @Test func anAlertComparesEqualWhateverTypeDescribesIt() {
    let prompt = Self.edited { graph in
      graph.edges[2].to = "Detail.DeleteAlert"
    }
    #expect(NavigationDiff(base: Self.base, head: prompt).isEmpty)

    let dialog = Self.edited { graph in
      graph.edges[2].kind = .dialog
      graph.edges[2].to = "ConfirmationDialogState"
    }
    let diff = NavigationDiff(base: Self.base, head: dialog)
    #expect(diff.removedEdges.map(\.to) == ["AlertState"])
    #expect(diff.addedEdges.map(\.to) == ["ConfirmationDialogState"])
  }

  @Test func aFeatureWithoutEdgesIsAddedNotRenamed() {
    let head = Self.edited { $0.features.append(Feature(name: "Onboarding")) }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(diff.addedFeatures.map(\.name) == ["Onboarding"])
    #expect(diff.changeCount == 1)
    let back = NavigationDiff(base: head, head: Self.base)
    #expect(back.removedFeatures.map(\.name) == ["Onboarding"])
    #expect(back.changeCount == 1)
  }

  @Test func aFeatureWithTheSameEdgesUnderANewNameLooksRenamed() {
    let head = Self.edited { graph in
      graph.features = graph.features.map { feature in
        var feature = feature
        feature.name = feature.name == "Detail" ? "ItemDetail" : feature.name
        return feature
      }
      graph.edges = graph.edges.map { edge in
        var edge = edge
        if edge.to == "Detail" { edge.to = "ItemDetail" }
        if edge.from == "Detail" { edge.from = "ItemDetail" }
        return edge
      }
    }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(diff.renamedFeatures == [FeatureRename(from: "Detail", to: "ItemDetail")])
    #expect(diff.changeCount == 1)
  }

  @Test func typesNestedInARenamedFeatureFollowIt() {
    let head = Self.edited { graph in
      graph.features = graph.features.map { feature in
        var feature = feature
        feature.name = feature.name.replacingOccurrences(of: "App", with: "Root")
        return feature
      }
      graph.edges = graph.edges.map { edge in
        var edge = edge
        edge.from = edge.from == "App" ? "Root" : edge.from
        edge.via = edge.via?.replacingOccurrences(of: "App", with: "Root")
        return edge
      }
    }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(
      diff.renamedFeatures == [
        FeatureRename(from: "App", to: "Root"),
        FeatureRename(from: "App.Destination", to: "Root.Destination"),
      ])
    #expect(diff.changeCount == 2)
  }

  @Test func twoCandidatesWithTheSameEdgesAreNotGuessed() {
    let base = NavigationGraph(
      features: [Feature(name: "A"), Feature(name: "B"), Feature(name: "C")],
      edges: [
        Edge(from: "A", to: "B", kind: .presentation, field: "x"),
        Edge(from: "A", to: "C", kind: .presentation, field: "x"),
      ])
    let head = NavigationGraph(
      features: [Feature(name: "A"), Feature(name: "D"), Feature(name: "E")],
      edges: [
        Edge(from: "A", to: "D", kind: .presentation, field: "x"),
        Edge(from: "A", to: "E", kind: .presentation, field: "x"),
      ])
    let diff = NavigationDiff(base: base, head: head)
    #expect(diff.renamedFeatures.isEmpty)
    #expect(diff.addedFeatures.map(\.name) == ["D", "E"])
    #expect(diff.removedFeatures.map(\.name) == ["B", "C"])
  }

  @Test func aNewStyleIsARestyleNotARemovalAndAnAddition() {
    let head = Self.edited { $0.edges[1].style = .fullScreenCover }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(
      diff.restyledEdges.map { [$0.before.style, $0.after.style] }
        == [[.sheet, .fullScreenCover]])
    #expect(diff.addedEdges.isEmpty && diff.removedEdges.isEmpty)
    #expect(diff.changeCount == 1)
  }

  @Test func anOptionalChildMovedIntoTheEnumChangesKind() {
    let head = Self.edited { graph in
      graph.edges[1] = Edge(
        from: "App", to: "Settings", kind: .destination, field: "destination",
        via: "App.Destination", case: "settings", style: .sheet)
    }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(
      diff.rekindedEdges.map { [$0.before.kind, $0.after.kind] }
        == [[.presentation, .destination]])
    #expect(diff.changeCount == 1)
  }

  @Test func aFeatureKindIsCompared() {
    let head = Self.edited { $0.features[3].kind = .enum }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(
      diff.changedFeatures == [
        FeatureChange(name: "Settings", attribute: .kind, before: "struct", after: "enum")
      ])
  }

  @Test func theModuleCountsOnlyWhenAsked() {
    let head = Self.edited { $0.features[0].module = "AppCore" }
    #expect(NavigationDiff(base: Self.base, head: head).isEmpty)
    let asked = NavigationDiff(
      base: Self.base, head: head, options: DiffOptions(attributes: [.module]))
    #expect(
      asked.changedFeatures == [
        FeatureChange(name: "App", attribute: .module, before: "App", after: "AppCore")
      ])
  }

  @Test func aScreenWhoseLastIntegrationIsRemovedIsNoLongerReached() {
    let head = Self.edited { $0.edges.removeFirst() }
    let diff = NavigationDiff(base: Self.base, head: head)
    #expect(diff.removedEdges.map(\.to) == ["Detail"])
    // Detail became a root of its own; that is no entry point.
    #expect(
      diff.reachability == [
        ReachabilityChange(feature: "App.Destination", before: ["App"], after: []),
        ReachabilityChange(feature: "Detail", before: ["App"], after: []),
      ])
    let back = NavigationDiff(base: head, head: Self.base)
    #expect(back.reachability.map(\.isLost) == [false, false])
  }

  @Test func whatOnlyAnOrphanedScreenLeadsToIsNoLongerReachedEither() {
    let base = NavigationGraph(
      features: [Feature(name: "App"), Feature(name: "Settings"), Feature(name: "About")],
      edges: [
        Edge(from: "App", to: "Settings", kind: .presentation, field: "settings"),
        Edge(from: "Settings", to: "About", kind: .stack, field: "path"),
      ])
    var head = base
    head.edges.removeFirst()
    let diff = NavigationDiff(base: base, head: head)
    #expect(diff.reachability.map(\.feature) == ["About", "Settings"])
  }

  @Test func findingsPairByRuleFeatureFieldsAndCaseNotPlaceOrWording() {
    func finding(_ line: Int, _ message: String, feature: String = "App") -> Finding {
      Finding(
        rule: "multiple-presentation-optionals", severity: .warning, feature: feature,
        fields: ["a", "b"], location: Location(file: "App.swift", line: line), message: message)
    }
    var base = Self.base, head = Self.base
    base.findings = [finding(3, "2 sibling optionals")]
    head.findings = [finding(9, "2 sibling optional destinations"), finding(12, "again")]
    let diff = NavigationDiff(base: base, head: head)
    #expect(diff.newFindings.map(\.location?.line) == [12])
    #expect(diff.fixedFindings.isEmpty)
    let back = NavigationDiff(base: head, head: base)
    #expect(back.fixedFindings.map(\.location?.line) == [12])
  }

  @Test func theUnionHoldsWhatWasRemovedInHeadsNames() {
    let head = Self.edited { graph in
      graph.edges.removeAll { $0.to == "Settings" }
      graph.features.removeAll { $0.name == "Settings" }
      graph.features.append(Feature(name: "Profile"))
    }
    let diff = NavigationDiff(base: Self.base, head: head)
    let union = diff.union
    #expect(
      union.features.map(\.name) == ["App", "App.Destination", "Detail", "Profile", "Settings"])
    #expect(union.edges.count == 3)
    #expect(diff.changedNames == ["App", "Profile", "Settings"])
    let around = diff.changedNeighbourhood(context: 0)
    #expect(around.features.map(\.name) == ["App", "Profile", "Settings"])
    #expect(around.edges.map(\.to) == ["Settings"])
  }
}
