import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `-o` naming something other than a plain file: the output goes where the name points, and
/// the thing named stays what it was (an atomic rename over it would replace it — as root,
/// `-o /dev/null` once replaced the device with a file).
@Suite("Output targets that are not plain files")
struct OutputTargetTests {
  @Test func aSymlinkStaysALinkAndItsTargetGetsTheOutput() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.svg")
    let link = folder.appendingPathComponent("link.svg")
    try Data("previous".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "-o", link.path], in: folder)
    #expect(result.status == 0)
    let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type]
      as? FileAttributeType
    #expect(type == .typeSymbolicLink)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("<svg"))
  }

  @Test func aNamedPipeStaysAPipeAndReceivesTheOutput() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("out.dot")
    try #require(mkfifo(pipe.path, 0o600) == 0)
    // Opening a pipe for reading waits for a writer, so the reader runs beside the process.
    let received = LockedData()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      if let handle = FileHandle(forReadingAtPath: pipe.path) {
        received.set((try? handle.readToEnd()) ?? Data())
      }
      done.signal()
    }
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "dot", "-o", pipe.path], in: folder)
    #expect(result.status == 0)
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(String(decoding: received.get(), as: UTF8.self).hasPrefix("digraph"))
    let type = try FileManager.default.attributesOfItem(atPath: pipe.path)[.type]
      as? FileAttributeType
    #expect(type != .typeRegular)
  }
}

/// `-o -` and `--reporter NAME:-` mean standard output, as in most command-line tools; they
/// once wrote a file named `-` into the working directory.
@Suite("A dash for standard output")
struct DashOutputTests {
  @Test func renderWritesToStandardOutputAndNoFileNamedDash() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "json", "-o", "-"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.contains("\"schemaVersion\" : 1"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }

  @Test func aBinaryFormatGoesToStandardOutputWhenAskedTo() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "png"], in: folder)
    #expect(refused.status != 0, "png without -o stays an error: it would garble a terminal")
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "--format", "png", "-o", "-"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Array(result.stdout.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }

  @Test func docsRefuseADashInsteadOfMakingAFolderNamedDash() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(
      ["docs", NavvizProcess.graph("syncups"), "-o", "-"], in: folder)
    #expect(result.status == 2, "a usage error: \(result.stderr)")
    #expect(result.stderr.contains("give -o DIR"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }

  @Test func aReporterNamedDashWritesToStandardOutput() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("lint.sarif")
    let result = try NavvizProcess.run(
      ["lint", NavvizProcess.repository.appendingPathComponent("samples/Broken").path,
       "--reporter", "json:-", "--reporter", "sarif:\(sarif.path)"], in: folder)
    #expect(result.status == 1, "Broken has errors: \(result.stderr)")
    #expect(result.output.hasPrefix("{"))
    #expect(FileManager.default.fileExists(atPath: sarif.path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
  }
}

/// Bytes handed from the reading thread to the test.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ value: Data) { lock.withLock { data = value } }
  func get() -> Data { lock.withLock { data } }
}
