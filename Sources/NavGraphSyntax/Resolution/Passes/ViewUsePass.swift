import NavGraphCore

/// Reads how views use each feature's fields: a field whose scoped store a presentation is
/// handed — a modifier, or a view helper that hands its store to one — (or whose edge a view
/// styled) is presented; one a view scopes to only to draw it is drawn in place. A view's
/// state path is matched with the fields of the feature whose store the view holds, and
/// followed through them (`ViewFieldIndex`); only a path the scan cannot follow is matched by
/// its names. It changes no edge.
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
    let fields = ViewFieldIndex(model)
    var cases = ViewCaseUses(model)
    for summary in model.summaries where !summary.file.isTest {
      for record in summary.viewScopes {
        let subject = owners.cachedSubject(
          storeType: record.storeType, scope: record.scope, module: summary.file.module,
          file: summary.file.absolutePath,
          in: model)
        guard case .feature(let owner?) = subject else {
          cases.recordPresentation(record.state, in: subject)
          continue
        }
        guard let (field, length) = fields.field(of: record.state, in: owner) else {
          // A name the feature does not store: a computed property over its fields, which
          // the scan does not follow into (`store.scope(state: \.favorite, ...)` over `alert`
          // and `isFavorite`), handed to a view that may present any of them.
          if !record.state.isEmpty { uses.projectingFeatures.insert(owner) }
          continue
        }
        // A child state derived from stored fields hands them to views the scan does not tie
        // to this feature, as a computed property it does not follow does.
        if field.isDerived { uses.projectingFeatures.insert(owner) }
        if !model.isPreview(scope: record.scope) { uses.featuresWithViews.insert(owner) }
        let isPresented = record.isPresented || record.handedTo.map(helpers.contains) == true
        uses.record(isPresented ? .presented : .inline, feature: owner, field: field.name)
        if record.isStackElement { uses.stackElements[owner, default: []].insert(field.name) }
        if isPresented, let action = record.action {
          uses.presentationActions[owner, default: [:]][field.name, default: []].insert(action)
        }
        cases.recordScope(
          feature: owner, field: field.name, below: record.state.dropFirst(length),
          isPresented: record.isPresented)
      }
      for record in summary.viewStyles {
        let subject = owners.cachedSubject(
          storeType: record.storeType, scope: record.scope, module: summary.file.module,
          file: summary.file.absolutePath,
          in: model)
        cases.recordPresentation(record.state, in: subject)
      }
    }
    for summary in model.summaries where !summary.file.isTest {
      for mention in summary.viewMentions {
        guard
          case .feature(let owner?) = owners.cachedSubject(
            storeType: mention.storeType, scope: mention.scope, module: summary.file.module,
            file: summary.file.absolutePath,
            in: model)
        else { continue }
        record(mention, of: owner, through: fields, in: &uses)
        if mention.isStoreRead, let (field, _) = fields.field(of: mention.path, in: owner) {
          cases.recordWholeRead(feature: owner, field: field.name)
        }
      }
    }
    uses.share(among: owners.byState)
    uses.cases = cases
    model.viewUses = uses
  }

  /// A path a view of `owner` names: the field it starts with is mentioned, and so is each
  /// field it goes on through in the features they hold; the names below a field holding an
  /// enum reducer are its cases. Where the path leaves what the scan resolved, the rest is
  /// kept by name, for a child whose feature the scan cannot pin.
  private func record(
    _ mention: ViewMentionRecord, of owner: String, through fields: ViewFieldIndex,
    in uses: inout ViewUses
  ) {
    var feature = owner
    var rest = mention.path[...]
    while !rest.isEmpty {
      guard let (field, length) = fields.field(of: rest, in: feature) else {
        // Below the owner's own names, what a child declares out of the scan's sight (a
        // computed property); the owner's first name itself is not one of its fields.
        uses.namedBelowOtherFields.formUnion(feature == owner ? rest.dropFirst() : rest)
        return
      }
      uses.record(.mentioned, feature: feature, field: field.name)
      rest = rest.dropFirst(length)
      switch field.holding {
      case .fields(let child)?: feature = child
      case .cases?: return
      case nil:
        uses.namedBelowOtherFields.formUnion(rest)
        return
      }
    }
  }
}
