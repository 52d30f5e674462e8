import SwiftSyntax

/// The cases of a `@Reducer enum` in declaration order, inside the `#if` blocks they are
/// written in (`#if os(macOS) case mac(Mac) #endif`): everything synthesised for a case (its
/// `State` and `Action` cases, its `ifCaseLet`, its reflection record) is written under the same
/// conditions, so only the cases compiled in exist.
struct CaseList {
  indirect enum Item {
    case reducerCase(ReducerCase)
    case conditional([Clause])
  }

  /// One clause of an `#if` block: its directive (`#if os(macOS)`, `#elseif DEBUG`, `#else`)
  /// and what it holds.
  struct Clause {
    let directive: String
    let items: [Item]
  }

  let items: [Item]

  init(_ members: MemberBlockItemListSyntax) {
    items = members.flatMap(Self.items(in:))
  }

  private static func items(in member: MemberBlockItemSyntax) -> [Item] {
    if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
      let ignored = hasAttribute(caseDecl.attributes, "ReducerCaseIgnored")
      return caseDecl.elements.map { .reducerCase(ReducerCase($0, ignored: ignored)) }
    }
    guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
    let clauses = block.clauses.map { clause -> Clause in
      let condition = clause.condition.map { " " + $0.trimmedDescription } ?? ""
      let members: [MemberBlockItemSyntax] =
        if case let .decls(list) = clause.elements { Array(list) } else { [] }
      return Clause(
        directive: clause.poundKeyword.text + condition, items: members.flatMap(items(in:)))
    }
    return [.conditional(clauses)]
  }

  /// Every case, whatever its conditions.
  var all: [ReducerCase] {
    func flatten(_ items: [Item]) -> [ReducerCase] {
      items.flatMap { item -> [ReducerCase] in
        switch item {
        case let .reducerCase(reducerCase): [reducerCase]
        case let .conditional(clauses): clauses.flatMap { flatten($0.items) }
        }
      }
    }
    return flatten(items)
  }

  /// Whether some case is written inside an `#if` block.
  var hasConditions: Bool {
    items.contains { if case .conditional = $0 { true } else { false } }
  }

  /// `line(case)` for each case that gives one, one a line, inside its `#if` blocks. A block
  /// none of whose cases gives a line is left out; a clause of a block kept that gives none holds
  /// `emptyClause` (a postfix `#if` in a member chain may not have an empty clause).
  func rendered(emptyClause: String? = nil, _ line: (ReducerCase) -> String?) -> String {
    Self.render(items, emptyClause, line).joined(separator: "\n")
  }

  private static func render(
    _ items: [Item], _ emptyClause: String?, _ line: (ReducerCase) -> String?
  ) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case let .reducerCase(reducerCase):
        return line(reducerCase).map { [$0] } ?? []
      case let .conditional(clauses):
        let bodies = clauses.map { render($0.items, emptyClause, line) }
        guard bodies.contains(where: { !$0.isEmpty }) else { return [] }
        return zip(clauses, bodies).flatMap { clause, body in
          [clause.directive] + (body.isEmpty ? emptyClause.map { [$0] } ?? [] : body)
        } + ["#endif"]
      }
    }
  }
}
