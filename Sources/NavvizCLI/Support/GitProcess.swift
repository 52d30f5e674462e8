import Foundation

/// Runs `git` in a folder and returns what it wrote; a failure says what git said.
enum GitProcess {
  struct Failure: Error {
    /// The first line git wrote on standard error, or how it ended.
    var message: String
  }

  /// `git ARGUMENTS` in `directory`, with `input` on its standard input.
  static func run(_ arguments: [String], in directory: String, input: Data? = nil)
    throws(Failure) -> Data
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    // Git's own settings must not change what it prints (pagers, colours, quoted paths).
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_PAGER"] = "cat"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe(), errors = Pipe()
    let feed = input.map { _ in Pipe() }
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = feed ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Standard input is written, and standard error read, beside standard output, so no pipe
    // can fill and stall git while this thread waits on another.
    if let feed, let input { feedInput(input, to: feed.fileHandleForWriting) }
    let errorText = ErrorCollector(errors.fileHandleForReading)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let said = errorText.text.split(whereSeparator: \.isNewline).first.map(String.init)
      throw Failure(
        message: said ?? "git \(arguments.first ?? "") exited with status "
          + "\(process.terminationStatus)")
    }
    return data
  }

  /// Writes bytes to a pipe on another thread, then closes it so git sees the end.
  private static func feedInput(_ data: Data, to handle: FileHandle) {
    Thread.detachNewThread {
      // git stops reading only when it fails, and then says why on standard error.
      try? handle.write(contentsOf: data)
      try? handle.close()
    }
  }

  /// Reads a pipe to its end on another thread.
  private final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    var text: String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }
}
