extension NavigationDiff {
  /// Compares `base` (before) with `head` (after). The steps run in this order because each
  /// reads the one before: renames first, so that everything after compares `base` in
  /// `head`'s names (and alerts and dialogs at `head`'s prompt types: `PromptTargets`);
  /// then features, edges, what the roots reach, and lint findings.
  package init(base: NavigationGraph, head: NavigationGraph, options: DiffOptions = DiffOptions()) {
    self.init(uncompared: base, head: head)
    let translation = RenameDetection(base: base, head: head).translation()
    let translated = PromptTargets.align(translation.graph(base), to: head)
    compareFeatures(translation: translation, options: options)
    let edges = EdgeMatching.match(base: translated.edges, head: head.edges)
    addedEdges = edges.added
    removedEdges = edges.removed
    restyledEdges = edges.restyled
    rekindedEdges = edges.rekinded
    compareReachability(before: translated)
    newFindings = FindingMatching.unmatched(head.findings, against: translated.findings)
    fixedFindings = FindingMatching.unmatched(
      base.findings, against: head.findings,
      translate: { finding in
        var finding = finding
        finding.feature = finding.feature.map { translation($0) }
        return finding
      })
  }

  private mutating func compareFeatures(translation: NameTranslation, options: DiffOptions) {
    let headByName = Dictionary(head.features.map { ($0.name, $0) }) { first, _ in first }
    var seen = Set<String>()
    for feature in base.features.sorted() {
      let name = translation(feature.name)
      guard let now = headByName[name] else {
        removedFeatures.append(feature)
        continue
      }
      seen.insert(name)
      if name != feature.name {
        renamedFeatures.append(FeatureRename(from: feature.name, to: name))
      }
      for attribute in options.attributes.sorted() {
        let before = attribute.value(of: feature), after = attribute.value(of: now)
        if before != after {
          changedFeatures.append(
            FeatureChange(name: name, attribute: attribute, before: before, after: after))
        }
      }
    }
    addedFeatures = head.features.sorted().filter { !seen.contains($0.name) }
    renamedFeatures.sort()
    changedFeatures.sort()
  }

  /// Features on both sides that a root reached on one side only.
  private mutating func compareReachability(before translated: NavigationGraph) {
    let before = RootReach(translated, entries: RootReach.entries(of: translated, other: head))
    let after = RootReach(head, entries: RootReach.entries(of: head, other: translated))
    let common = Set(translated.features.map(\.name)).intersection(head.features.map(\.name))
    for name in common.sorted() where before.reached.contains(name) != after.reached.contains(name)
    {
      let was = before.roots(reaching: name), now = after.roots(reaching: name)
      // A declared root on a cycle is reached only by itself: that is not a change.
      guard was.isEmpty != now.isEmpty else { continue }
      reachability.append(ReachabilityChange(feature: name, before: was, after: now))
    }
  }
}
