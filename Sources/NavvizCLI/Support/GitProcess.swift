import Foundation

/// Runs `git` in a folder and returns what it wrote; a failure says what git said.
enum GitProcess {
  struct Failure: Error {
    /// The first line git wrote on standard error, or how it ended.
    var message: String
  }

  /// `git ARGUMENTS` in `directory`, with `input` (a file) as standard input.
  static func run(_ arguments: [String], in directory: String, input: URL? = nil)
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
    process.standardOutput = output
    process.standardError = errors
    do {
      if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Standard error is read beside standard output, so neither pipe can fill and stall git.
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
