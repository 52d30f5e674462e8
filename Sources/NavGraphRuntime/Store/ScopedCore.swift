/// A part of another store's domain: state read through a key path, actions embedded by a case
/// key path and sent to the store it was scoped from (F-17). It holds no state of its own, so
/// every read sees the root's current state.
@MainActor
final class ScopedCore<Base: StoreCore, State, Action>: StoreCore {
  let base: Base
  let toState: KeyPath<Base.State, State>
  let toAction: AnyCasePath<Base.Action, Action>

  init(
    base: Base, toState: KeyPath<Base.State, State>, toAction: AnyCasePath<Base.Action, Action>
  ) {
    self.base = base
    self.toState = toState
    self.toAction = toAction
  }

  var state: State { base.state[keyPath: toState] }

  var dependencies: DependencyValues { base.dependencies }

  func send(_ action: Action, fromUser: Bool, location: IssueLocation?) -> [EffectTask] {
    base.send(toAction.embed(action), fromUser: fromUser, location: location)
  }

  func addObserver(_ observer: any NavigationObserver) {
    base.addObserver(observer)
  }
}
