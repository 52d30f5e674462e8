/// Builds a reducer from a list of reducers that run in order on the same state (F-2), with
/// `if`, `if/else`, `switch` and `for` support.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> { _SequenceReducer(accumulated, next) }

  @inlinable
  public static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action { expression }

  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> _OptionalReducer<R>
  where R.State == State, R.Action == Action { _OptionalReducer(wrapped: wrapped) }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(first: R0) -> _ConditionalReducer<R0, R1>
  where R0.State == State, R0.Action == Action { .first(first) }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    second: R1
  ) -> _ConditionalReducer<R0, R1>
  where R1.State == State, R1.Action == Action { .second(second) }

  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _SequenceManyReducer<R>
  where R.State == State, R.Action == Action { _SequenceManyReducer(reducers: reducers) }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(wrapped) }

  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }
}

/// Two reducers in a builder: the first runs, then the second; effects start in that order.
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  public let first: R0
  public let second: R1
  @usableFromInline let firstBody = ReducerBodyCache<R0>()
  @usableFromInline let secondBody = ReducerBodyCache<R1>()

  @inlinable
  public init(_ first: R0, _ second: R1) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    firstBody.reduce(first, into: &state, action: action)
      .merge(with: secondBody.reduce(second, into: &state, action: action))
  }
}

/// A `for` loop in a builder: every reducer runs in order.
public struct _SequenceManyReducer<Element: Reducer>: Reducer {
  public let reducers: [Element]

  @inlinable
  public init(reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action)
    -> Effect<Element.Action>
  {
    reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}

/// An `if` without `else` in a builder, or an optional reducer value.
public struct _OptionalReducer<Wrapped: Reducer>: Reducer {
  public let wrapped: Wrapped?

  @inlinable
  public init(wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  public typealias _Body = Never

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    self?.reduce(into: &state, action: action) ?? .none
  }
}

/// `if/else` or `switch` in a builder.
public enum _ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(first): first.reduce(into: &state, action: action)
    case let .second(second): second.reduce(into: &state, action: action)
    }
  }
}
