// Each integrating operator describes itself to the reflection walker. Kept beside the walker
// rather than in the operators' files: the runtime never reads these.

extension _PresentationReducer: _NavigationIntegrating {
  public var _integrationBase: Any { base }
  public var _integration: NavigationIntegration {
    NavigationIntegration(
      container: .presentation, stateKeyPath: toPresentationState,
      childStateType: Destination.State.self, child: destination, location: location)
  }
}

extension _IfLetReducer: _NavigationIntegrating {
  public var _integrationBase: Any { parent }
  public var _integration: NavigationIntegration {
    NavigationIntegration(
      container: .optional, stateKeyPath: toChildState, childStateType: Child.State.self,
      child: child, location: location)
  }
}

extension _StackReducer: _NavigationIntegrating {
  public var _integrationBase: Any { base }
  public var _integration: NavigationIntegration {
    NavigationIntegration(
      container: .stack, stateKeyPath: toStackState, childStateType: Destination.State.self,
      child: destination, location: location)
  }
}

extension _ForEachReducer: _NavigationIntegrating {
  public var _integrationBase: Any { parent }
  public var _integration: NavigationIntegration {
    NavigationIntegration(
      container: .collection, stateKeyPath: toElementsState, childStateType: Element.State.self,
      child: element, location: location)
  }
}

extension _IfCaseLetReducer: _NavigationIntegrating {
  public var _integrationBase: Any { parent }
  public var _integration: NavigationIntegration {
    NavigationIntegration(
      container: .enumCase(caseName), stateKeyPath: nil, childStateType: Child.State.self,
      child: child, location: location)
  }
}

extension Scope: _NavigationIntegrating {
  /// A `Scope` is a reducer of its own in a builder, not applied to a base.
  public var _integrationBase: Any { EmptyReducer<ParentState, ParentAction>() }
  public var _integration: NavigationIntegration {
    switch toChildState {
    case let .keyPath(keyPath):
      NavigationIntegration(
        container: .scope, stateKeyPath: keyPath, childStateType: Child.State.self,
        child: child, location: location)
    case let .casePath(_, name):
      NavigationIntegration(
        container: .enumCase(name), stateKeyPath: nil, childStateType: Child.State.self,
        child: child, location: location)
    }
  }
}
