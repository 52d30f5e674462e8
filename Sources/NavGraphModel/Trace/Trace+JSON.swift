import Foundation

extension Trace {
  /// The trace-v1 JSON of this trace: sorted keys, two-space indentation, a final newline.
  /// Steps, events and state nodes keep their order, which is the flow's.
  public func jsonData() throws -> Data {
    var data = try NavigationGraph.encoder.encode(self)
    data.append(0x0A)
    return data
  }

  /// Reads and validates a trace-v1 document; errors name `path` and the place in the document.
  public init(jsonData data: Data, path: String) throws(NavGraphError) {
    do {
      self = try JSONDecoder().decode(Trace.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw .malformedTrace(path: path, reason: JSONSyntaxError.describe(data))
      }
      throw .malformedTrace(path: path, reason: error.readableDescription)
    } catch {
      throw .malformedTrace(path: path, reason: String(describing: error))
    }
    do {
      try validate()
    } catch {
      throw .malformedTrace(path: path, reason: error.reason)
    }
  }

  /// Reads the trace in the file at `path`.
  public init(contentsOf path: String) throws(NavGraphError) {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .fileNotReadable(path: path, reason: "no such file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .fileNotReadable(path: path, reason: "permission denied")
    }
    try self.init(jsonData: data, path: path)
  }
}
