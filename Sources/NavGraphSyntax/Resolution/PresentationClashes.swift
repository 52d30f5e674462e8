import NavGraphCore
import NavGraphFacts

/// The views that present from their own state on the view that also presents from the store
/// (`PresentationClash`), read from the presentation records the collectors kept in their one
/// walk: no second pass over the syntax.
struct PresentationClashes {
  var model: ScanModel

  /// What a view shows one of at a time. A pushed destination and a stack are not among them:
  /// they push, where these cover.
  static let modalStyles: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
  ]

  /// One view: the type the modifiers are written in, and where the view they are attached to
  /// starts.
  private struct View: Hashable {
    var scope: [String]
    var root: Position
  }

  func clashes() -> [PresentationClash] {
    var owners = ViewOwners(model)
    var result: [PresentationClash] = []
    for summary in model.appSummaries {
      var fromStore: [View: [ViewStyleRecord]] = [:]
      for record in summary.viewStyles
      where Self.modalStyles.contains(record.style) && !record.state.isEmpty {
        guard let root = record.chainRoot else { continue }
        fromStore[View(scope: record.scope, root: root), default: []].append(record)
      }
      guard !fromStore.isEmpty else { continue }
      for record in summary.unreadCalls where record.kind == .viewPresentation {
        guard let root = record.chainRoot,
          let presented = fromStore[View(scope: record.scope, root: root)],
          let local = Self.ownStatePresentation(record),
          case .feature(let feature?) = owners.cachedSubject(
            storeType: nil, scope: record.scope, module: summary.file.module,
            file: summary.file.absolutePath, in: model)
        else { continue }
        result.append(
          PresentationClash(
            feature: feature, view: record.scope.joined(separator: "."), local: local,
            fromStore: Self.spellings(presented), storeFields: Self.fields(presented),
            location: summary.file.location(record.position)))
      }
    }
    return result.sorted()
  }

  /// `alert(\.alert)`, `sheet(\.destination.addMember)`: the store's presentations, in the
  /// order they are written.
  private static func spellings(_ records: [ViewStyleRecord]) -> [String] {
    records.sorted { $0.position < $1.position }.map { record in
      "\(record.style)(\\.\(record.state.joined(separator: ".")))"
    }
  }

  /// The fields the store's presentations scope to, each once, in the order written.
  private static func fields(_ records: [ViewStyleRecord]) -> [String] {
    var seen = Set<String>()
    return records.sorted { $0.position < $1.position }.compactMap(\.state.first)
      .filter { seen.insert($0).inserted }
  }

  /// `sheet(isPresented: $isSharing)`, `popover(item: $selection)`: a modal presentation
  /// driven by a variable of the view's own (a `$` binding of a name that is not the store),
  /// as written; `nil` for anything else.
  private static func ownStatePresentation(_ record: UnreadCallRecord) -> String? {
    let style = String(record.spelling.prefix { $0 != "(" })
    guard modalStyles.contains(style), let subject = record.subject,
      subject.label == "isPresented" || subject.label == "item",
      !subject.isCut, !subject.rootIsStore,
      let name = ViewSites.bindingName(subject.text), subject.text == "$" + name,
      !ViewSites.storeNames.contains(name)
    else { return nil }
    return "\(style)(\(subject.label ?? ""): \(subject.text))"
  }
}
