// Combine on Apple platforms, OpenCombine elsewhere: the only files of the runtime that know
// either. Decided by the platform rather than by `canImport(Combine)`, which a module of that
// name elsewhere in a build would turn on.
import Foundation

#if canImport(Darwin)
  import Combine
#else
  import OpenCombineShim
#endif

extension Effect {
  /// An effect from a Combine publisher (E-18, E-19): it is subscribed to when the store starts
  /// the effect, each output is an action, and it ends when the publisher completes. The
  /// publisher is made now, with the dependencies in force while the reducer runs (F-12).
  public static func publisher<P: Publisher>(
    _ createPublisher: () -> P
  ) -> Self where P.Output == Action, P.Failure == Never {
    let publisher = createPublisher()
    return Self(
      operation: .subscription(
        EffectSubscription { emit, complete in
          // `AnyCancellable` is thread-safe; OpenCombine does not say so.
          let subscription = UncheckedSendable(
            publisher.sink(receiveCompletion: { _ in complete() }, receiveValue: emit))
          return { subscription.value.cancel() }
        }))
  }
}

/// A publisher of the actions an effect emits, finishing when the effect does; cancelling the
/// subscription cancels the effect (E-20). For code that consumes effects with Combine.
public struct _EffectPublisher<Action>: Publisher {
  public typealias Output = Action
  public typealias Failure = Never

  let effect: Effect<Action>

  public init(_ effect: Effect<Action>) {
    self.effect = effect
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Action, S.Failure == Never {
    let subject = PassthroughSubject<Action, Never>()
    let run = EffectPublisherRun(effect, into: subject)
    subject
      .handleEvents(receiveSubscription: { _ in run.start() }, receiveCancel: { run.cancel() })
      .receive(subscriber: subscriber)
  }
}

/// The task that feeds one subscriber of an ``_EffectPublisher`` the effect's actions.
private final class EffectPublisherRun<Action>: @unchecked Sendable {
  private let effect: Effect<Action>
  private let subject: PassthroughSubject<Action, Never>
  private let lock = NSLock()
  private var task: Task<Void, Never>?

  init(_ effect: Effect<Action>, into subject: PassthroughSubject<Action, Never>) {
    self.effect = effect
    self.subject = subject
  }

  func start() {
    let task = Task { [effect, subject] in
      for await action in effect.actions { subject.send(action) }
      subject.send(completion: .finished)
    }
    lock.withLock { self.task = task }
  }

  func cancel() {
    lock.withLock { task }?.cancel()
  }
}
