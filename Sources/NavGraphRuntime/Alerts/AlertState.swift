import Foundation

/// An alert as data. Each value has its own random id, but equality ignores it (P-10): two
/// alerts with the same content are equal yet are different destinations.
public struct AlertState<Action>: Identifiable, _EphemeralState {
  public let id: UUID
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  public static var actionType: Any.Type { Action.self }

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: @unchecked Sendable where Action: Sendable {}

/// A confirmation dialog as data; same identity rules as ``AlertState``.
public struct ConfirmationDialogState<Action>: Identifiable, _EphemeralState {
  public enum Visibility: Sendable, Hashable { case automatic, hidden, visible }

  public let id: UUID
  public var title: TextState
  public var titleVisibility: Visibility
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  public static var actionType: Any.Type { Action.self }

  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: @unchecked Sendable where Action: Sendable {}
