/// `let destinationPath: WritableKeyPath<State, ...> = \.$destination` (stored or static, in a
/// type or at file level): a key path an integration may be handed by name.
struct KeyPathConstantRecord: Sendable, Codable {
  var scope: [String]
  var name: String
  var path: PathRef
}
