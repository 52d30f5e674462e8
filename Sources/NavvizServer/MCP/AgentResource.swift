import Foundation
import MCP
import NavGraphCore
import NavGraphRendering

/// What `navviz serve --mcp` offers to read: the app's picture and its graph, and the picture
/// around one feature (a template). Read from the workspace as it is on disk when asked.
package enum AgentResource: Sendable, Equatable {
  case picture
  case graphJSON
  case mermaid
  case featurePicture(String)

  static let pictureURI = "navviz://picture.svg"
  static let graphURI = "navviz://graph.json"
  static let mermaidURI = "navviz://graph.mmd"
  static let featurePrefix = "navviz://feature/"
  static let featureSuffix = "/picture.svg"

  package static var listed: [Resource] {
    [
      Resource(
        name: "navigation-picture", uri: pictureURI,
        description: "The app's navigation drawn as navviz render draws it (SVG; an overview of "
          + "its modules above 40 features), lint findings in red.",
        mimeType: "image/svg+xml"),
      Resource(
        name: "navigation-graph", uri: graphURI,
        description: "The navigation graph as a navgraph-v1 JSON document: features, edges "
          + "with their fields, cases, styles and source locations, and lint findings.",
        mimeType: "application/json"),
      Resource(
        name: "navigation-mermaid", uri: mermaidURI,
        description: "The navigation as a Mermaid flowchart.", mimeType: "text/vnd.mermaid"),
    ]
  }

  package static var templates: [Resource.Template] {
    [
      Resource.Template(
        uriTemplate: featurePrefix + "{name}" + featureSuffix, name: "feature-picture",
        description: "The features within two edges of one feature (SVG), findings in red.",
        mimeType: "image/svg+xml")
    ]
  }

  package init?(uri: String) {
    switch uri {
    case Self.pictureURI: self = .picture
    case Self.graphURI: self = .graphJSON
    case Self.mermaidURI: self = .mermaid
    default:
      guard uri.hasPrefix(Self.featurePrefix), uri.hasSuffix(Self.featureSuffix),
        uri.count > Self.featurePrefix.count + Self.featureSuffix.count
      else { return nil }
      let name = uri.dropFirst(Self.featurePrefix.count).dropLast(Self.featureSuffix.count)
      self = .featurePicture(String(name).removingPercentEncoding ?? String(name))
    }
  }

  var mimeType: String {
    switch self {
    case .picture, .featurePicture: "image/svg+xml"
    case .graphJSON: "application/json"
    case .mermaid: "text/vnd.mermaid"
    }
  }

  /// The resource's text.
  func read(_ analysis: Analysis) throws -> String {
    var graph = analysis.graph
    graph.findings = analysis.findings
    var options = RenderOptions()
    options.entryPoints = analysis.scan.entryPoints
    let format: OutputFormat
    switch self {
    case .picture: format = .svg
    case .graphJSON: format = .json
    case .mermaid: format = .mermaid
    case .featurePicture(let name):
      format = .svg
      options.focus = name
      options.depth = 2
    }
    let data = try format.renderer(for: NavigationGraph.self).render(graph, options: options)
    return String(decoding: data, as: UTF8.self)
  }
}
