@_spi(Canary) @_spi(Internals) import NavGraphRuntime
import Testing

/// Tests of `Effect+Actions.swift`, `withTaskCancellation`'s throwing and the registry's internal
/// names (E-20…E-22, T-44).
struct EffectActionsTests {
  @Test("E-20 actions runs an effect outside a store: sends, runs, merges and concatenations")
  func e20() async {
    let effect = Effect<Int>.concatenate(
      .send(1),
      .merge(.run { await $0(2) }, .run { await $0(3) }),
      .run { await $0(4) })
    var values: [Int] = []
    for await value in effect.actions { values.append(value) }
    #expect(values.first == 1)
    #expect(values.last == 4)
    #expect(values.sorted() == [1, 2, 3, 4])
  }

  @Test("E-20 a cancellable effect is registered while it runs and gone when it ends")
  func e20Cancellable() async {
    let id = "e20"
    for await _ in Effect.send(1).cancellable(id: id).actions {}
    #expect(!_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
  }

  @Test("E-20 cancelling by id ends the stream")
  func e20Cancel() async {
    let effect = Effect<Int>.run { _ in try await Task.never() }.cancellable(id: "e20-cancel")
    let task = Task {
      var count = 0
      for await _ in effect.actions { count += 1 }
      return count
    }
    while !_cancellationCancellables.withValue({
      $0.exists(at: "e20-cancel", path: NavigationIDPath())
    }) {
      await Task.yield()
    }
    Task.cancel(id: "e20-cancel")
    #expect(await task.value == 0)
  }

  @Test("E-21 withTaskCancellation throws only what its operation throws")
  func e21() async {
    let value = await withTaskCancellation(id: "e21") { 42 }
    #expect(value == 42)
  }

  @Test("E-22 ids of different types never hash alike; new components equal no other")
  func e22() {
    struct First: Hashable, Sendable {}
    struct Second: Hashable, Sendable {}
    let first = _CancelID(id: First(), navigationIDPath: NavigationIDPath())
    let second = _CancelID(id: Second(), navigationIDPath: NavigationIDPath())
    #expect(first != second)
    #expect(first.hashValue != second.hashValue)
    #expect(NavigationIDPath(path: [NavigationID()]) != NavigationIDPath(path: [NavigationID()]))
  }

  @Test("T-44 a test store task over an ended task, or none, finishes at once")
  func t44() async {
    await TestStoreTask(rawValue: Task {}, timeout: .seconds(1)).finish()
    await TestStoreTask(rawValue: nil, timeout: .seconds(1)).finish()
  }
}
