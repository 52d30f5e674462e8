/// A button of an alert or dialog, and the action it sends when tapped.
public struct ButtonState<Action>: Identifiable {
  public enum Role: Sendable, Hashable { case cancel, destructive }

  public let id = UUID()
  public let action: Action?
  public let role: Role?
  public let label: TextState

  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public init(role: Role? = nil, action: ButtonStateAction<Action>, label: () -> TextState) {
    self.init(role: role, action: action.action, label: label)
  }
}

/// `.send(x)` spelling for button actions.
public struct ButtonStateAction<Action> {
  let action: Action?
  public static func send(_ action: Action?, animation: Void? = nil) -> Self {
    Self(action: action)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.role == rhs.role && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: @unchecked Sendable where Action: Sendable {}

/// Builds arrays of buttons.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  public static func buildEither(first: [ButtonState<Action>]) -> [ButtonState<Action>] { first }
  public static func buildEither(second: [ButtonState<Action>]) -> [ButtonState<Action>] { second }
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}

import Foundation
