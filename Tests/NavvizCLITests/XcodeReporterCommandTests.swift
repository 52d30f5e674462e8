import Foundation
import Testing

/// `navviz lint --reporter xcode`, what the build tool plugin runs: absolute paths, every
/// finding a warning and success unless `.navviz.yml`'s `build: fail-on:` says which
/// severity fails the build.
@Suite("navviz lint --reporter xcode")
struct XcodeReporterCommandTests {
  typealias Files = LintConfigurationFileTests

  @Test func findingsAreWarningsAndTheBuildGoesOnByDefault() throws {
    let folder = try Files().folder(config: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources", "--reporter", "xcode"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let root = folder.resolvingSymlinksInPath().path
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains(": warning: ") })
    #expect(
      lines.allSatisfy {
        $0.hasPrefix(root + "/Sources/App/App.swift:") || $0.hasPrefix(folder.path + "/Sources")
      })
  }

  @Test func theConfigurationMakesErrorsFailTheBuild() throws {
    let folder = try Files().folder(config: "build:\n  fail-on: error\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources", "--reporter", "xcode"], in: folder)
    #expect(result.status == 1)
    #expect(result.output.contains("App.swift:5:22: error: App.State.path is a StackState"))
    #expect(result.output.contains(": warning: App.Path.detail is never constructed"))
  }

  @Test func aMistakeInTheBuildSettingNamesTheLine() throws {
    let folder = try Files().folder(config: "rules: {}\nbuild:\n  fail-on: always\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(["lint", "Sources", "--reporter", "xcode"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "navviz: error: .navviz.yml:3: build.fail-on: unknown setting \"always\" (known: "
        + "never, error, warning, note)\n")
  }
}
