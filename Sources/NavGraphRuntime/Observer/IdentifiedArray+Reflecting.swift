/// Rows of an `IdentifiedArray`, read without knowing its generic parameters, so navigation
/// inside a row (a row presenting a sheet) is found by the observer's diff and the trace
/// recorder's state reader.
package protocol _IdentifiedArrayReflecting {
  var reflectedRows: [(id: AnyHashable, row: Any)] { get }
}

extension IdentifiedArray: _IdentifiedArrayReflecting {
  package var reflectedRows: [(id: AnyHashable, row: Any)] {
    zip(ids, elements).map { (AnyHashable($0), $1 as Any) }
  }
}

/// How a state path names one row: `rows[id: 2]`, then `rows[id: 2].destination` below it.
/// The diff and the state reader must spell it the same way to find each other's nodes.
package func rowStatePath(_ path: String, id: AnyHashable) -> String {
  "\(path)[id: \(id.base)]"
}
