/// What a reducer value is to the reflection walker, told by the reducer itself
/// (``Reducer/_reflectionRole``).
///
/// A requirement rather than dynamic casts and `Mirror` on every composed value: each cast on a
/// type the runtime has not seen yet scans every protocol conformance record in the process,
/// and every feature brings new generic instantiations of the builders and operators. A
/// protocol requirement is answered through the witness table the value already carries, so
/// the walker asks each value once and casts nothing.
public enum _ReflectionRole {
  /// A reducer type of its own — a feature, or another reducer running on the same state — with
  /// a way to build its `body`; `nil` for reducers that implement `reduce(into:action:)`.
  case reducer(body: (() -> any Reducer)?)
  /// A `@Reducer enum` (its cases come from the metadata it registers).
  case caseReducer(any CaseReducer.Type)
  /// Composition (builders, `CombineReducers`, optional and conditional reducers,
  /// `Reduce(reducer)`, dependency overrides): the reducers it runs, in order, and nothing of
  /// its own.
  case composition([any Reducer])
  /// An operator that embeds a child (`ifLet`, `forEach`, `ifCaseLet`, `Scope`) into the reducer
  /// it is applied to (`base`, which belongs to the same feature; `nil` for `Scope`).
  case integration(base: (any Reducer)?, NavigationIntegration)
}

extension Reducer {
  /// A reducer that implements `reduce(into:action:)`: nothing to walk.
  public var _reflectionRole: _ReflectionRole { .reducer(body: nil) }
}

extension Reducer where Body: Reducer {
  /// A reducer that composes others in its `body`, built only when the walker walks it.
  public var _reflectionRole: _ReflectionRole { .reducer(body: { self.body }) }
}

extension CaseReducer {
  /// An enum reducer whose `State` names it (the macro's), else an opaque reducer.
  public var _reflectionRole: _ReflectionRole {
    ObjectIdentifier(State.StateReducer.self) == ObjectIdentifier(Self.self)
      ? .caseReducer(Self.self) : .reducer(body: nil)
  }
}
