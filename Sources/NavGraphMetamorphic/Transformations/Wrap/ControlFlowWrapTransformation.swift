import SwiftParser
import SwiftSyntax

/// Moves each wrappable statement (`WrappableStatement`) into control flow that may run it:
/// the construction is still written, only under a condition, in a `do`, or in a closure
/// called at once.
struct ControlFlowWrapTransformation: Transformation {
  enum Wrapper: Sendable {
    /// `if Bool.random() { S }`
    case ifStatement
    /// `switch Bool.random() { case true: S; case false: break }`
    case switchStatement
    /// `do { S } catch {}`
    case doCatch
    /// `S; return E` becomes `guard Bool.random() else { S; return E }; return E`: only
    /// where a `return` follows, since a `guard` must leave.
    case guardStatement
    /// `({ S })()`, in parentheses so the closure cannot read as a trailing closure of the
    /// statement before it; not for statements that await or throw.
    case closure
  }

  let wrapper: Wrapper

  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        app.broken.contains(path) ? nil : StatementWrapper(wrapper).rewrite(tree).description
      })
  }
}

private final class StatementWrapper: SyntaxRewriter {
  let wrapper: ControlFlowWrapTransformation.Wrapper

  init(_ wrapper: ControlFlowWrapTransformation.Wrapper) {
    self.wrapper = wrapper
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let visited = super.visit(node)
    let original = Array(node)
    var items = Array(visited)
    var index = items.count - 1
    while index >= 0 {
      defer { index -= 1 }
      guard WrappableStatement.isWrappable(original[index], in: node) else { continue }
      // A `;` ends the statement on its line (`self = .unknown; print(...)`): it stays after
      // the wrapper, which would otherwise run into the next statement.
      let statement = items[index].with(\.semicolon, nil).trimmedDescription
      switch wrapper {
      case .ifStatement:
        items[index] = Self.item("if Bool.random() {\n\(statement)\n}", like: items[index])
      case .switchStatement:
        items[index] = Self.item(
          "switch Bool.random() {\ncase true:\n\(statement)\ncase false:\nbreak\n}",
          like: items[index])
      case .doCatch:
        items[index] = Self.item("do {\n\(statement)\n} catch {\n}", like: items[index])
      case .closure:
        guard !WrappableStatement.isEffectful(original[index]) else { continue }
        items[index] = Self.item("({\n\(statement)\n})()", like: items[index])
      case .guardStatement:
        guard index + 1 < items.count,
          case .stmt(let next) = original[index + 1].item, next.is(ReturnStmtSyntax.self)
        else { continue }
        let exit = items[index + 1].trimmedDescription
        items[index] = Self.item(
          "guard Bool.random() else {\n\(statement)\n\(exit)\n}", like: items[index])
      }
    }
    return CodeBlockItemListSyntax(items)
  }

  /// `text` parsed as one statement, in the place of `original` (its leading trivia kept).
  private static func item(_ text: String, like original: CodeBlockItemSyntax)
    -> CodeBlockItemSyntax
  {
    let parsed = Parser.parse(source: text).statements.first!
      .with(\.semicolon, original.semicolon)
    return parsed.with(\.leadingTrivia, original.leadingTrivia)
      .with(\.trailingTrivia, original.trailingTrivia)
  }
}
