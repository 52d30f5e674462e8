@_spi(Reflection) import CasePaths

/// State that lives only until one of its buttons is tapped: alerts and confirmation dialogs
/// (P-40). Such destinations get no dismiss listener and are nil'd after their own actions.
public protocol _EphemeralState {
  static var actionType: Any.Type { get }
}

/// Whether `state` is ephemeral, directly or as the payload of its current enum case.
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  if let payload = EnumMetadata.project(state) {
    return type(of: payload) is any _EphemeralState.Type
  }
  return false
}

/// Whether `action` belongs to the ephemeral `state` (P-43): same action type, or an enum action
/// whose current payload has that type.
func ephemeralState<State, Action>(_ state: State, canSend action: Action) -> Bool {
  func actionType(of state: Any) -> Any.Type? {
    (type(of: state) as? any _EphemeralState.Type)?.actionType
  }
  let stateActionType =
    actionType(of: state) ?? EnumMetadata.project(state).flatMap { actionType(of: $0) }
  guard let stateActionType else { return false }
  if Action.self == stateActionType { return true }
  if let payload = EnumMetadata.project(action) {
    return type(of: payload) == stateActionType
  }
  return false
}
