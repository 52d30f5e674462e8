import NavGraphCore
import NavGraphFacts

/// How the views use each feature's fields (`ViewUsePass`), for the facts lint reads.
struct ViewUses: Sendable {
  /// Per feature name, per field name: presented, or drawn in place.
  var byFeature: [String: [String: ViewUse]] = [:]
  /// Features some view holds a store of.
  var featuresWithViews: Set<String> = []

  /// Field names a view names below another field (`\.child.alert`): a parent's view may
  /// present its child's field, whose feature the scan cannot pin.
  var namedBelowOtherFields: Set<String> = []

  /// Features whose views scope a store to a name the feature does not store (a computed
  /// property): what it projects is shown where the scan does not follow, so none of the
  /// feature's fields is known to be shown by no view.
  var projectingFeatures: Set<String> = []

  /// Per feature name, per field name: a TCA 2.0 prompt held directly, as the modifier that
  /// presents it shows it (an alert or a dialog).
  var prompts: [String: [String: PromptKind]] = [:]

  /// Per feature name, the fields a view pushes as an element of a `NavigationStack(path:)`
  /// (the content of `navigationDestination(for:)`).
  var stackElements: [String: Set<String>] = [:]

  /// Per feature name, per field name: the action cases the views route a presentation's
  /// actions to (`action: \.cancelRemove`), where its dismissal arrives.
  var presentationActions: [String: [String: Set<String>]] = [:]

  /// Which cases of a field holding an enum reducer the views present one by one.
  var cases: ViewCaseUses?

  /// Records a use; a presentation anywhere outweighs drawing in place elsewhere, which
  /// outweighs a mere mention.
  mutating func record(_ use: ViewUse, feature: String, field: String) {
    let rank: (ViewUse?) -> Int = {
      switch $0 {
      case .presented?: 3
      case .inline?: 2
      case .mentioned?: 1
      case .notFound?, nil: 0
      }
    }
    if rank(byFeature[feature]?[field]) >= rank(use) { return }
    byFeature[feature, default: [:]][field] = use
  }

  /// Features sharing a state hold the same fields and have one view (`FeaturesByState`):
  /// each gets every use any of them has. The view is the screen of the one standing for them
  /// only (`featuresWithViews` is left as it is).
  mutating func share(among byState: FeaturesByState) {
    for names in byState.groups.values {
      if names.contains(where: projectingFeatures.contains) { projectingFeatures.formUnion(names) }
      for name in names {
        for (field, use) in byFeature[name] ?? [:] {
          for other in names where other != name { record(use, feature: other, field: field) }
        }
        for other in names where other != name {
          stackElements[other, default: []].formUnion(stackElements[name] ?? [])
        }
      }
    }
  }

  /// `facts` with each field's view use and whether the feature's views were found.
  func apply(to facts: [FeatureFacts]) -> [FeatureFacts] {
    facts.map { feature in
      var feature = feature
      feature.viewsFound = featuresWithViews.contains(feature.name)
      if let uses = byFeature[feature.name] {
        for index in feature.fields.indices {
          feature.fields[index].viewUse = uses[feature.fields[index].name] ?? .notFound
        }
      }
      if let routed = presentationActions[feature.name] {
        for index in feature.fields.indices {
          feature.fields[index].presentationActions = routed[feature.fields[index].name] ?? []
        }
      }
      if let pushed = stackElements[feature.name] {
        for index in feature.fields.indices where pushed.contains(feature.fields[index].name) {
          feature.fields[index].isStackElement = true
        }
      }
      if let prompts = prompts[feature.name] {
        for index in feature.fields.indices where feature.fields[index].prompt != nil {
          feature.fields[index].prompt =
            prompts[feature.fields[index].name] ?? feature.fields[index].prompt
        }
      }
      if let cases {
        for index in feature.fields.indices {
          guard let child = feature.fields[index].child?.featureName else { continue }
          feature.fields[index].casesPresentedOneByOne = cases.casesPresentedOneByOne(
            feature: feature.name, field: feature.fields[index].name, enumName: child)
        }
      }
      for index in feature.fields.indices where feature.fields[index].viewUse == .notFound {
        let name = feature.fields[index].name
        let lastName = name.split(separator: ".").last.map(String.init) ?? name
        if projectingFeatures.contains(feature.name) || namedBelowOtherFields.contains(lastName) {
          feature.fields[index].viewUse = .mentioned
        }
      }
      return feature
    }
  }
}
