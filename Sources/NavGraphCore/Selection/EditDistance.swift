/// Levenshtein distance over characters: how many insertions, deletions or substitutions turn
/// one string into the other. Used to suggest the feature a person probably meant.
enum EditDistance {
  static func between(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs), right = Array(rhs)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    // Two rows of the dynamic-programming table are enough.
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (i, leftCharacter) in left.enumerated() {
      current[0] = i + 1
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
