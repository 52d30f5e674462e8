import Foundation
import NavGraphCore

/// Reads trace files for `trace` and `coverage`, turning every problem into a one-line error
/// that names the file.
enum TraceLoader {
  static func load(_ path: String) throws -> Trace {
    do throws(NavGraphError) {
      return try Trace(contentsOf: path)
    } catch {
      throw CommandFailure(error.description + hint(for: path, error))
    }
  }

  /// The traces in each directory (`*.json`, name order).
  static func files(in directories: [String]) throws -> [String] {
    var files: [String] = []
    for directory in directories {
      do throws(NavGraphError) {
        files += try Trace.files(inDirectory: directory)
      } catch {
        throw CommandFailure(error.description)
      }
    }
    return files
  }

  /// Lays `trace` onto `graph`; a trace of another root is an input error naming the file.
  static func match(_ trace: Trace, path: String, on graph: NavigationGraph) throws
    -> TraceMatch
  {
    do throws(TraceRootNotInGraph) {
      return try graph.match(trace)
    } catch {
      throw CommandFailure("\(path): \(error.description)")
    }
  }

  /// What names no edge is worth knowing (the graph may be stale) but does not stop a run.
  static func warn(about misses: [TraceMatch.Miss], in path: String) {
    for miss in misses {
      Diagnostics.print("warning: \(path): \(miss.description)")
    }
  }

  /// A graph document given where a trace belongs gets a hint instead of a list of missing
  /// trace keys.
  private static func hint(for path: String, _ error: NavGraphError) -> String {
    guard case .malformedTrace = error,
      let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["steps"] == nil, object["edges"] != nil || object["features"] != nil
    else { return "" }
    return " (it looks like a navigation graph: give it with --graph)"
  }
}
