/// "1 lint finding", "3 lint findings": the counts in a documentation summary line, in the
/// grammar a reader expects.
func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// The summary line of the generated documentation: features, navigation edges, findings,
/// and the source files the scanner skipped when there are any.
func documentationSummary(features: Int, navigation: Int, findings: Int, skipped: Int = 0)
  -> String
{
  "\(counted(features, "feature")), \(counted(navigation, "navigation edge")), "
    + "\(counted(findings, "lint finding"))"
    + (skipped > 0 ? "; \(counted(skipped, "source file")) skipped, not in the graph." : ".")
}
