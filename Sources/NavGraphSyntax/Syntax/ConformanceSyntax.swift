import SwiftSyntax

/// What a declaration says it conforms to, read from its inheritance and `where` clauses: the
/// facts that make `struct Settings: FeatureReducer` a reducer once `FeatureReducer` is known
/// to refine `Reducer`, wherever that protocol is declared.
enum ConformanceSyntax {
  /// Each inherited type's dotted name; a composition (`FeatureReducer & EmptyInitializable`)
  /// gives each of its parts. Generic arguments are dropped: conformance is by name.
  static func inherited(_ clause: InheritanceClauseSyntax?, source: SourceText) -> [[String]] {
    guard let clause else { return [] }
    var names: [[String]] = []
    for inherited in clause.inheritedTypes.nodes {
      append(inherited.type, source: source, to: &names)
    }
    return names
  }

  /// `inherited(_:source:)` for an inheritance clause's text (`FeatureReducer & Screen,
  /// Sendable`), split at the commas and `&` outside generic arguments.
  static func names(inClause text: String) -> [[String]] {
    guard !text.isEmpty else { return [] }
    var names: [[String]] = []
    var depth = 0
    var start = text.utf8.startIndex
    func take(_ end: String.UTF8View.Index) {
      if let ref = TypeRef.parse(ArraySlice(text.utf8[start..<end])) {
        names.append(ref.components)
      }
    }
    for index in text.utf8.indices {
      switch text.utf8[index] {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ","), UInt8(ascii: "&") where depth == 0:
        take(index)
        start = text.utf8.index(after: index)
      default: break
      }
    }
    take(text.utf8.endIndex)
    return names
  }

  /// The `Self: P` requirements of a `where` clause (`protocol P where Self: Reducer`,
  /// `extension Reducer where Self: FeatureReducer`), as dotted names.
  static func selfConformances(_ clause: GenericWhereClauseSyntax?, source: SourceText)
    -> [[String]]
  {
    guard let clause else { return [] }
    var names: [[String]] = []
    for requirement in clause.requirements.nodes {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        source.text(of: conformance.leftType) == "Self"
      else { continue }
      append(conformance.rightType, source: source, to: &names)
    }
    return names
  }

  /// The same-type requirements of a protocol's `where` clause on its own associated types
  /// (`Action == FeatureAction<Self>`): for a conforming type they say what the member is, as
  /// a typealias would.
  static func sameTypeRequirements(_ clause: GenericWhereClauseSyntax?, source: SourceText)
    -> [(name: String, target: String)]
  {
    guard let clause else { return [] }
    var found: [(name: String, target: String)] = []
    for requirement in clause.requirements.nodes {
      guard case .sameTypeRequirement(let sameType) = requirement.requirement else { continue }
      var name = source.text(of: sameType.leftType)
      if name.hasPrefix("Self.") { name.removeFirst("Self.".count) }
      guard !name.isEmpty, !name.contains("."), !name.contains("<") else { continue }
      found.append((name, source.text(of: sameType.rightType)))
    }
    return found
  }

  /// The names of a generic parameter clause (`<Payload: FeatureActionPayload>` gives
  /// `Payload`), which case payloads of a generic enum spell.
  static func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [String] {
    guard let clause else { return [] }
    return clause.parameters.nodes.map { $0.name.identifierText }
  }

  private static func append(_ type: TypeSyntax, source: SourceText, to names: inout [[String]]) {
    if let composition = type.as(CompositionTypeSyntax.self) {
      for element in composition.elements.nodes {
        append(element.type, source: source, to: &names)
      }
    } else if let ref = source.typeRef(of: type) {
      names.append(ref.components)
    }
  }
}
