import NavGraphCore

/// "1 lint finding", "3 lint findings": the counts in a documentation summary line, in the
/// grammar a reader expects.
func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// The summary line of the generated documentation: features, navigation edges, findings,
/// and the source files the scanner skipped and what it did not understand, when there are.
func documentationSummary(
  features: Int, navigation: Int, findings: Int, skipped: Int = 0,
  unresolved: [Unresolved] = []
) -> String {
  var line = "\(counted(features, "feature")), \(counted(navigation, "navigation edge")), "
  line += counted(findings, "lint finding")
  if skipped > 0 { line += "; \(counted(skipped, "source file")) skipped, not in the graph" }
  if let summary = unresolved.summary { line += "; \(summary) (listed below)" }
  return line + "."
}
