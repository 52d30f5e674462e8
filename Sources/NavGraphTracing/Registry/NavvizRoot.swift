import NavGraphModel
import NavGraphRuntime

/// A root feature a program registers under a name, so `navviz` commands can discover its
/// graph by reflection (`navviz render --sample NAME`) and list it (`navviz samples`).
///
/// ```swift
/// let root = NavvizRoot("SyncUps", summary: "The SyncUps app") { AppFeature() }
/// ```
public struct NavvizRoot: Sendable {
  /// The name commands take (`--sample NAME`): letters, digits, `-` and `_`.
  public let name: String
  /// One line for `navviz samples`.
  public let summary: String
  /// Named flows `navviz run` executes and traces, in the order the root lists them.
  public let flows: [Flow]
  private let makeReducer: @Sendable () -> any Reducer

  public init<R: Reducer>(
    _ name: String, summary: String = "", flows: [NavvizFlow<R>] = [],
    reducer: @escaping @Sendable () -> R
  ) {
    self.name = name
    self.summary = summary
    self.flows = flows.map { Flow($0, reducer: reducer) }
    self.makeReducer = reducer
  }

  /// A fresh value of the root reducer.
  public func reducer() -> any Reducer { makeReducer() }

  /// The root's navigation graph, discovered by reflection.
  public func graph() -> NavigationGraph {
    NavigationGraph(reflecting: [makeReducer()])
  }
}
