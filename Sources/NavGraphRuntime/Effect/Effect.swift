/// Work a reducer asks the store to run after it returns: nothing, a synchronous action, an async
/// operation on Swift concurrency, a subscription (a Combine publisher), or a combination of
/// these (docs/runtime-semantics.md, E-1…E-22).
public struct Effect<Action>: @unchecked Sendable {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    /// Work subscribed to when started, such as a Combine publisher (``EffectSubscription``).
    case subscription(EffectSubscription<Action>)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(CancelKey, cancelInFlight: Bool, Effect<Action>)
    /// Waits until cancelled; while it lives, `dismiss()` at the path emits the action. The store
    /// registers it synchronously when it starts the effect (see ``DismissListeners``).
    case dismissListener(NavigationIDPath, Action)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  @inlinable
  public static var none: Self { Self(operation: .none) }

  @usableFromInline
  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect {
  /// Emits `action` as soon as the effect starts; inside a store it is reduced right after the
  /// current action, before `send` returns (E-2, F-6).
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An async unit of work. It runs with the dependencies in force when it was built (F-12);
  /// cancellation errors are swallowed and other errors go to `catch` or are reported (E-4).
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        operation: .run(priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch {
              guard !Task.isCancelled else { return }
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                  \(String(customDumping: error).indent(by: 4))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column
                )
              }
            }
          }
        }
      )
    }
  }

  /// Runs effects concurrently, started in argument order (E-7).
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// The same as merging them pairwise with ``merge(with:)``, in linear time: nested merges are
  /// flattened and `.none` dropped once, not copied again for every effect added.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var parts: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .merge(inner): parts += inner
      default: parts.append(effect)
      }
    }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(operation: .merge(parts))
    }
  }

  @inlinable
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    switch (operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// Runs effects one after another; each starts once the previous completed or was cancelled
  /// (E-8).
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  public func concatenate(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    if case let .concatenate(lhs) = operation {
      return Self(operation: .concatenate(lhs + [other]))
    }
    return Self(operation: .concatenate([self, other]))
  }

  /// Lifts the actions this effect emits; cancellation and captured dependencies are kept (E-9).
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    let transform = UncheckedSendable(transform)
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .init(operation: .send(transform.value(action)))
    case let .run(priority, operation):
      return .init(
        operation: .run(priority) { send in
          await operation(Send { action in send(transform.value(action)) })
        }
      )
    case let .subscription(subscription):
      return .init(operation: .subscription(subscription.map(transform.value)))
    case let .merge(effects):
      return .init(operation: .merge(effects.map { $0.map(transform.value) }))
    case let .concatenate(effects):
      return .init(operation: .concatenate(effects.map { $0.map(transform.value) }))
    case let .cancellable(key, cancelInFlight, effect):
      return .init(
        operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.map(transform.value)))
    case let .dismissListener(path, action):
      return .init(operation: .dismissListener(path, transform.value(action)))
    }
  }
}
