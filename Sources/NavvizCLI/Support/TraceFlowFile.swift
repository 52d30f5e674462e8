import Foundation
import NavGraph

/// Reads a trace-v1 document (docs/trace-v1.md, issue 7) into what the HTML viewer's slider
/// needs: per step, the action and the edges its navigation events travelled.
///
/// It reads only those keys and ignores the rest, as the format allows. When issue 7's `Trace`
/// model is on the same branch, this becomes `Trace(contentsOf:)` plus a mapping.
enum TraceFlowFile {
  private struct Document: Decodable {
    var schemaVersion: Int
    var root: String
    var name: String?
    var steps: [Step]
  }

  private struct Step: Decodable {
    var action: String
    var events: [Event]
  }

  private struct Event: Decodable {
    var event: String
    var feature: String
    var field: String
    var via: String?
    var `case`: String?
    var to: String?
  }

  static func read(_ path: String) throws -> ViewerFlow {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(
        NavGraphError.fileNotReadable(path: path, reason: "no such file").description)
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch let error as DecodingError {
      throw CommandFailure("malformed trace \(path): \(describe(error))")
    } catch {
      throw CommandFailure("malformed trace \(path): \(error)")
    }
    guard document.schemaVersion == 1 else {
      throw CommandFailure(
        "malformed trace \(path): unsupported schemaVersion \(document.schemaVersion) "
          + "(this navviz reads 1)")
    }
    let steps = document.steps.map { step in
      ViewerFlow.Step(label: step.action, visits: step.events.map { event in
        ViewerFlow.Visit(
          feature: event.feature, field: event.field, via: event.via, case: event.case,
          to: event.to)
      })
    }
    return ViewerFlow(name: document.name ?? "a flow of \(document.root)", steps: steps)
  }

  /// `steps[2].events[0].field: missing`, in the JSON path form trace-v1 errors use.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)): wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)): invalid"
    @unknown default:
      return "\(error)"
    }
  }
}
