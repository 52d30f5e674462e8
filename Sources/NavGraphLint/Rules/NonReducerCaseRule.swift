import NavGraphCore

/// A `@Reducer enum` case whose single payload is a type that is not a reducer.
package struct NonReducerCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "non-reducer-case",
    defaultSeverity: .warning,
    summary: "A case of a @Reducer enum (Destination, Path) holding a type that is not a "
      + "reducer, without @ReducerCaseIgnored.",
    rationale: """
      The `@Reducer` macro on an enum treats a case with one unlabeled associated value as a \
      child feature: it writes `case detail(Item.State)` into `State`, \
      `case detail(Item.Action)` into `Action`, and a `Scope` in the body. When `Item` is \
      plain data rather than a reducer, that expansion refers to types that do not exist and \
      the compiler's errors point into macro-generated code. Hold the child feature \
      (`case detail(ItemDetail)`), or mark a data case `@ReducerCaseIgnored` (or give it a \
      label or a second value, which the macro also leaves alone). Only types declared in \
      the scanned sources are checked, so a reducer from an unscanned package is not \
      reported.
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path {
            case detail(Detail)
            case ↓meeting(Meeting)
          }
        }
        @Reducer struct Detail {}
        struct Meeting: Hashable { var id: Int }
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path {
            case detail(Detail)
            @ReducerCaseIgnored
            case meeting(Meeting)
            case record(Meeting, syncUp: SyncUp)
            case alert(AlertState<Alert>)
            case external(PackageFeature)
            enum Alert { case ok }
          }
        }
        @Reducer struct Detail {}
        struct Meeting: Hashable { var id: Int }
        struct SyncUp: Hashable { var id: Int }
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features where feature.kind == .enum {
      for item in feature.reducerCases {
        guard item.kind == .data, item.isDeclaredNonReducer, item.attribute == nil,
          item.payloadCount == 1, !item.isFirstPayloadLabeled
        else { continue }
        let type = item.payloadText ?? "its payload"
        result.append(
          finding(
            feature: feature.name, case: item.name, location: item.location,
            message: feature.apiGeneration == .tca2
              ? "\(feature.name).\(item.name) holds \(type), which is not a feature: the "
                + "@Feature macro expects \(type).State and \(type).Action; hold a feature"
              : "\(feature.name).\(item.name) holds \(type), which is not a reducer: "
                + "the @Reducer macro expects \(type).State and \(type).Action; hold a feature "
                + "or mark the case @ReducerCaseIgnored"))
      }
    }
    return result
  }
}
