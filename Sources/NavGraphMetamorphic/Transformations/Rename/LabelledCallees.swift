/// The names a call can be of whose argument labels the app chose, by what they name: a
/// call's labels are renamed with the app's names only when it calls one of these.
struct LabelledCallees: Sendable {
  var types: Set<String>
  var cases: Set<String>
  /// The labels any initializer of the app takes: an initializer whose type is implied
  /// (`.init(get:set:)`) is the app's only where its labels are among them.
  var initializerLabels: Set<String>

  /// These callees without the types named `kept`, which a renaming leaves alone.
  func renamed(excluding kept: Set<String>) -> LabelledCallees {
    LabelledCallees(
      types: types.subtracting(kept), cases: cases, initializerLabels: initializerLabels)
  }

  /// Whether `label` of a call of `callee` is the app's: as `takeLabels(of:)` says, and for
  /// an initializer of an implied type, only a label some initializer of the app takes.
  /// `.init(get: { ... }, set: { ... })` handed where a binding is expected is SwiftUI's.
  func takeLabel(_ label: String, of callee: CalleeName) -> Bool {
    if callee.isInitializer, callee.initializedType == nil {
      return initializerLabels.contains(label)
    }
    return takeLabels(of: callee)
  }

  /// Whether the call `callee` names has the app's labels: an initializer of one of its types
  /// (or of an implied type, or `self`), a type of its own called (`Feature.State(...)`), or
  /// one of its enum cases built (`.detail(item:)`, `Destination.State.detail(item:)`). A
  /// case name called on a value (`content.sheet(store:)`) or bare in a view helper
  /// (`sheet(store:)`) is a method of that name, SwiftUI's or the app's, not the case.
  func takeLabels(of callee: CalleeName) -> Bool {
    if callee.isInitializer { return callee.initializedType.map(types.contains) ?? true }
    guard let name = callee.name else { return false }
    if types.contains(name) { return true }
    guard cases.contains(name) else { return false }
    switch callee.base {
    case .implicit: return true
    case .named(let base): return types.contains(base) || base == "Self"
    case .none, .other: return false
    }
  }
}
