import Foundation
import NavGraphCore
import NavGraphRendering

extension LanguageServer {
  /// How many edges around the feature the picture draws: its neighbours and theirs.
  static let pictureDepth = 2

  /// Draws the interactive HTML picture around `feature` (lint's findings in red, nodes
  /// linking to their source) into the server's folder and asks the editor to open it.
  func showPicture(of feature: String, in analysis: Analysis) -> Result<JSONValue, ResponseError> {
    guard let files, let root = workspace?.root else {
      return .failure(.requestFailed("the workspace is not open"))
    }
    var graph = analysis.graph
    graph.findings = analysis.findings
    let options = RenderOptions(
      sourceURLPrefix: DocumentURI.uri(path: root) + "/", focus: feature,
      depth: Self.pictureDepth)
    let data: Data
    do {
      data = try HTMLRenderer().render(graph, options: options)
    } catch {
      let message = "cannot draw the picture of \(feature): \(error)"
      show(message)
      return .failure(.requestFailed(message))
    }
    let page = files.picture(of: feature)
    guard files.write(data, to: page) else {
      return .failure(.requestFailed("cannot write \(page.path)"))
    }
    if client.showDocument {
      request(
        "window/showDocument",
        LSP.ShowDocumentParams(uri: page.absoluteString, external: true, takeFocus: true))
    } else {
      notify(
        "window/showMessage",
        LSP.MessageParams(type: 3, message: "navviz: the picture of \(feature) is \(page.path)"))
    }
    return .success(["feature": .string(feature), "uri": .string(page.absoluteString)])
  }
}
