// How NavGraph's own reducers describe themselves to the reflection walker. Kept beside the
// walker rather than in the reducers' files: the runtime never reads these.

extension _PresentationReducer {
  public var _reflectionRole: _ReflectionRole {
    .integration(
      base: base,
      NavigationIntegration(
        container: .presentation, stateKeyPath: toPresentationState,
        childStateType: Destination.State.self, child: destination, location: location))
  }
}

extension _IfLetReducer {
  public var _reflectionRole: _ReflectionRole {
    .integration(
      base: parent,
      NavigationIntegration(
        container: .optional, stateKeyPath: toChildState, childStateType: Child.State.self,
        child: child, location: location))
  }
}

extension _StackReducer {
  public var _reflectionRole: _ReflectionRole {
    .integration(
      base: base,
      NavigationIntegration(
        container: .stack, stateKeyPath: toStackState, childStateType: Destination.State.self,
        child: destination, location: location))
  }
}

extension _ForEachReducer {
  public var _reflectionRole: _ReflectionRole {
    .integration(
      base: parent,
      NavigationIntegration(
        container: .collection, stateKeyPath: toElementsState,
        childStateType: Element.State.self, child: element, location: location))
  }
}

extension _IfCaseLetReducer {
  public var _reflectionRole: _ReflectionRole {
    .integration(
      base: parent,
      NavigationIntegration(
        container: .enumCase(name: {
          enumCaseName(holding: Child.State.self, in: Parent.State.self) ?? caseName
        }),
        stateKeyPath: nil, childStateType: Child.State.self, child: child, location: location))
  }
}

extension Scope {
  /// A `Scope` is a reducer of its own in a builder, not applied to a base.
  public var _reflectionRole: _ReflectionRole {
    switch toChildState {
    case let .keyPath(keyPath):
      .integration(
        base: nil,
        NavigationIntegration(
          container: .scope, stateKeyPath: keyPath, childStateType: Child.State.self,
          child: child, location: location))
    case let .casePath(_, caseKeyPath):
      .integration(
        base: nil,
        NavigationIntegration(
          container: .enumCase(name: {
            enumCaseName(holding: Child.State.self, in: ParentState.self)
              ?? caseKeyPath.map { "\($0)" } ?? typeName(Child.State.self)
          }),
          stateKeyPath: nil, childStateType: Child.State.self, child: child, location: location))
    }
  }
}

extension _SequenceReducer {
  public var _reflectionRole: _ReflectionRole { .composition([first, second]) }
}

extension _SequenceManyReducer {
  public var _reflectionRole: _ReflectionRole { .composition(reducers) }
}

extension _OptionalReducer {
  public var _reflectionRole: _ReflectionRole { .composition(wrapped.map { [$0] } ?? []) }
}

extension Optional where Wrapped: Reducer {
  public var _reflectionRole: _ReflectionRole { .composition(map { [$0] } ?? []) }
}

extension _ConditionalReducer {
  public var _reflectionRole: _ReflectionRole {
    switch self {
    case let .first(first): .composition([first])
    case let .second(second): .composition([second])
    }
  }
}

extension CombineReducers {
  public var _reflectionRole: _ReflectionRole { .composition([reducers]) }
}

extension _DependencyKeyWritingReducer {
  public var _reflectionRole: _ReflectionRole { .composition([base]) }
}

extension EmptyReducer {
  public var _reflectionRole: _ReflectionRole { .composition([]) }
}

extension Reduce {
  /// `Reduce(someReducer)` (the enum reducers' bodies) hands back the reducer it erases.
  public var _reflectionRole: _ReflectionRole { .composition(_wrapped.map { [$0] } ?? []) }
}
