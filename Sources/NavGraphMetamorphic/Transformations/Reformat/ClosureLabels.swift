import SwiftSyntax

/// The label of the parameter a call's first trailing closure fills, for the TCA and SwiftUI
/// calls whose declarations say it: what the closure is written with when it becomes an
/// argument. `nil` for a parameter without a label (`Reduce(_:)`).
enum ClosureLabels {
  /// `Optional<String>.none` means "no label"; a callee missing here is left as written.
  static func label(
    for call: FunctionCallExprSyntax, index: AppIndex
  ) -> String?? {
    guard let name = CalleeName(call.calledExpression).name else { return .none }
    switch name {
    // TCA's reducers and stores.
    case "Scope": return "child"
    case "ifLet":
      // A presentation (`\.$destination`) takes its reducer as `destination:`, a plain
      // optional as `then:`.
      return isProjected(call.arguments.first?.expression) ? "destination" : "then"
    case "forEach":
      // A stack (`StackState`) takes `destination:`, an identified array `element:`.
      return isStack(call.arguments.first?.expression, index: index) ? "destination" : "element"
    case "ifCaseLet", "IfLetStore", "CaseLet": return "then"
    case "Store", "TestStore": return "reducer"
    case "run": return "operation"
    case "Reduce", "CombineReducers", "task", "withAnimation": return .some(nil)
    case "WithViewStore", "ForEachStore", "SwitchStore", "ForEach", "sheet", "fullScreenCover",
      "popover", "List", "Section", "VStack", "HStack", "ZStack", "Group", "ScrollView",
      "NavigationView", "TabView", "GeometryReader", "toolbar":
      return "content"
    case "NavigationStackStore", "NavigationStack": return "root"
    case "navigationDestination", "NavigationLink": return "destination"
    case "Button": return "action"
    case "onAppear", "onDisappear": return "perform"
    default: return .none
    }
  }

  private static func isProjected(_ expression: ExprSyntax?) -> Bool {
    guard let path = expression?.as(KeyPathExprSyntax.self) else { return false }
    return path.components.contains {
      $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        .hasPrefix("$") == true
    }
  }

  private static func isStack(_ expression: ExprSyntax?, index: AppIndex) -> Bool {
    guard let path = expression?.as(KeyPathExprSyntax.self),
      let last = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
    else { return false }
    let name = Identifier(token: last.declName.baseName.text).name
    return index.propertyTypes[name]?.contains("StackState") == true
  }
}
