import NavGraphLint

/// One `--reporter` value: a format and where it goes, `NAME` (standard output, or `-o`) or
/// `NAME:FILE`. Several of them make one run write several reports from one scan.
struct ReporterSpec: Hashable {
  var kind: ReporterKind
  /// `nil`: standard output (or `-o FILE`).
  var path: String?

  /// Reads `sarif:out/navviz.sarif`; the message names the value and what is wrong.
  init(parsing value: String) throws(CommandFailure) {
    let name: Substring
    if let colon = value.firstIndex(of: ":") {
      name = value[..<colon]
      let file = value[value.index(after: colon)...]
      guard !file.isEmpty else {
        throw CommandFailure("--reporter \(value): give a file after the colon, or leave "
          + "the colon out to write to standard output")
      }
      // `text:-` is standard output, as `-o -` is.
      path = OutputFile.isStandardOutput(String(file)) ? nil : String(file)
    } else {
      name = Substring(value)
    }
    guard let kind = ReporterKind(rawValue: name.lowercased()) else {
      throw CommandFailure("--reporter \(value): unknown reporter \"\(name)\" (known: "
        + "\(ReporterKind.names); write NAME or NAME:FILE)")
    }
    self.kind = kind
  }

  /// The specs of one run, checked together: at most one report goes to standard output
  /// (two would interleave), and no file is named twice. `-o FILE` is where the one report
  /// without a file goes. Without `--reporter`, one text report.
  static func plan(_ values: [String], output: String?) throws(CommandFailure) -> [ReporterSpec] {
    let output = OutputFile.isStandardOutput(output) ? nil : output
    var specs: [ReporterSpec] = []
    for value in values { specs.append(try ReporterSpec(parsing: value)) }
    if specs.isEmpty { specs = [try ReporterSpec(parsing: ReporterKind.text.rawValue)] }
    let unnamed = specs.filter { $0.path == nil }
    if unnamed.count > 1 {
      throw CommandFailure("--reporter: \(unnamed.map(\.kind.rawValue).joined(separator: ", ")) "
        + "would all write to \(output ?? "standard output"); give each but one a file "
        + "(NAME:FILE)")
    }
    if let output, unnamed.isEmpty {
      throw CommandFailure("-o \(output): every --reporter already names its file; add the "
        + "reporter -o is for (--reporter text -o \(output))")
    }
    if let output {
      specs = specs.map { spec in
        var spec = spec
        if spec.path == nil { spec.path = output }
        return spec
      }
    }
    var seen = Set<String>()
    for path in specs.compactMap(\.path) where !seen.insert(path).inserted {
      throw CommandFailure("--reporter: \(path) is named by two reporters")
    }
    return specs
  }
}
