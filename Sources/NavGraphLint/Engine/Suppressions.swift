import NavGraphCore
import NavGraphFacts

/// Answers "does a `// navviz:` comment turn this finding off?" for one run.
///
/// - `disable-next-line R` covers the line after the comment (put it on the line before the
///   declaration the finding points at);
/// - `disable R` ... `enable R` covers the lines in between; without `enable`, the rest of the
///   file. `all` stands for every rule.
struct Suppressions {
  /// Per file and rule (or `all`): suppressed line ranges.
  private var ranges: [String: [String: [ClosedRange<Int>]]] = [:]

  init(_ directives: [SuppressionDirective]) {
    var open: [String: [String: Int]] = [:]
    for directive in directives.sorted() {
      let file = directive.location.file
      let line = directive.location.line ?? 0
      let rules = directive.rules.isEmpty ? ["all"] : directive.rules
      for rule in rules {
        switch directive.kind {
        case .disableNextLine:
          ranges[file, default: [:]][rule, default: []].append((line + 1)...(line + 1))
        case .disable:
          if open[file]?[rule] == nil { open[file, default: [:]][rule] = line }
        case .enable:
          if let start = open[file]?[rule] {
            ranges[file, default: [:]][rule, default: []].append(start...max(start, line))
            open[file]?[rule] = nil
          }
        }
      }
    }
    for (file, rules) in open {
      for (rule, start) in rules {
        ranges[file, default: [:]][rule, default: []].append(start...Int.max)
      }
    }
  }

  func suppresses(_ finding: Finding) -> Bool {
    guard let location = finding.location, let line = location.line,
      let byRule = ranges[location.file]
    else { return false }
    for key in [finding.rule, "all"] {
      if byRule[key]?.contains(where: { $0.contains(line) }) == true { return true }
    }
    return false
  }
}
