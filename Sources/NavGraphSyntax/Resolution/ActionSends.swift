import NavGraphCore
import NavGraphFacts

/// The actions each feature's non-test code sends with a nested case named, by the feature
/// whose declaration (or extension) encloses the send. Resolved once, for the facts.
struct ActionSends: Sendable {
  private var sends: [TypeKey: [ActionSend]] = [:]

  init(_ model: ScanModel) {
    for summary in model.summaries where !summary.file.isTest && !summary.importsTestFramework {
      for record in summary.actionSends {
        guard
          let owner = model.enclosingFeature(scope: record.scope, module: summary.file.module)
        else { continue }
        sends[owner, default: []].append(
          ActionSend(path: record.path, location: summary.file.location(record.position)))
      }
    }
  }

  /// What `feature` sends, in source order.
  func sends(of feature: TypeKey) -> [ActionSend] {
    (sends[feature] ?? []).sorted { $0.location < $1.location }
  }

  /// What the patterns of the app's non-test code may match.
  static func answered(in summaries: [FileSummary]) -> AnsweredActions {
    var answered = AnsweredActions()
    for summary in summaries where !summary.file.isTest && !summary.importsTestFramework {
      for pattern in summary.actionPatterns {
        answered.insert(
          path: pattern.path, coversPayload: pattern.coversPayload,
          readsPayload: pattern.readsPayload)
      }
    }
    return answered
  }
}
