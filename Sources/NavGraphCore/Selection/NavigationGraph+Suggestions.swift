extension NavigationGraph {
  /// Feature names a person probably meant by `name`, best first: the same name in another
  /// case, a name whose last component is `name` (`Destination` for `Inventory.Destination`),
  /// names containing it or contained in it, then names a few typos away.
  package func featureNames(closeTo name: String, limit: Int = 5) -> [String] {
    let wanted = name.lowercased()
    let wantedShort = wanted.split(separator: ".").last.map(String.init) ?? wanted
    var scored: [(score: Int, name: String)] = []
    for feature in features {
      let candidate = feature.name.lowercased()
      let short = feature.shortName.lowercased()
      let score: Int? =
        if candidate == wanted || short == wanted || short == wantedShort {
          0
        } else if candidate.contains(wanted) || wanted.contains(candidate) {
          1
        } else {
          // A typo costs at most a third of the name, so `Invntory` finds `Inventory` but
          // `Feature` does not match every `...Feature` by distance alone.
          Self.typoScore(wanted, candidate, short)
        }
      if let score { scored.append((score, feature.name)) }
    }
    return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
  }

  private static func typoScore(_ wanted: String, _ candidate: String, _ short: String) -> Int? {
    let allowed = max(2, wanted.count / 3)
    let distance = min(
      EditDistance.between(wanted, candidate), EditDistance.between(wanted, short))
    return distance <= allowed ? 1 + distance : nil
  }
}
