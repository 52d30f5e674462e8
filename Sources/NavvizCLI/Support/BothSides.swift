import Foundation
import NavGraphCore
import NavGraphSyntax

/// The INPUT paths in the working tree and in a git commit, scanned at the same time: the
/// commit's side (listing, reading git's objects, scanning) on a thread of its own while this
/// one scans the working tree, so the two scans share the cores instead of taking turns, and
/// git's reading overlaps the working tree's scan.
enum BothSides {
  /// The working tree's side as `head` loads it, and the commit's with the same options
  /// (`nil` when no INPUT path is in it). Messages about the commit's files follow the working
  /// tree's, whichever scan ends first.
  static func load(revision: GitRevision, head: GraphLoader, workingDirectory: String)
    throws -> (base: GraphLoader.Loaded?, head: GraphLoader.Loaded)
  {
    let notes = NoteBuffer()
    var baseLoader = head
    // The commit's files get the working tree's absolute paths, where links are resolved.
    baseLoader.displayRoot =
      URL(fileURLWithPath: head.displayRoot ?? workingDirectory)
      .resolvingSymlinksInPath().path
    baseLoader.note = notes.append
    // One progress line is enough: the working tree's.
    baseLoader.progress = ProgressLine(quiet: true)
    let revisionLoader = RevisionLoader(revision: revision, loader: baseLoader)
    let inputs = head.options.inputs
    let base = Background {
      try revisionLoader.load(inputs, workingDirectory: workingDirectory)
    }
    let loaded: GraphLoader.Loaded
    do {
      loaded = try head.load()
    } catch {
      _ = try? base.value()
      throw error
    }
    let baseLoaded = try base.value()
    notes.lines.forEach(head.note)
    return (baseLoaded, loaded)
  }
}

/// Messages kept to print later, from whichever thread writes them.
private final class NoteBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  func append(_ line: String) {
    lock.lock()
    kept.append(line)
    lock.unlock()
  }

  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }
}

/// Work on another thread whose result (or error) is taken later. The work and its result
/// are handed over once, ordered by the semaphore, so they need not be `Sendable`.
private final class Background<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  init(_ work: @escaping () throws -> Value) {
    nonisolated(unsafe) let work = work
    let thread = Thread { [self] in
      result = Result { try work() }
      done.signal()
    }
    // This thread resolves the scan as the main thread resolves the working tree's: it gets
    // the stack the scanner gives its own threads.
    thread.stackSize = ScanLimits.workerStackSize
    thread.start()
  }

  func value() throws -> Value {
    done.wait()
    return try result!.get()
  }
}
