extension GraphSnapshot {
  /// Reads a snapshot `GraphSnapshot.text` wrote. Lines starting with `#` and blank lines
  /// are skipped; any other line must be a feature or an edge.
  /// - Throws: `MalformedSnapshot` naming the line and what is wrong with it.
  package init(text: String, path: String) throws(MalformedSnapshot) {
    var features: [Feature] = [], roots: [String] = [], edges: [Edge] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      do throws(SnapshotLine.Failure) {
        if line.hasPrefix(Self.headerPrefix) {
          let version = line.dropFirst(Self.headerPrefix.count).prefix { $0.isNumber }
          guard Int(version) == Self.version else {
            throw SnapshotLine.Failure(
              reason: "snapshot version \(version) (this navviz reads \(Self.version))")
          }
          continue
        }
        if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
        if line.hasPrefix("feature ") {
          let (feature, isRoot) = try Self.feature(line.dropFirst("feature ".count))
          features.append(feature)
          if isRoot { roots.append(feature.name) }
        } else if line.hasPrefix("edge ") {
          edges.append(try Self.edge(line.dropFirst("edge ".count)))
        } else {
          throw SnapshotLine.Failure(reason: "a line must start with \"feature \" or \"edge \"")
        }
      } catch {
        throw MalformedSnapshot(path: path, line: offset + 1, reason: error.reason)
      }
    }
    self.init(NavigationGraph(roots: roots, features: features, edges: edges))
  }

  private static func feature(_ line: Substring) throws(SnapshotLine.Failure)
    -> (Feature, isRoot: Bool)
  {
    let tokens = try SnapshotLine.tokens(line)
    guard tokens.count == 2, case .name(let name) = tokens[0],
      case .attributes(let attributes) = tokens[1], let first = attributes.first
    else { throw SnapshotLine.Failure(reason: "expected `feature NAME (KIND[, root])`") }
    guard let kind = Feature.Kind(rawValue: first) else {
      throw SnapshotLine.Failure(reason: "unknown feature kind \"\(first)\"")
    }
    let rest = attributes.dropFirst()
    guard rest.isEmpty || Array(rest) == ["root"] else {
      throw SnapshotLine.Failure(reason: "expected `root` or nothing after the kind")
    }
    return (Feature(name: name, kind: kind), !rest.isEmpty)
  }

  /// `FROM [.FIELD] → [VIA] [.CASE] → TO (KIND[, STYLE])`, the enum part only when there is
  /// one.
  private static func edge(_ line: Substring) throws(SnapshotLine.Failure) -> Edge {
    let form = "expected `edge FROM [.FIELD] → [VIA .CASE →] TO (KIND[, STYLE])`"
    var tokens = try SnapshotLine.tokens(line)
    guard case .attributes(let attributes) = tokens.popLast() else {
      throw SnapshotLine.Failure(reason: form)
    }
    let segments = tokens.split(separator: .arrow, omittingEmptySubsequences: false)
    guard segments.count == 2 || segments.count == 3, let owner = segments.first,
      let target = segments.last, target.count == 1
    else { throw SnapshotLine.Failure(reason: form) }
    guard case .name(let from) = owner.first, owner.count <= 2 else {
      throw SnapshotLine.Failure(reason: form)
    }
    var edge = Edge(from: from, to: "", kind: .scope)
    if owner.count == 2 {
      guard case .dotted(let field) = owner.last else { throw SnapshotLine.Failure(reason: form) }
      edge.field = field
    }
    switch target.first {
    case .name(let name): edge.to = name
    case .dotted(let name): edge.to = "." + name
    default: throw SnapshotLine.Failure(reason: form)
    }
    if segments.count == 3 {
      let middle = Array(segments[1])
      for (position, token) in middle.enumerated() {
        switch token {
        case .name(let via) where position == 0: edge.via = via
        case .dotted(let name) where position == middle.count - 1: edge.case = name
        default: throw SnapshotLine.Failure(reason: form)
        }
      }
      guard !middle.isEmpty, middle.count <= 2 else { throw SnapshotLine.Failure(reason: form) }
    }
    guard let kindName = attributes.first, let kind = EdgeKind(rawValue: kindName) else {
      throw SnapshotLine.Failure(
        reason: "unknown edge kind \"\(attributes.first ?? "")\" (known: "
          + EdgeKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    edge.kind = kind
    switch attributes.count {
    case 1: break
    case 2:
      guard let style = PresentationStyle(rawValue: attributes[1]) else {
        throw SnapshotLine.Failure(reason: "unknown presentation style \"\(attributes[1])\"")
      }
      edge.style = style
    default: throw SnapshotLine.Failure(reason: form)
    }
    return edge
  }
}
