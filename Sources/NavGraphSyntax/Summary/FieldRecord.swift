struct FieldRecord: Sendable, Codable {
  enum Wrapper: String, Sendable, Codable { case presents, presentationState }

  var name: String
  /// The annotation, or the type an initializer spells (`StackState<Path.State>()`).
  var typeText: String?
  var wrapper: Wrapper?
  var position: Position
  /// A parameter of the memberwise initializer (not a `let` that already has its value).
  var isMemberwiseParameter = true
  /// That parameter can be left out: an initial value, an optional `var`, or a presentation
  /// wrapper (nil until presented).
  var hasDefaultValue = false
  /// Declared with an initial value other than `nil`: set from the start.
  var hasInitialValue = false
  /// The type that declares the field, whose scope its type is read in: the feature's `State`
  /// wherever it stands (`typealias State = FeatureState`), or a struct `State` holds
  /// (`paths.about`, named by its path). `nil` until the feature's domain is gathered.
  var declaringScope: [String]? = nil
  /// For a computed property that gets and sets child state (`var filter: Filter.State? {
  /// get { ... popover ... } set { ... } }`): the names its accessors read, among them the
  /// stored field it projects. `nil` for a stored property.
  var accessorNames: [String]? = nil
}
