import Foundation

/// The temporary files navviz is writing at this moment, so that an interrupted run can
/// delete them before it exits (`InterruptHandler`).
///
/// One lock orders the three events that matter: creating a temporary file, renaming it into
/// place, and an interruption. The interruption takes the lock and never gives it back (the
/// process ends while holding it), so after it no temporary file can be created and no rename
/// can happen; before it, every temporary file that exists is in `paths`.
final class PendingOutputs: @unchecked Sendable {
  static let shared = PendingOutputs()

  private let lock = NSLock()
  private var paths: Set<String> = []

  /// Records `path` and runs `create` (which makes the file) as one step.
  func create<T>(_ path: String, _ create: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    paths.insert(path)
    do {
      return try create()
    } catch {
      paths.remove(path)
      throw error
    }
  }

  /// Runs `finish` (which renames or removes the file at `path`) and forgets `path`, as one
  /// step.
  func finish<T>(_ path: String, _ finish: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    defer { paths.remove(path) }
    return try finish()
  }

  /// Deletes every temporary file and returns with the lock still held: the caller is about to
  /// end the process, and no other thread may create or rename a file in the meantime.
  func abandonAll() {
    lock.lock()
    for path in paths { unlink(path) }
    paths.removeAll()
  }
}
