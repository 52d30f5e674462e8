import Foundation
import NavGraphTracing

/// The roots the running executable registered (`Navviz.run(roots:)`): `navviz` registers
/// the samples; a team's own executable registers its app. Set once, before parsing.
enum RegisteredRoots {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var storage: [NavvizRoot] = []

  static var all: [NavvizRoot] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  static func set(_ roots: [NavvizRoot]) throws(CommandFailure) {
    var seen = Set<String>()
    for root in roots where !seen.insert(root.name).inserted {
      throw CommandFailure("two registered roots are named \"\(root.name)\"")
    }
    lock.lock()
    defer { lock.unlock() }
    storage = roots.sorted { $0.name < $1.name }
  }

  /// The root named `name`, or an error that lists the names there are.
  static func root(named name: String) throws(CommandFailure) -> NavvizRoot {
    let roots = all
    if let root = roots.first(where: { $0.name == name }) { return root }
    if roots.isEmpty {
      throw CommandFailure(
        "unknown sample \"\(name)\": this executable registers no samples "
          + "(see README, \"Your own roots\")")
    }
    let known = roots.map(\.name).joined(separator: ", ")
    throw CommandFailure("unknown sample \"\(name)\" (registered: \(known); see `navviz samples`)")
  }
}
