/// Pairs the lint findings of the two sides. A finding is the same finding when its rule,
/// feature (in `head`'s names), fields and case are: not its location, so moving code does not
/// make it new, and not its message, whose wording changes with details (a count, the API
/// generation's spelling) while the problem stays. Each finding absorbs one of the other
/// side, so a second copy of a mistake is still new.
enum FindingMatching {
  private struct Key: Hashable {
    var rule: String
    var feature: String?
    var fields: [String]?
    var `case`: String?

    init(_ finding: Finding) {
      rule = finding.rule
      feature = finding.feature
      fields = finding.fields
      self.case = finding.case
    }
  }

  /// `findings` (sorted) that `other` does not absorb. `translate` gives a finding of
  /// `findings` in the names `other` uses.
  static func unmatched(
    _ findings: [Finding], against other: [Finding], translate: (Finding) -> Finding = { $0 }
  ) -> [Finding] {
    var counts: [Key: Int] = [:]
    for finding in other { counts[Key(finding), default: 0] += 1 }
    return findings.sorted().filter { finding in
      let key = Key(translate(finding))
      guard let count = counts[key], count > 0 else { return true }
      counts[key] = count - 1
      return false
    }
  }
}
