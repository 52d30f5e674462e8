import NavGraphCore
import NavGraphFacts

/// What a state field's type says about navigation: optional or not, held in a `StackState`
/// or `IdentifiedArray`, an alert/dialog leaf, or the feature whose state it holds (its
/// `State`, or in TCA 2.0 the feature a `Spawn<Child>` runs in a store of its own).
struct FieldShape: Sendable {
  var isOptional = false
  var container: StateField.Container?
  var leaf: PromptKind?
  /// The child's name as written, `State` dropped (`["Destination"]` for `Destination.State?`);
  /// set only when the type names a `...State` or a `Spawn<Child>` (`["Child"]`).
  var child: TypeRef?
  /// The generic arguments the child is written with: `FeedTab` in `TabStack<FeedTab>.State`,
  /// a generic wrapper feature (a tab's stack) given the feature it wraps.
  var childArguments: [TypeRef] = []

  init(type: TypeRef?) {
    guard var type else { return }
    isOptional = type.isOptional
    if type.last == "PresentationState", let inner = type.arguments.first {
      isOptional = true
      type = inner
    }
    switch type.last {
    case "StackState":
      container = .stackState
      guard let element = type.arguments.first else { return }
      type = element
    case "IdentifiedArrayOf", "IdentifiedArray", "Array":
      guard let element = type.arguments.last else { return }
      if element.last == "Route", var screen = element.arguments.first {
        container = .routes
        // Routes of screen IDs (`Route<Screen.State.ID>`), which a computed routes array maps
        // to states: pushing an ID pushes its screen.
        if screen.last == "ID", screen.components.count > 2,
          screen.components[screen.components.count - 2] == "State"
        {
          screen.components.removeLast()
        }
        type = screen
      } else {
        container = type.last == "Array" ? .array : .identifiedArray
        type = element
      }
    default: break
    }
    if let spawned = TCA2Spelling.spawned(type) {
      var child = spawned
      childArguments = child.arguments
      child.arguments = []
      child.isOptional = false
      self.child = child
      return
    }
    if let prompt = PromptKind(stateTypeName: type.last) {
      leaf = prompt
    } else if type.components == ["State"] {
      // The feature's own `State` (`IdentifiedArrayOf<State>`, a recursive feature's rows):
      // the feature itself, as resolution reads it (`ScanModel.feature(named:)`).
      var child = type
      child.arguments = []
      self.child = child
    } else if type.components.count > 1, type.last == "State" {
      var child = type
      child.components = type.featureComponents
      child.arguments = []
      child.qualifierArguments = []
      childArguments = type.qualifierArguments
      self.child = child
    }
  }
}

/// What an enum reducer case holds: a reducer, an alert or dialog, or plain data.
struct CaseShape: Sendable {
  /// The leaf a case without payload leads to (`case privacyPolicy` gives `.privacyPolicy`):
  /// written as Swift writes the case, so it reads as no type or feature could.
  static func leafName(of record: CaseRecord) -> String? {
    record.payloads.isEmpty ? "." + record.name : nil
  }

  /// Whether a name reads as a prompt's: an alert or a dialog.
  private static func namesPrompt(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("alert") || lowered.contains("dialog")
      || lowered.contains("confirmation")
  }

  /// A dialog when its name says so (`confirmationDialog`, `DeleteDialog`), else an alert:
  /// 2.0 spells both as `Prompt`s (the view that presents one says which, `StylePass`).
  static func promptKind(_ name: String) -> PromptKind {
    let lowered = name.lowercased()
    return lowered.contains("dialog") || lowered.contains("confirmation") ? .dialog : .alert
  }

  var kind: ReducerCase.Kind
  /// The feature for `.feature`; otherwise the leaf name shown in the graph.
  var target: String?
  var featureKey: TypeKey?
  /// The payload names a type declared in the scanned sources.
  var isDeclaredType = false

  init(
    name: String, payloads: [String], scope: [String], module: String, isTCA2: Bool,
    model: ScanModel
  ) {
    guard let text = payloads.first, let written = TypeRef.parse(text) else {
      // In 2.0 a case without payload named for a prompt (`case confirmationDialog`) is one.
      kind = isTCA2 && Self.namesPrompt(name) ? CaseRole(Self.promptKind(name)) : .data
      return
    }
    // `case settings(Spawn<Settings>)`: the child runs in a store of its own, still presented.
    let type = TCA2Spelling.spawned(written) ?? written
    if let prompt = PromptKind(stateTypeName: type.last) {
      kind = CaseRole(prompt)
      target = prompt.stateTypeName
    } else if let key = model.feature(named: type, scope: scope, module: module),
      let feature = model.features[key]
    {
      kind = .feature
      featureKey = key
      target = feature.name
    } else if let key = model.index.resolve(type.components, scope: scope, module: module),
      ReducerProtocols.isPrompt(model.index.records(of: key))
    {
      // A 2.0 prompt (`case alert(DeleteAlert)`, `DeleteAlert: Prompt`): an alert or a
      // dialog, drawn as a leaf named after it.
      kind = CaseRole(Self.promptKind(name + " " + key.dotted))
      target = key.dotted
    } else if let declared = model.index.resolve(type.components, scope: scope, module: module),
      let wrapped = Self.wrappedFeature(in: declared, model: model)
    {
      // `case add(AddSheet)` with `struct AddSheet { var state: AddItem.State; var origin:
      // Origin }`: the case presents the child whose state the payload carries.
      kind = .feature
      featureKey = wrapped
      target = model.features[wrapped]?.name
      isDeclaredType = true
    } else {
      // Data declared in the sources is named by its declaration, as a feature is, not as
      // this case spells it: a type reached through a typealias, or written shorter inside
      // its parent, is one leaf however it is written.
      let declared = model.index.resolve(type.components, scope: scope, module: module)
      kind = .data
      target = declared?.dotted ?? type.dotted
      isDeclaredType = declared != nil
    }
  }

  /// The one feature whose state a plain struct holds among its stored fields, if exactly one
  /// field holds a feature's state: a case's wrapper around the child it presents (with data
  /// the parent keeps beside it). A struct holding none or several is data.
  private static func wrappedFeature(in key: TypeKey, model: ScanModel) -> TypeKey? {
    let records = model.index.records(of: key)
    guard !model.isFeature(key),
      records.allSatisfy({ $0.record.kind == .struct || $0.record.kind == .extension })
    else { return nil }
    var found: [TypeKey] = []
    for located in records {
      for field in located.record.fields where field.accessorNames == nil {
        guard let written = field.typeText.flatMap(TypeRef.parse), written.last == "State",
          written.components.count > 1,
          let child = model.feature(named: written, scope: key.path, module: key.module)
        else { continue }
        found.append(child)
      }
    }
    return found.count == 1 ? found[0] : nil
  }
}
