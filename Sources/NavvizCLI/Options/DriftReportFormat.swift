/// The formats of the report `navviz snapshot --check` writes when the navigation drifted.
enum DriftReportFormat: String, CommandFormat {
  case text, markdown, json

  static var standard: DriftReportFormat { .text }
}
