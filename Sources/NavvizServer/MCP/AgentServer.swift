import Foundation
import MCP
import NavGraphCore

/// `navviz serve --mcp`: a Model Context Protocol server over standard input and output for a
/// coding agent, with the swift-sdk. It reads the workspace's sources on disk — where an agent
/// writes — looking again before each answer, so every answer describes the code as it is.
///
/// The SDK reads and writes the protocol; a message it cannot read gets its error response
/// and serving goes on. It ends when the client closes the input.
package struct AgentServer: Sendable {
  private let worker: WorkspaceWorker

  package init(workspace: Workspace) {
    worker = WorkspaceWorker(workspace)
  }

  static let instructions = """
    navviz reads the Swift sources of an app built with The Composable Architecture (TCA) \
    without compiling them and answers questions about its navigation: which feature \
    presents or pushes which (navigation_graph, who_presents), how a user reaches a screen \
    and the state that shows it (paths_to_screen), what lint finds wrong (lint_findings, \
    explain_rule), and what a change did (navigation_diff). Answers always reflect the files \
    on disk at the time of the call.
    """

  package func run() async throws {
    let server = Server(
      name: "navviz", version: NavvizVersion.current, title: "navviz",
      instructions: Self.instructions,
      capabilities: .init(
        resources: .init(subscribe: false, listChanged: false),
        tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in
      .init(tools: AgentTool.allCases.map(\.tool))
    }
    await server.withMethodHandler(CallTool.self) { [worker] params in
      guard let tool = AgentTool(rawValue: params.name) else {
        throw MCPError.invalidParams("unknown tool \(params.name)")
      }
      let arguments = params.arguments ?? [:]
      let answer = try await worker.run { workspace -> Result<String, AgentAnswers.Failure> in
        do throws(AgentAnswers.Failure) {
          return .success(
            try AgentAnswers(workspace: workspace, analysis: try Self.analysis(of: workspace))
              .answer(tool, arguments))
        } catch {
          return .failure(error)
        }
      }
      switch answer {
      case .success(let text):
        return .init(content: [.text(text: text, annotations: nil, _meta: nil)])
      case .failure(let failure):
        return .init(
          content: [.text(text: failure.message, annotations: nil, _meta: nil)], isError: true)
      }
    }
    await server.withMethodHandler(ListResources.self) { _ in
      .init(resources: AgentResource.listed, nextCursor: nil)
    }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      .init(templates: AgentResource.templates, nextCursor: nil)
    }
    await server.withMethodHandler(ReadResource.self) { [worker] params in
      guard let resource = AgentResource(uri: params.uri) else {
        throw MCPError.invalidParams("unknown resource \(params.uri)")
      }
      let text = try await worker.run { workspace -> Result<String, AgentAnswers.Failure> in
        do {
          return .success(try resource.read(try Self.analysis(of: workspace)))
        } catch let failure as AgentAnswers.Failure {
          return .failure(failure)
        } catch {
          return .failure(.init(message: "cannot read \(params.uri): \(error)"))
        }
      }
      switch text {
      case .success(let text):
        return .init(contents: [.text(text, uri: params.uri, mimeType: resource.mimeType)])
      case .failure(let failure):
        throw MCPError.internalError(failure.message)
      }
    }
    try await server.start(transport: StdioTransport())
    await server.waitUntilCompleted()
  }

  /// The workspace as it is on disk now.
  private static func analysis(of workspace: Workspace) throws(AgentAnswers.Failure) -> Analysis {
    workspace.refreshFromDisk()
    do throws(NavGraphError) {
      return try workspace.analysis()
    } catch {
      throw AgentAnswers.Failure(message: "cannot read the workspace: \(error.description)")
    }
  }
}
