/// Source for a rule's documentation and tests: one or more files, scanned as a package.
///
/// In a triggering example, `↓` marks where each finding must point (the character after the
/// marker); the marker is removed before scanning.
package struct Example: Sendable {
  package static let marker: Character = "↓"
  package static let defaultPath = "Sources/App/Feature.swift"

  /// Relative path to text, as given (markers included).
  package var files: [String: String]

  package init(_ source: String, file: String = Example.defaultPath) {
    self.files = [file: source]
  }

  package init(files: [String: String]) {
    self.files = files
  }

  /// The files with markers removed, as the scanner reads them.
  package var sources: [String: String] {
    files.mapValues { $0.filter { $0 != Example.marker } }
  }

  /// Where the markers are: file, line and UTF-8 column of the character after each one.
  package var markedLocations: [(file: String, line: Int, column: Int)] {
    var result: [(file: String, line: Int, column: Int)] = []
    for (file, text) in files.sorted(by: { $0.key < $1.key }) {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        var column = 1
        for character in line {
          if character == Example.marker {
            result.append((file, index + 1, column))
          } else {
            column += character.utf8.count
          }
        }
      }
    }
    return result
  }
}
