import NavGraphCore

extension ViewerFlow {
  /// The slider's view of a recorded trace: each step's action, and the edges its navigation
  /// events travelled.
  package init(_ trace: Trace) {
    self.init(
      name: trace.name ?? "a flow of \(trace.root)",
      steps: trace.steps.map { step in
        Step(label: step.action, visits: step.events.map { event in
          Visit(feature: event.feature, field: event.field, via: event.via, case: event.case,
                to: event.to)
        })
      })
  }
}
