import Foundation
import NavGraphSyntax

/// Runs jobs on a workspace one at a time, on a thread of its own with the stack the scanner
/// needs, for callers in Swift concurrency (the MCP server's handlers run side by side).
package final class WorkspaceWorker: @unchecked Sendable {
  private let workspace: Workspace
  private let condition = NSCondition()
  private var jobs: [@Sendable (Workspace) -> Void] = []

  package init(_ workspace: Workspace) {
    self.workspace = workspace
    let thread = Thread { [self] in serve() }
    thread.stackSize = ScanLimits.workerStackSize
    thread.start()
  }

  /// What `job` returns (or throws), run after the jobs before it.
  package func run<T: Sendable>(_ job: @escaping @Sendable (Workspace) throws -> T)
    async throws -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      enqueue { workspace in continuation.resume(with: Result { try job(workspace) }) }
    }
  }

  private func enqueue(_ job: @escaping @Sendable (Workspace) -> Void) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func serve() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job(workspace)
    }
  }
}
