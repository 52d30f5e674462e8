import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import NavGraphSyntax

/// Parts of the collectors read the raw tree with offsets they add up themselves
/// (`RawLocated`) rather than through swift-syntax's typed nodes. What they record must be
/// what the typed API reads at the same place: the same text, at the same position.
@Suite struct RawReadingTests {
  static let edgeCases = [
    """
    enum Action {
      case `default`, plain
      case detail(item: Item, Int), generic(Result<[String: Int], Error>)
      @ReducerCaseIgnored case ignored(Void)
      case tuple((a: Int, b: String)) // trailing comment
      /* leading */ case spaced  (  Feature.State  ,  label :  [Int]  )
    }
    """,
    "enum E {\r\n  case café(Ünïcödé.ßtate)\r\n  case `two words`(Int)\r\n}\r\n",
    // Missing tokens the parser inserts.
    "enum Broken { case a(, b(Int case c(: Int) }",
    """
    struct State {
      @Presents var destination: Destination.State?
      @PresentationState var legacy: Legacy.State?
      let id: UUID, `class` = 1
      var store = StoreOf<Feature>(initialState: .init()) { Feature() }
      var count: Int { didSet { print(count) } }
      var computed: Int { 1 }
      var getter: Int { get { 1 } set { } }
      static var shared = State()
      var implicit: Int!
      var (a, b) = (1, 2)
      let late: Feature.State?
    }
    """,
    "struct Broken { var : Int = ; let x: = Foo( ; var y }",
  ]

  static func sources() throws -> [String] {
    try ScannerSources.all(with: edgeCases, corpusFiles: 20)
  }

  /// The nodes of one kind in a tree, by the position of the part `key` names (the name of an
  /// enum case element, the pattern of a binding): where the collectors' records point.
  final class NodesByPosition<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    let source: SourceText
    let key: (Node) -> Syntax
    var byPosition: [Position: Node] = [:]
    init(_ source: SourceText, key: @escaping (Node) -> Syntax) {
      self.source = source
      self.key = key
      super.init(viewMode: .sourceAccurate)
    }
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if let node = node.as(Node.self) { byPosition[source.position(of: key(node))] = node }
      return .visitChildren
    }
  }

  /// The declaration collector's types for `text`, and its nodes of one kind by position.
  static func collect<Node: SyntaxProtocol>(
    _ text: String, _ kind: Node.Type, key: @escaping (Node) -> Syntax
  ) -> (types: [TypeRecord], nodes: [Position: Node]) {
    let source = SourceText(Array(text.utf8))
    let tree = Parser.parse(source: text)
    let collector = DeclarationCollector(source: source)
    collector.walk(tree)
    let nodes = NodesByPosition<Node>(source, key: key)
    nodes.walk(tree)
    return (collector.types, nodes.byPosition)
  }

  @Test func enumCasesReadFromTheRawTreeAreWhatTheTypedAPIReads() throws {
    var checked = 0
    for text in try Self.sources() {
      let (types, elements) = Self.collect(text, EnumCaseElementSyntax.self) { Syntax($0.name) }
      for record in types.flatMap(\.cases) {
        let element = try #require(
          elements[record.position], "no case element at \(record.position)")
        let parameters = element.parameterClause?.parameters
        #expect(record.name == element.name.identifierText)
        #expect(record.payloads == (parameters?.map { $0.type.trimmedDescription } ?? []))
        #expect(record.isFirstPayloadLabeled == (parameters?.first?.firstName != nil))
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  @Test func fieldsReadFromTheRawTreeAreWhatTheTypedAPIReads() throws {
    var checked = 0
    for text in try Self.sources() {
      let (types, bindings) = Self.collect(text, PatternBindingSyntax.self) { Syntax($0.pattern) }
      for field in types.flatMap(\.fields) {
        let binding = try #require(bindings[field.position], "no binding at \(field.position)")
        let declaration = try #require(binding.parent?.parent?.as(VariableDeclSyntax.self))
        let name = try #require(binding.pattern.as(IdentifierPatternSyntax.self))
          .identifier.identifierText
        #expect(field.name == (name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name))
        let typeText =
          binding.typeAnnotation?.type.trimmedDescription
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
            .trimmedDescription
        #expect(field.typeText == typeText)
        let isLet = declaration.bindingSpecifier.text == "let"
        #expect(field.isMemberwiseParameter == !(isLet && binding.initializer != nil))
        #expect(!declaration.modifiers.contains { $0.name.text == "static" })
        if let accessors = binding.accessorBlock?.accessors {
          guard case .accessors(let list) = accessors else {
            Issue.record("a computed property was recorded: \(field.name)")
            continue
          }
          #expect(list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
        }
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  @Test func edgeCaseFieldsAreRecordedInFull() {
    let text = Self.edgeCases[3]
    let collector = DeclarationCollector(source: SourceText(Array(text.utf8)))
    collector.walk(Parser.parse(source: text))
    let fields = collector.types.flatMap(\.fields)
    #expect(fields.map(\.name) == [
      "destination", "legacy", "id", "class", "store", "count", "implicit", "late",
    ])
    #expect(fields.map(\.wrapper) == [.presents, .presentationState, nil, nil, nil, nil, nil, nil])
    #expect(fields[4].typeText == "StoreOf<Feature>")
    #expect(fields.map(\.hasDefaultValue) == [true, true, false, true, true, false, true, false])
    #expect(fields.map(\.isMemberwiseParameter) == [true, true, true, false, true, true, true, true])
  }

  /// Every key path of a tree.
  final class KeyPaths: SyntaxVisitor {
    var found: [KeyPathExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }

  @Test func keyPathsReadFromTheRawTreeAreWhatTheTypedAPIReads() throws {
    var checked = 0
    let extra = "let a = \\.$destination?.`add item`.path[id: 0]!.count; let b = \\Feature.State.$x"
    for text in try Self.sources() + [extra] {
      let source = SourceText(Array(text.utf8))
      let keyPaths = KeyPaths()
      keyPaths.walk(Parser.parse(source: text))
      for keyPath in keyPaths.found {
        var names: [String] = []
        for component in keyPath.components {
          guard case .property(let property) = component.component else { continue }
          var name = property.declName.baseName.identifierText
          if name.hasPrefix("$") { name.removeFirst() }
          names.append(name)
        }
        // After a root, capitalised components are the rest of its type (`\Self.State.x`).
        if keyPath.root != nil { names = Array(names.drop { $0.first?.isUppercase == true }) }
        #expect(PathRef(ExprSyntax(keyPath), source: source)?.components ?? [] == names)
        checked += 1
      }
    }
    #expect(checked > 200)
  }

  @Test func edgeCasesAreRecordedInFull() {
    let source = SourceText(Array(Self.edgeCases[0].utf8))
    let collector = DeclarationCollector(source: source)
    collector.walk(Parser.parse(source: Self.edgeCases[0]))
    let cases = collector.types.flatMap(\.cases)
    #expect(cases.map(\.name) == [
      "default", "plain", "detail", "generic", "ignored", "tuple", "spaced",
    ])
    #expect(cases[2].payloads == ["Item", "Int"])
    #expect(cases[2].isFirstPayloadLabeled)
    #expect(cases[3].payloads == ["Result<[String: Int], Error>"])
    #expect(cases[4].attribute == .ignored)
    #expect(cases[6].payloads == ["Feature.State", "[Int]"])
    #expect(cases[6].position == Position(line: 6, column: 22))
  }
}
