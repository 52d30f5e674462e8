import NavGraphFacts

struct ConstructionRecord: Sendable, Codable {
  var scope: [String]
  var form: CaseConstructionForm
  /// The state field being written (`destination`, `path`), when the form says.
  var field: String?
  /// The type the case is spelled on (`Path.State` in `Path.State.detail(...)`).
  var qualifier: String?
  var caseName: String
  var position: Position
  /// The TCACoordinators route built around the case, which says how it is shown.
  var route: RouteKind? = nil
  /// The case its payload builds in turn, when the payload is one (`article` in
  /// `.articles(.article(...))`): a case holding a group of cases builds that one.
  var nestedCase: String? = nil
  /// For an event (`store.post(key: PushEvent.self, value: .detail(...))`), the key as
  /// written: its `Value` is the state of the enum the case is of.
  var eventKey: String? = nil
  /// The action handler it is built in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]? = nil
  /// Outside a handler, inside a method (`func presentDetail(_ state: inout State)`): its
  /// name, so that the handlers calling it stand for the one it lacks.
  var helper: String? = nil
}
