import Foundation
import NavGraphCore

extension DiagramGraphvizBuilder {
  /// The diagram as DOT (written by cgraph) or as an image `dot` lays out (`svg`, `png`,
  /// `pdf`).
  func output(_ format: OutputFormat) throws(RenderingError) -> Data {
    try Graphviz.withGraph { graphviz in
      build(into: graphviz)
      switch format {
      case .dot: return Data(try graphviz.dot().utf8)
      case .svg, .png, .pdf:
        return try graphviz.render(format.rawValue, engine: diagram.scale.engine)
      case .mermaid, .json, .html: throw RenderingError.unsupportedFormat(format.rawValue)
      }
    }
  }
}
