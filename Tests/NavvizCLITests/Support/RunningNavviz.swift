import Foundation

/// A `navviz` process a test talks to while it runs: watch its standard error, send it a
/// signal, wait for it to end. (`NavvizProcess.run` waits for the end only.)
final class RunningNavviz: @unchecked Sendable {
  private let process = Process()
  private let lock = NSLock()
  private var standardError = Data()
  private let errorChanged = NSCondition()

  init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
    process.executableURL = NavvizProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardError = pipe
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      if chunk.isEmpty { handle.readabilityHandler = nil }
      self.errorChanged.lock()
      self.lock.withLock { self.standardError.append(chunk) }
      self.errorChanged.broadcast()
      self.errorChanged.unlock()
    }
    try process.run()
  }

  var errorText: String { lock.withLock { String(decoding: standardError, as: UTF8.self) } }

  /// Waits until standard error contains `text`; false if the process ended first or after
  /// `limit` seconds (a hang limit, not a timing assertion).
  func waitForError(containing text: String, limit: TimeInterval = 300) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    errorChanged.lock()
    defer { errorChanged.unlock() }
    while !errorText.contains(text) {
      if !process.isRunning || Date() >= deadline { return errorText.contains(text) }
      _ = errorChanged.wait(until: min(deadline, Date().addingTimeInterval(0.2)))
    }
    return true
  }

  func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// The exit status, or nil when the process was ended by a signal it did not handle (or
  /// was still running after `limit` seconds, when it is killed).
  func waitForExit(limit: TimeInterval = 300) -> Int32? {
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : nil
  }
}
