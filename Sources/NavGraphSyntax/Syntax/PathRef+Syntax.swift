@_spi(RawSyntax) import SwiftSyntax

extension PathRef {
  /// Reads the state or action argument of an integration or a `store.scope`: a key path
  /// (`\.$destination`, `\.destination?.addItem`, `\Feature.State.child`), an older case path
  /// (`/Action.destination`, `/Destination.State.addItem`, `/Action.row(id:action:)`), an
  /// embedding closure (`{ .destination($0) }`) or a bare case reference (`Action.child`).
  /// Text is read from `source`: `trimmedDescription` deep-copies the node first.
  init?(_ expression: ExprSyntax, source: SourceText) {
    if let keyPath = expression.raw.as(RawKeyPathExprSyntax.self) {
      // Read from the raw tree: every integration and scoped store has one or two key paths,
      // and the typed API would build a node for each component.
      var names: [String] = []
      for component in keyPath.components.elements {
        guard let property = component.component.as(RawKeyPathPropertyComponentSyntax.self)
        else { continue }
        var name = property.declName.baseName.identifierText
        if name.hasPrefix("$") { name.removeFirst() }
        names.append(name)
      }
      // `\Self.State.child` is parsed as the root `Self` and the components `State`, `child`:
      // a key path names no type after its root, so capitalised leading components are the
      // rest of the root's type (a property is not capitalised in Swift's style).
      if keyPath.root != nil {
        names = Array(names.drop { $0.first?.isUppercase == true })
      }
      guard !names.isEmpty else { return nil }
      self.init(components: names, isLegacy: false)
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self),
      prefix.operator.sourceText == "/"
    {
      // An older case path embeds one case (`/State.ChildState.loading`): the components
      // before it are types, though in a script without letter case they read as cases.
      guard let name = Self.caseNames(in: source.text(of: prefix.expression)).last else {
        return nil
      }
      self.init(components: [name], isLegacy: true)
    } else if let closure = expression.as(ClosureExprSyntax.self) {
      guard let name = Self.firstCaseName(in: Syntax(closure)) else { return nil }
      self.init(components: [name], isLegacy: true)
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      // A bare case reference (`Action.child`) names one case too.
      guard let name = Self.caseNames(in: source.text(of: member)).last else { return nil }
      self.init(components: [name], isLegacy: true)
    } else {
      return nil
    }
  }

  /// `Destination.State.addItem(id:)` -> `["addItem"]`: the lowercase components after the
  /// type part, argument labels dropped.
  static func caseNames(in text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return caseNames(inASCII: text) }
    var components: [String] = []
    var depth = 0
    var current = ""
    func flush() {
      if !current.isEmpty { components.append(current) }
      current = ""
    }
    for character in text {
      switch character {
      case "(", "<": depth += 1
      case ")", ">": depth -= 1
      case "." where depth == 0: flush()
      case "?", "!", "$", "`", " ": continue
      default: if depth == 0 { current.append(character) }
      }
    }
    flush()
    return caseNames(of: components, startsWithType: !text.hasPrefix("."))
  }

  /// The case names of a case path's components. A script without letter case (Hangul, Han,
  /// emoji) names types and cases alike, so the type part is told by position: it ends at the
  /// last capitalised component, or is the first component when the path is written from a
  /// type (`/Action.child`, not `.child`) and that component is not lowercase.
  private static func caseNames(of components: [String], startsWithType: Bool) -> [String] {
    let firstIsType =
      startsWithType && components.first.map { !$0.hasPrefix("_") && $0.first?.isLowercase != true }
      == true
    let typeEnd = components.lastIndex { $0.first?.isUppercase == true } ?? (firstIsType ? 0 : -1)
    return components.dropFirst(typeEnd + 1).filter { $0.first?.isUppercase != true }
  }

  /// `caseNames(in:)` for ASCII text, byte by byte: there each byte is one `Character` (but
  /// `\r\n`, which no case below matches either way), and walking `Character`s — grapheme
  /// breaking for every byte — cost more than the rest of reading a path.
  private static func caseNames(inASCII text: String) -> [String] {
    var names: [String] = []
    var depth = 0
    var current: [UInt8] = []
    func flush() {
      if let first = current.first,
        (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
      {
        names.append(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ".") where depth == 0: flush()
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "`"),
        UInt8(ascii: " "):
        continue
      default: if depth == 0 { current.append(byte) }
      }
    }
    flush()
    return names
  }

  /// The case an embedding closure builds: `{ .destination($0) }` or
  /// `{ Action.destination($0) }`.
  private static func firstCaseName(in node: Syntax) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
        NameCase.mayNameValue(name)
      else { continue }
      return name
    }
    return nil
  }
}

extension PathRef {
  /// Whether the path begins with the state field `field`, a name or a path through nested
  /// structs (`paths.about` for `\.paths.about` and `\.paths.about[id:]`).
  func starts(withField field: String) -> Bool {
    guard field.utf8.contains(UInt8(ascii: ".")) else { return components.first == field }
    let names = field.split(separator: ".")
    guard components.count >= names.count else { return false }
    return zip(components, names).allSatisfy { $0 == $1 }
  }
}
