/// The action handlers a method handed the state runs for: those its calls are in, followed
/// through methods that call it in turn (`presentDetail(&state)` in `case .detailTapped:`).
/// A construction in such a method is built for those actions, as it would be in their
/// handlers. `nil` where that is not known: no call found, or one outside any handler.
struct StateHelperHandlers: Sendable {
  private struct Key: Hashable, Sendable {
    var module: String
    var scope: [String]
    var name: String
  }

  /// How many methods deep the callers are followed.
  private static let depth = 4

  private var calls: [Key: [StateHelperCallRecord]] = [:]

  init(summaries: [FileSummary]) {
    for summary in summaries where !(summary.file.isTest || summary.importsTestFramework) {
      for call in summary.stateHelperCalls {
        calls[Key(module: summary.file.module, scope: call.scope, name: call.name), default: []]
          .append(call)
      }
    }
  }

  func handlers(ofHelper name: String, scope: [String], module: String) -> [[String]]? {
    var visited: Set<String> = []
    return handlers(
      of: Key(module: module, scope: scope, name: name), depth: Self.depth, visited: &visited)
  }

  private func handlers(of key: Key, depth: Int, visited: inout Set<String>) -> [[String]]? {
    guard depth > 0, visited.insert(key.name).inserted, let found = calls[key], !found.isEmpty
    else { return nil }
    var result: [[String]] = []
    for call in found {
      if let handlers = call.handlers {
        result += handlers.filter { !result.contains($0) }
      } else if let helper = call.helper,
        let inner = handlers(
          of: Key(module: key.module, scope: call.scope, name: helper), depth: depth - 1,
          visited: &visited)
      {
        result += inner.filter { !result.contains($0) }
      } else {
        return nil
      }
    }
    return result
  }
}
