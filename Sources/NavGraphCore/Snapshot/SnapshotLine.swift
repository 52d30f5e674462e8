/// One line of a snapshot split into its tokens: bare or quoted names, `.field`/`.case`
/// names, arrows, and the parenthesised attributes that end a line.
enum SnapshotToken: Equatable {
  case name(String)
  /// A name written after a dot: a field or a case (or, in an edge's target, a leaf
  /// such as `.privacyPolicy`).
  case dotted(String)
  case arrow
  case attributes([String])
}

enum SnapshotLine {
  /// Why a line does not read.
  struct Failure: Error {
    var reason: String
  }

  static func tokens(_ line: Substring) throws(Failure) -> [SnapshotToken] {
    var tokens: [SnapshotToken] = []
    let scalars = Array(line.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case " ":
        index += 1
      case "→":
        tokens.append(.arrow)
        index += 1
      case "(":
        guard let close = scalars[index...].firstIndex(of: ")"), close == scalars.count - 1 else {
          throw Failure(reason: "\"(\" opens attributes that must close at the end of the line")
        }
        let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        tokens.append(
          .attributes(
            inside.split(separator: ",").map {
              $0.trimmingSpaces()
            }))
        index = close + 1
      case "\"":
        tokens.append(.name(try quoted(scalars, &index)))
      case "." where index + 1 < scalars.count && scalars[index + 1] == "\"":
        index += 1
        tokens.append(.dotted(try quoted(scalars, &index)))
      case ".":
        index += 1
        tokens.append(.dotted(bare(scalars, &index)))
      default:
        tokens.append(.name(bare(scalars, &index)))
      }
    }
    return tokens
  }

  /// A bare token: up to the next space.
  private static func bare(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
    var text = String.UnicodeScalarView()
    while index < scalars.count && scalars[index] != " " {
      text.append(scalars[index])
      index += 1
    }
    return String(text)
  }

  /// A Swift string literal starting at `index` (its opening quote), as `SnapshotName.quoted`
  /// writes it.
  private static func quoted(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(Failure)
    -> String
  {
    var text = String.UnicodeScalarView()
    index += 1
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"": return String(text)
      case "\\":
        guard index < scalars.count else { break }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "\\", "\"": text.append(escape)
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        case "0": text.append("\0")
        case "u":
          guard index < scalars.count, scalars[index] == "{",
            let close = scalars[index...].firstIndex(of: "}"),
            let value = UInt32(
              String(String.UnicodeScalarView(scalars[(index + 1)..<close])),
              radix: 16),
            let decoded = Unicode.Scalar(value)
          else { throw Failure(reason: "a \\u{…} escape names no character") }
          text.append(decoded)
          index = close + 1
        default: throw Failure(reason: "unknown escape \\\(escape) in a quoted name")
        }
      default: text.append(scalar)
      }
    }
    throw Failure(reason: "a quoted name is not closed")
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
