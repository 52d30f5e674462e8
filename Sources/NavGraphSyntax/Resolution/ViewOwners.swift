import NavGraphCore

/// Which feature a view's store belongs to: from the type of the store parameter the call
/// sits in (`destinationStore: PresentationStoreOf<Feature.Destination>` in a view helper),
/// else from the `store` property of the nearest enclosing type that declares one (`let
/// store: StoreOf<Feature>`). A store typed by a state rather than a feature (`Store<ProfileState,
/// ProfileAction>`, directly or through the app's alias) is the store of the feature running
/// on that state (`FeaturesByState`). Shared by the passes that read view code.
struct ViewOwners: Sendable {
  /// What a view's store is the store of: a feature (`nil` when unknown), or an enum reducer
  /// whose cases the view picks.
  enum Subject: Sendable, Equatable {
    case feature(String?)
    case enumReducer(String)
  }

  /// The feature texts each type's store properties name, by the type's key, in source order
  /// with the file each is written in: the first that resolves is the view's (a view store of
  /// a view state names none). Those of the file asking come first: two files' `private
  /// struct ChildView` are two views, which the index keys as one type.
  private var bindings: [TypeKey: [(file: String, text: String)]] = [:]

  /// The features by the state types they run on.
  let byState: FeaturesByState

  /// Subjects already found: a view names its store many times from one scope, and each
  /// answer resolves type names through the index.
  private var subjects: [Query: Subject] = [:]

  private struct Query: Hashable {
    var storeType: String?
    var scope: [String]
    var module: String
    var file: String?
  }

  init(_ model: ScanModel) {
    byState = FeaturesByState(model)
    for summary in model.summaries {
      for binding in summary.storeBindings {
        let key = TypeKey(module: summary.file.module, path: binding.scope)
        bindings[key, default: []].append((summary.file.absolutePath, binding.feature))
      }
    }
  }

  /// The subject of a store written at `scope` in `file`, of the type `storeType` when known.
  func subject(
    storeType: String?, scope: [String], module: String, file: String? = nil,
    in model: ScanModel
  ) -> Subject {
    if let storeType,
      let subject = subject(ofStoreType: storeType, scope: scope, module: module, model: model)
    {
      return subject
    }
    return .feature(owner(of: scope, module: module, file: file, model: model))
  }

  /// `subject(storeType:scope:module:in:)`, remembered for the next asking.
  mutating func cachedSubject(
    storeType: String?, scope: [String], module: String, file: String? = nil,
    in model: ScanModel
  ) -> Subject {
    let query = Query(storeType: storeType, scope: scope, module: module, file: file)
    if let subject = subjects[query] { return subject }
    let subject = subject(
      storeType: storeType, scope: scope, module: module, file: file, in: model)
    subjects[query] = subject
    return subject
  }

  /// The features some view holds a store of, by name. A view declared inside a preview
  /// (`struct TestView` of a `PreviewProvider`) is the preview's, no screen of the app.
  func featuresWithViews(in model: ScanModel) -> Set<String> {
    var names = Set<String>()
    for (key, found) in bindings where !model.isPreview(scope: key.path) {
      for (_, text) in found {
        guard let name = feature(bound: text, scope: key.path, module: key.module, model: model)
        else { continue }
        names.insert(name)
      }
    }
    return names
  }

  /// `StoreOf<Feature>`, `Store<Feature.State, Feature.Action>`, and the store of a
  /// presentation: `PresentationStoreOf<Feature.Destination>`,
  /// `Store<PresentationState<Destination.State>, PresentationAction<Destination.Action>>`.
  private func subject(
    ofStoreType text: String, scope: [String], module: String, model: ScanModel
  ) -> Subject? {
    guard var type = TypeRef.parse(text) else { return nil }
    // A view helper handed `$store` holds the store in its wrapper: `Bindable<StoreOf<App>>`.
    while Self.storeWrappers.contains(type.last), let wrapped = type.arguments.first {
      type = wrapped
    }
    guard let first = type.arguments.first else { return nil }
    var named = first
    var isPresentation = type.last == "PresentationStoreOf"
    switch type.last {
    case "StoreOf", "PresentationStoreOf": break
    case "Store":
      if first.last == "PresentationState", let inner = first.arguments.first {
        named = inner
        isPresentation = true
      }
    default: return nil
    }
    guard let key = model.feature(named: named, scope: scope, module: module),
      let feature = model.features[key]
    else {
      if isPresentation { return nil }
      return byState.feature(ofState: named, scope: scope, module: module, in: model)
        .map { .feature($0) }
    }
    if isPresentation {
      return feature.isEnumLike ? .enumReducer(feature.name) : nil
    }
    return .feature(feature.name)
  }

  /// The property wrappers a store is handed in: SwiftUI's and Perception's `Bindable`, UIKit
  /// navigation's `UIBindable`.
  private static let storeWrappers: Set<String> = ["Bindable", "UIBindable"]

  /// The feature of the nearest enclosing type that declares a `store`, as declared in `file`
  /// first.
  private func owner(of scope: [String], module: String, file: String?, model: ScanModel)
    -> String?
  {
    for length in stride(from: scope.count, through: 1, by: -1) {
      var key = TypeKey(module: module, path: Array(scope.prefix(length)))
      // `extension Feature.View: View` where `typealias View = FeatureView`: the store is
      // the aliased type's.
      if bindings[key] == nil, let declared = model.index.resolveWhole(key.path, module: module)
      {
        key = declared
      }
      guard let found = bindings[key] else { continue }
      let ordered = found.filter { $0.file == file } + found.filter { $0.file != file }
      return ordered.lazy.compactMap {
        feature(bound: $0.text, scope: key.path, module: key.module, model: model)
      }.first
    }
    return nil
  }

  /// The feature a store property's recorded text names: the feature itself, the feature
  /// running on the state it names, or what the store type it is an alias of says.
  private func feature(bound text: String, scope: [String], module: String, model: ScanModel)
    -> String?
  {
    guard let ref = TypeRef.parse(text) else { return nil }
    if let key = model.feature(named: ref, scope: scope, module: module) {
      return model.features[key]?.name
    }
    if let alias = model.index.aliasRecord(named: ref.components, scope: scope, module: module),
      let target = TypeRef.parse(alias.record.target), ViewStoreNames.isStoreType(target)
    {
      guard
        case .feature(let name)? = subject(
          ofStoreType: alias.record.target, scope: alias.record.scope,
          module: alias.file.module, model: model)
      else { return nil }
      return name
    }
    return byState.feature(ofState: ref, scope: scope, module: module, in: model)
  }
}
