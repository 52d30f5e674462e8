import Foundation
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Big pictures are drawn compact (no edge labels, limited layout passes) above
/// `DiagramScale.compactAbove` features; the command line suggests `--focus` above
/// `suggestFocusAbove`. These tests check the thresholds and what changes, not the time.
@Suite("DiagramScale: compact drawing of big graphs")
struct DiagramScaleTests {
  /// `SyntheticGraph` draws exactly `count` features (its enums become enum-reducer nodes).
  @Test func countsTheFeaturesThePictureDraws() throws {
    let scale = try DiagramScale(SyntheticGraph.make(features: 40), options: RenderOptions())
    #expect(scale.features == 40)
    let focused = try DiagramScale(
      SyntheticGraph.make(features: 40), options: RenderOptions(focus: "Feature1"))
    // Feature1, the root presenting it, its three children and a link target at most.
    #expect(focused.features < 10)
  }

  @Test func notesNameTheThresholds() {
    #expect(DiagramScale(features: DiagramScale.suggestFocusAbove).notes.isEmpty)
    let hinted = DiagramScale(features: DiagramScale.suggestFocusAbove + 1)
    #expect(hinted.suggestsFocus && !hinted.isCompact)
    #expect(hinted.notes.count == 1)
    #expect(hinted.notes.first?.contains("--focus FEATURE") == true)
    #expect(hinted.notes.first?.contains("--root NAME") == true)
    #expect(!DiagramScale(features: DiagramScale.compactAbove).isCompact)
    let compact = DiagramScale(features: DiagramScale.compactAbove + 1)
    #expect(compact.isCompact)
    #expect(compact.notes.count == 2)
    #expect(compact.notes.first?.contains("1001 features") == true)
  }

  @Test func atTheThresholdEdgesKeepTheirLabels() throws {
    let dot = try dot(features: DiagramScale.compactAbove)
    #expect(dot.contains("label=<<I>destination</I>>"))
    #expect(!dot.contains("nslimit"))
    #expect(!dot.contains("mclimit"))
  }

  @Test func aboveTheThresholdEdgesLoseLabelsAndLayoutIsLimited() throws {
    let dot = try dot(features: DiagramScale.compactAbove + 1)
    // Alert leaves are italic too; edge labels are the italic field names.
    #expect(!dot.contains("label=<<I>destination</I>>"))
    #expect(!dot.contains("label=<<I>sheet</I>>"))
    #expect(dot.contains("nslimit=1"))
    #expect(dot.contains("nslimit1=1"))
    #expect(dot.contains("mclimit=0.1"))
    // The field is still there, in the tooltip, and the legend says where it went.
    #expect(dot.contains("field destination"))
    #expect(dot.contains("1001 features: fields are in each edge&#39;s tooltip")
      || dot.contains("1001 features: fields are in each edge's tooltip"))
    // Still valid DOT, read back by cgraph.
    let counts = try Graphviz.readDOT(dot)
    #expect(counts.nodes > DiagramScale.compactAbove)
  }

  @Test func veryBigPicturesAreLaidOutWithSfdp() throws {
    #expect(DiagramScale(features: DiagramScale.forceDirectedAbove).engine == .dot)
    let huge = DiagramScale(features: DiagramScale.forceDirectedAbove + 1)
    #expect(huge.engine == .sfdp)
    #expect(huge.notes.contains { $0.contains("laid out with sfdp") })
    #expect(!(try dot(features: DiagramScale.forceDirectedAbove)).contains("layout="))
    #expect(try dot(features: DiagramScale.forceDirectedAbove + 1).contains("layout=sfdp"))
  }

  @Test func aFocusedPictureOfABigGraphIsNotCompact() throws {
    let graph = SyntheticGraph.make(features: DiagramScale.compactAbove + 1)
    let data = try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions(focus: "Feature4"))
    let dot = String(decoding: data, as: UTF8.self)
    #expect(dot.contains("label=<<I>destination</I>>"))
    #expect(!dot.contains("nslimit"))
  }

  private func dot(features: Int) throws -> String {
    // Every feature: above `DiagramScale.overviewAbove` the default is an overview.
    let data = try GraphvizRenderer(format: .dot).render(
      SyntheticGraph.make(features: features), options: RenderOptions(level: .feature))
    return String(decoding: data, as: UTF8.self)
  }
}
