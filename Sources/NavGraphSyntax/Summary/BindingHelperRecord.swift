/// A method of a view that makes the binding a presentation is handed (`func
/// isDestinationPresented(_ candidate: Destination) -> Binding<Bool> { Binding(get: {
/// destination == candidate }, ...) }`), with what that binding reads: a presentation handed
/// `isDestinationPresented(.goals)` is driven by it.
struct BindingHelperRecord: Sendable, Codable {
  /// The type the method is declared in (or extends).
  var scope: [String]
  var name: String
  /// What the binding it returns reads; `nil` when that is not read.
  var driver: PresentationDriver?
}
