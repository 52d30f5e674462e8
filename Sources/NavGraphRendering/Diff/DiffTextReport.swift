import Foundation
import NavGraphCore

/// `navviz diff` (and `navviz snapshot --check`) as text: one line per change, marked like a
/// unified diff (`+` added, `-` removed, `~` changed), in the words a snapshot uses, then a
/// summary line, where a CI log shows it.
///
///     + edge App .destination → App.Destination .settings → Settings (destination, sheet)
///     ~ edge Inventory .addItem → ItemForm (presentation): style sheet → fullScreenCover
///     - reachable Legacy: no root reaches it any more (AppFeature did)
///     navviz diff: 3 changes (edges: 1 added, 1 restyled; reachability: 1 lost)
package struct DiffTextReport: Renderer {
  /// The summary line's first words.
  package var subject: String

  package init(subject: String = "navviz diff") {
    self.subject = subject
  }

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    Data(text(diff).utf8)
  }

  package func text(_ diff: NavigationDiff) -> String {
    (Self.lines(diff) + [summary(diff)]).joined(separator: "\n") + "\n"
  }

  /// `navviz diff: 3 changes (…)`, or `navviz diff: no changes (12 features, 30 edges
  /// compared)`.
  package func summary(_ diff: NavigationDiff) -> String {
    "\(subject): "
      + (DiffWords.summary(diff) ?? "no changes (\(DiffWords.compared(diff)) compared)")
  }

  static func lines(_ diff: NavigationDiff) -> [String] {
    let headRoots = Set(diff.head.effectiveRoots), baseRoots = Set(diff.base.effectiveRoots)
    var lines: [String] = []
    for feature in diff.addedFeatures {
      lines.append("+ feature " + feature.words(isRoot: headRoots.contains(feature.name)))
    }
    for feature in diff.removedFeatures {
      lines.append("- feature " + feature.words(isRoot: baseRoots.contains(feature.name)))
    }
    for rename in diff.renamedFeatures {
      lines.append(
        "~ feature \(NavigationWords.name(rename.from)) renamed to "
          + "\(NavigationWords.name(rename.to)) (same edges)")
    }
    for change in diff.changedFeatures {
      lines.append(
        "~ feature \(NavigationWords.name(change.name)): \(change.attribute.rawValue) "
          + ReportText.line(DiffWords.change(change.before, change.after)))
    }
    lines += diff.addedEdges.map { "+ edge " + $0.words }
    lines += diff.removedEdges.map { "- edge " + $0.words }
    for change in diff.restyledEdges {
      lines.append(
        "~ edge \(change.after.routeWords) (\(change.after.kind.rawValue)): style "
          + DiffWords.change(change.before.style?.rawValue, change.after.style?.rawValue))
    }
    for change in diff.rekindedEdges {
      lines.append("~ edge \(change.before.words) became \(change.after.words)")
    }
    for change in diff.reachability {
      let name = NavigationWords.name(change.feature)
      lines.append(
        change.isLost
          ? "- reachable \(name): no root reaches it any more "
            + "(\(DiffWords.roots(change.before)) did)"
          : "+ reachable \(name): \(DiffWords.roots(change.after)) reaches it now (no root did)")
    }
    lines += diff.newFindings.map { "+ finding " + DiffWords.finding($0) }
    lines += diff.fixedFindings.map { "- finding " + DiffWords.finding($0) }
    return lines
  }
}
