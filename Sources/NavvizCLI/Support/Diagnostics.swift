import Foundation

/// Messages for people, on standard error, so standard output stays the command's data.
enum Diagnostics {
  static func print(_ line: String) {
    FileHandle.standardError.write(Data("navviz: \(line)\n".utf8))
  }
}
