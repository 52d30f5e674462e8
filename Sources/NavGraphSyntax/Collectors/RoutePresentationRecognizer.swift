import NavGraphCore
import SwiftSyntax

/// Recognises a presentation over a case of a route enum in the store's state
/// (`RouteBinding`): `.sheet(item: $store.route.sending(\.setRoute).detail) { ... }`,
/// `.fullScreenCover(unwrapping: viewStore.binding(\.$route), case: /Route.reader) { ... }`,
/// `NavigationLink(unwrapping: $store.route, case: \.detail) { ... }`. It opens the content
/// closure (`CallSiteFacts.openRouteContents`), so that what the walk finds inside it — the
/// store scoped to the child, a helper, a store handed on — is kept with the record.
///
/// The call is left unread for the census (`record` returns `false`): only the resolution
/// can tell a route of plain values from a picked binding that merely reads like one, and
/// where it cannot, the census says of the call what it said before (`ViewSites`).
enum RoutePresentationRecognizer: CallRecognizer {
  static let callees = CalleeNames(
    members: Array(presentations.keys),
    unqualified: Array(presentations.keys) + ["NavigationLink"])

  static let site: NavigationSiteKind? = .viewPresentation

  /// The modifiers that present a view for a route case, and their style. An alert or a
  /// dialog shows buttons, never a child's store.
  static let presentations: [String: PresentationStyle] = [
    "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover,
    "navigationDestination": .navigationDestination,
  ]

  /// The arguments a presentation is handed its binding by.
  private static let bindingLabels = ["item", "unwrapping", "isPresented"]

  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool {
    guard let name = callee.name, let style = style(of: name, callee: callee),
      let content = content(of: call),
      let binding = bindingLabels.lazy.compactMap({ call.arguments.argument(labeled: $0) })
        .first,
      let route = RouteBinding(
        binding, case: call.arguments.argument(labeled: "case"),
        viewStores: context.viewStores, source: context.source)
    else { return false }
    let labels = call.arguments.nodes.map { ($0.label?.identifierText ?? "_") + ":" }
    let record = RoutePresentationRecord(
      scope: context.scope, style: style.rawValue, route: route.route,
      caseName: route.caseName,
      spelling: name + "(" + labels.joined() + (call.trailingClosure == nil ? "" : "{}") + ")",
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      storeType: context.storeParameter(named: route.storeName)?.type)
    facts.openRouteContents.append(
      OpenRouteContent(
        call: call.id, record: facts.routePresentations.count,
        start: content.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: content.endPositionBeforeTrailingTrivia.utf8Offset))
    facts.routePresentations.append(record)
    return false
  }

  /// A `NavigationLink` pushes; a modifier presents as it is named (on a view, or on a
  /// helper's implicit `self`).
  private static func style(of name: String, callee: Callee) -> PresentationStyle? {
    if name == "NavigationLink" { return callee.isMember ? nil : .navigationDestination }
    // `.sheet(...)` with no base builds a case or calls a static factory.
    if callee.isMember && callee.base == nil { return nil }
    return presentations[name]
  }

  /// The closure that builds the view shown: `destination:` or `content:`, else the trailing
  /// closure (a `NavigationLink`'s `label:` is drawn in place, not presented).
  private static func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    for label in ["destination", "content"] {
      if let closure = call.arguments.argument(labeled: label)?.as(ClosureExprSyntax.self) {
        return closure
      }
    }
    return call.trailingClosure
  }
}

/// The content closure of a route presentation the walk is inside: its byte range, and the
/// record (`CallSiteFacts.routePresentations`) what is found there is added to.
struct OpenRouteContent {
  var call: SyntaxIdentifier
  var record: Int
  var start: Int
  var end: Int

  func contains(_ node: some SyntaxProtocol) -> Bool {
    let offset = node.position.utf8Offset
    return offset >= start && offset < end
  }
}
