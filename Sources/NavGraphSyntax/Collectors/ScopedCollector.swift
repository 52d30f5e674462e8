import SwiftSyntax

/// A visitor that knows the lexical type path it is in, which is what resolves
/// `Destination.State?` inside `Feature.State` to `Feature.Destination`. Extensions push the
/// type they extend, so `extension Feature { enum Destination {} }` nests the same way.
class ScopedCollector: SyntaxVisitor {
  let source: SourceText
  private(set) var scope: [String] = []
  private var pushed: [Int] = []

  init(source: SourceText) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  func position(of node: some SyntaxProtocol) -> Position { source.position(of: node) }

  func push(_ names: [String]) {
    scope.append(contentsOf: names)
    pushed.append(names.count)
  }

  func pop() {
    guard let count = pushed.popLast() else { return }
    scope.removeLast(count)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push([node.name.identifierText])
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push([node.name.identifierText])
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push([node.name.identifierText])
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push([node.name.identifierText])
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push([node.name.identifierText])
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(extendedPath(of: node))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  /// The type an extension adds to. `extension Reducer where Self: FeatureReducer` adds to
  /// every `FeatureReducer` and to nothing else, so it nests under that protocol: its
  /// typealiases and body are the protocol's, as `extension FeatureReducer` would give.
  private func extendedPath(of node: ExtensionDeclSyntax) -> [String] {
    guard let extended = source.typeRef(of: node.extendedType)?.components else { return ["?"] }
    guard extended == ["Reducer"] || extended == ["ReducerProtocol"],
      let constraint = ConformanceSyntax.selfConformances(
        node.genericWhereClause, source: source
      ).first
    else { return extended }
    return constraint
  }
}
