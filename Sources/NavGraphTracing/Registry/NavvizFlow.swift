import NavGraphModel
import NavGraphRuntime

/// A named flow a sample ships: a sequence of actions sent to a fresh store of its root, so
/// `navviz run --sample NAME --flow FLOW` can execute and trace it.
///
/// ```swift
/// NavvizFlow("add-item", summary: "Add an item and save it",
///            initialState: InventoryFeature.State()) { store in
///   store.send(.addButtonTapped)
/// }
/// ```
public struct NavvizFlow<R: Reducer>: Sendable {
  /// The name `--flow` takes: letters, digits, `-` and `_`.
  public let name: String
  /// One line for `navviz run --list`.
  public let summary: String
  let initialState: @Sendable () -> R.State
  let drive: @MainActor @Sendable (StoreOf<R>) async -> Void

  public init(
    _ name: String, summary: String = "",
    initialState: @escaping @Sendable () -> R.State,
    drive: @escaping @MainActor @Sendable (StoreOf<R>) async -> Void
  ) {
    self.name = name
    self.summary = summary
    self.initialState = initialState
    self.drive = drive
  }
}

extension NavvizRoot {
  /// A flow of a root with its root's type erased, ready to run and trace.
  public struct Flow: Sendable {
    public let name: String
    public let summary: String
    private let record: @MainActor @Sendable () async -> Trace

    init<R: Reducer>(_ flow: NavvizFlow<R>, reducer: @escaping @Sendable () -> R) {
      self.name = flow.name
      self.summary = flow.summary
      self.record = {
        let recorder = TraceRecorder(reflecting: reducer(), name: flow.summary)
        // A fresh id generator per run: stack ids count from 0 whatever ran before, so the
        // trace of a flow is the same in every process.
        let store = Store(initialState: flow.initialState(), reducer: reducer) {
          $0.stackElementID = StackElementIDGenerator()
        }
        store.addObserver(recorder)
        await recorder.withIssues(replacing: true) { await flow.drive(store) }
        return recorder.finish()
      }
    }

    /// Runs the flow on a new store of the root and returns its trace. Runtime warnings go into
    /// the trace (not to stderr).
    @MainActor
    public func run() async -> Trace { await record() }
  }

  /// The flow named `name`, if the root ships one.
  public func flow(named name: String) -> Flow? {
    flows.first { $0.name == name }
  }
}
