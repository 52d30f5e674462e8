import NavGraphCore

/// Reads how views use each feature's fields: a field whose scoped store a presentation is
/// handed — a modifier, or a view helper that hands its store to one — (or whose edge a view
/// styled) is presented; one a view scopes to only to draw it is drawn in place. It changes no
/// edge.
struct ViewUsePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var uses = ViewUses()
    for edge in model.edges where edge.kind.isNavigation {
      guard let field = edge.field, let style = edge.style, style != .navigationStack else {
        continue
      }
      uses.record(.presented, feature: edge.from, field: field)
      // A prompt held directly: its edge's kind is what the view showed it as (`StylePass`).
      if edge.via == nil, let prompt = edge.kind.promptKind {
        uses.prompts[edge.from, default: [:]][field] = prompt
      }
    }
    var owners = ViewOwners(model)
    uses.featuresWithViews = owners.featuresWithViews(in: model)
    // Helpers that present the store they are handed, in any file.
    let helpers = Set(model.summaries.flatMap(\.presentingHelpers))
    var fieldsByName: [String: [FieldName]] = [:]
    for feature in model.features.values {
      fieldsByName[feature.name] = feature.fields.map { FieldName($0.record.name) }
    }
    for summary in model.summaries where !summary.file.isTest {
      for record in summary.viewScopes {
        let subject = owners.cachedSubject(
          storeType: record.storeType, scope: record.scope, module: summary.file.module,
          in: model)
        guard case .feature(let owner?) = subject,
          let field = Self.field(of: record.state, among: fieldsByName[owner] ?? [])
        else { continue }
        uses.featuresWithViews.insert(owner)
        let isPresented = record.isPresented || record.handedTo.map(helpers.contains) == true
        uses.record(isPresented ? .presented : .inline, feature: owner, field: field)
      }
    }
    for summary in model.summaries where !summary.file.isTest {
      for mention in summary.viewMentions {
        guard
          case .feature(let owner?) = owners.cachedSubject(
            storeType: mention.storeType, scope: mention.scope, module: summary.file.module,
            in: model)
        else { continue }
        let fields = fieldsByName[owner] ?? []
        if let field = Self.field(of: mention.path, among: fields) {
          uses.record(.mentioned, feature: owner, field: field)
        }
        uses.namedBelowOtherFields.formUnion(mention.path.dropFirst())
      }
    }
    model.viewUses = uses
  }

  /// The longest field a state path starts with (`resources.stakeUnitList` before
  /// `resources`).
  private static func field(of state: [String], among fields: [FieldName]) -> String? {
    var best: String?
    var bestLength = 0
    for field in fields {
      let parts = field.parts
      guard parts.count > bestLength, parts.count <= state.count,
        zip(parts, state).allSatisfy({ $0 == $1 })
      else { continue }
      best = field.name
      bestLength = parts.count
    }
    return best
  }

  /// A field's name and its dotted parts (`paths.about`), split once for every path matched
  /// against it.
  private struct FieldName {
    var name: String
    var parts: [Substring]

    init(_ name: String) {
      self.name = name
      parts = name.split(separator: ".")
    }
  }
}
