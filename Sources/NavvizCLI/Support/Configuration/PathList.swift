import NavGraphCore

/// `included:` / `excluded:`: one path glob, or a list of them.
struct PathList: Decodable {
  var globs: [Glob]

  init(from decoder: any Decoder) throws {
    // The key names itself in the messages: the same shape serves both.
    let key = decoder.codingPath.last?.stringValue ?? ""
    if let single = try? decoder.singleValueContainer().decode(String.self) {
      globs = [Glob(single)]
      return
    }
    var list = try decoder.list(orElse: "\(key): expected a list of paths")
    globs = []
    while !list.isAtEnd {
      let item = try list.superDecoder()
      globs.append(Glob(try item.word(orElse: "\(key): expected a path")))
    }
  }
}
