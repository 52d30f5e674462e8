import Foundation
import MCP
import NavGraphCore
import NavGraphLint
import NavGraphRendering

/// The answers to `AgentTool`s, read from an analysis of the workspace as it is on disk.
/// Run on the workspace's worker; each returns text, or throws what the agent is told.
struct AgentAnswers {
  var workspace: Workspace
  var analysis: Analysis

  /// A question the agent got wrong, or one navviz cannot answer, worded for the agent.
  struct Failure: Error {
    var message: String
  }

  func answer(_ tool: AgentTool, _ arguments: [String: Value]) throws(Failure) -> String {
    switch tool {
    case .navigationGraph:
      return try graph(
        focus: arguments["focus"]?.stringValue, depth: arguments["depth"]?.intValue ?? 1,
        format: arguments["format"]?.stringValue ?? "text")
    case .whoPresents:
      let name = try feature(try required("feature", arguments))
      return NavigationDescription(analysis.navigation).feature(name)
    case .pathsToScreen:
      return try paths(
        to: try required("to", arguments), swift: arguments["swift"]?.boolValue ?? true)
    case .lintFindings:
      let files = arguments["files"]?.arrayValue?.compactMap(\.stringValue)
      return findings(in: files)
    case .navigationDiff:
      let format = try DiffReportFormat(rawValue: arguments["format"]?.stringValue ?? "text")
        .orThrow(
          "format is one of \(DiffReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      do {
        return try workspace.host.diff(
          arguments["base"]?.stringValue ?? "HEAD", workspace.root, format)
      } catch {
        throw Failure(message: "\(error)")
      }
    case .explainRule:
      let rule = try required("rule", arguments)
      return try workspace.host.ruleExplanation(rule).orThrow(
        "no rule \"\(rule)\" (known: \(RuleRegistry.identifiers.joined(separator: ", ")))")
    }
  }

  private func graph(focus: String?, depth: Int, format: String) throws(Failure) -> String {
    var graph = analysis.graph
    if let focus {
      _ = try feature(focus)
      do throws(NavGraphError) {
        graph = try graph.selecting(GraphSelection(focus: focus, depth: max(0, depth)))
      } catch {
        throw Failure(message: error.description)
      }
    }
    switch format {
    case "text": return Self.text(graph)
    case "mermaid", "json", "dot":
      do {
        let renderer = try OutputFormat(rawValue: format)!.renderer(for: NavigationGraph.self)
        var options = RenderOptions()
        options.entryPoints = analysis.scan.entryPoints
        return String(decoding: try renderer.render(graph, options: options), as: UTF8.self)
      } catch {
        throw Failure(message: "cannot write the graph as \(format): \(error)")
      }
    default:
      throw Failure(message: "format is one of text, mermaid, json, dot")
    }
  }

  /// `N features, M navigation edges; roots: ...`, then one line per navigation edge as
  /// `navviz paths` writes a step.
  static func text(_ graph: NavigationGraph) -> String {
    let edges = graph.edges.filter(\.kind.isNavigation).sorted()
    var text =
      "\(graph.features.count) features, \(edges.count) navigation edges; roots: "
      + (graph.roots.isEmpty ? "none" : graph.roots.sorted().joined(separator: ", ")) + "\n"
    for edge in edges { text += RouteReport.step(edge) + "\n" }
    return text
  }

  private func paths(to destination: String, swift: Bool) throws(Failure) -> String {
    let routes: [NavigationRoute]
    do throws(UnknownDestination) {
      routes = try analysis.graph.shortestRoutes(to: destination)
    } catch {
      throw Failure(message: error.description)
    }
    guard !routes.isEmpty else {
      throw Failure(
        message: "no root reaches \(destination) (roots: "
          + analysis.graph.roots.joined(separator: ", ") + ")")
    }
    let report = RouteReport(
      routes: routes, initializers: RouteReport.initializers(analysis.scan.facts))
    return report.text(swift: swift)
  }

  private func findings(in files: [String]?) -> String {
    let wanted = files.map { Set($0.map(relative)) }
    let findings = analysis.findings.filter { finding in
      guard let wanted else { return true }
      return finding.location.map { wanted.contains($0.file) } ?? false
    }
    var text = TextReporter().render(
      LintReport(findings: findings, fileCount: analysis.scan.files.count))
    if let problem = analysis.configurationProblem {
      text =
        "\(Workspace.configurationName): \(problem.message) (linted with the settings "
        + "read before)\n" + text
    }
    return text
  }

  /// A path as the agent gave it, relative to the workspace as findings name files.
  private func relative(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    let prefix = workspace.root + "/"
    if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
  }

  private func feature(_ name: String) throws(Failure) -> String {
    guard analysis.navigation.feature(named: name) == nil else { return name }
    let close = analysis.graph.featureNames(closeTo: name)
    throw Failure(
      message: "no feature named \(name)"
        + (close.isEmpty ? "" : "; did you mean \(close.joined(separator: ", "))?"))
  }

  private func required(_ name: String, _ arguments: [String: Value]) throws(Failure) -> String {
    guard let value = arguments[name]?.stringValue, !value.isEmpty else {
      throw Failure(message: "\(name) is required")
    }
    return value
  }
}

extension Optional {
  fileprivate func orThrow(_ message: String) throws(AgentAnswers.Failure) -> Wrapped {
    guard let self else { throw AgentAnswers.Failure(message: message) }
    return self
  }
}
