import IssueReporting
import NavGraphModel
import NavGraphRuntime

/// Records a trace (trace-v1) of the actions a store reduces: attach it with
/// `store.addObserver(recorder)`, run the flow inside `recorder.withIssues { ... }` to keep the
/// runtime warnings it raises, then read `finish()`.
///
/// The recorder is only an observer: a store without one does none of this work (the store
/// checks for observers before it copies a state). Names come from the graph the reflection
/// walker discovers for the same root, never from code per feature.
@MainActor
public final class TraceRecorder: NavigationObserver {
  // The recorder's state is only touched on the main actor, by the recorder: the accesses on
  // every step need no exclusivity check.
  @exclusivity(unchecked) private var trace: Trace
  private let reader: NavigationStateReader
  /// Also fed by the test-suite issue router (`TestIssueRouter`).
  let collector = TraceIssueCollector()
  @exclusivity(unchecked) private var descriptions = TraceActionDescription.Cache()

  /// A recorder for stores of the root of `graph` (its first root unless `root` names one).
  public init(graph: NavigationGraph, root: String? = nil, name: String? = nil) {
    let root = root ?? graph.roots.first ?? ""
    self.trace = Trace(root: root, name: name)
    self.reader = NavigationStateReader(graph: graph, root: root)
  }

  /// A recorder for stores of `reducer`, with the graph discovered by reflecting it.
  public convenience init(reflecting reducer: some Reducer, name: String? = nil) {
    self.init(graph: NavigationGraph(reflecting: [reducer]), name: name)
  }

  /// Runs `body` with the recorder's issue reporter added to the current ones (`replacing`
  /// drops the others, e.g. the CLI's stderr reporter), so each warning lands on its step.
  public func withIssues<R>(
    replacing: Bool = false, _ body: () async throws -> R
  ) async rethrows -> R {
    let reporters = replacing ? [collector] : IssueReporters.current + [collector]
    return try await withIssueReporters(reporters) { try await body() }
  }

  /// The store need not keep its state before when this recorder kept the snapshot and the
  /// reading of the state after the store's previous step: that state is the state before.
  public func needsStateBefore(previousStep: Int?) -> Bool {
    guard let previousStep, let kept else { return true }
    return kept.step != previousStep
  }

  public func storeDidReduce(_ event: NavigationEvent) {
    let previous = lastReading.flatMap { $0.step == event.step.previousNumber ? $0 : nil }
    let hasSkeleton = usesSkeletons && writeSkeleton(of: event)
    defer {
      swap(&skeleton, &lastSkeleton)
      lastHasSkeleton = hasSkeleton
    }
    // The state before this step is the one after the store's previous step, when that step
    // was recorded here. Most steps navigate nowhere: when the skeletons of the two states are
    // equal there is nothing to compare or to read again.
    if let previous, hasSkeleton, lastHasSkeleton, skeleton == lastSkeleton {
      lastReading = (event.step.number, previous.reading)
      kept = kept.flatMap { $0.step == previous.step ? Kept(step: event.step.number, $0) : nil }
      skippedSteps += 1
      appendStep(event, before: previous.reading.nodes, after: previous.reading.nodes, events: [])
      return
    }
    recordComparing(event, previous: previous?.reading, keepsSnapshot: hasSkeleton)
  }

  /// Records a step by comparing the states before and after: with the snapshot kept of the
  /// state before when there is one, else with the state before the store kept.
  ///
  /// `keepsSnapshot`: the state's type has a skeleton (no existential), so a snapshot finds
  /// the same changes as the states would; the snapshot and the indexed reading of the state
  /// after are kept for the next step, which then needs no state before.
  private func recordComparing(
    _ event: NavigationEvent, previous: NavigationStateReader.Reading?, keepsSnapshot: Bool
  ) {
    let kept = self.kept.flatMap { $0.step == event.step.previousNumber ? $0 : nil }
    let before = previous ?? reader.read(event.before, indexed: false)
    // The readings with their index (state paths as strings) are only built for a step that
    // has changes to name, or whose reading is kept to name the next step's dismissals.
    var indexedBefore = kept?.reading
    var indexedAfter = keepsSnapshot ? reader.read(event.after) : nil
    let after = indexedAfter ?? reader.read(event.after, indexed: false)
    lastReading = (event.step.number, after)
    let snapshot = keepsSnapshot ? NavigationSnapshot.of(event.after) : nil
    let changes =
      if let kept, let snapshot {
        NavigationSnapshot.changes(from: kept.snapshot, to: snapshot)
      } else {
        event.changes
      }
    self.kept = snapshot.map { Kept(step: event.step.number, snapshot: $0, reading: after) }
    let events = changes.map { change in
      let reading: NavigationStateReader.Reading
      if change.kind == .presented || change.kind == .pushed {
        if indexedAfter == nil { indexedAfter = reader.read(event.after) }
        reading = indexedAfter!
      } else {
        if indexedBefore == nil { indexedBefore = reader.read(event.before) }
        reading = indexedBefore!
      }
      return traceEvent(for: change, in: reading)
    }
    appendStep(event, before: before.nodes, after: after.nodes, events: events)
  }

  /// What the recorder kept of the state after a step of the store: the snapshot the next
  /// step's state after is compared with, and the indexed reading its dismissals are named in.
  private struct Kept {
    let step: Int
    let snapshot: NavigationSnapshot
    let reading: NavigationStateReader.Reading

    init(step: Int, snapshot: NavigationSnapshot, reading: NavigationStateReader.Reading) {
      self.step = step
      self.snapshot = snapshot
      self.reading = reading
    }

    /// The same, now standing for a later step whose navigation did not change.
    init(step: Int, _ kept: Kept) {
      self.init(step: step, snapshot: kept.snapshot, reading: kept.reading)
    }
  }

  @exclusivity(unchecked) private var kept: Kept?

  private func appendStep(
    _ event: NavigationEvent, before: [NavigationStateNode], after: [NavigationStateNode],
    events: [TraceEvent]
  ) {
    trace.steps.append(
      TraceStep(
        action: event.values.withAction { pointer, type in
          descriptions.describe(pointer, type: type, action: { event.action })
        },
        before: before, after: after,
        events: events,
        effects: TraceEffects(
          started: event.step.effectsStarted, cancelled: event.step.effectsCancelled)))
    stepNumbers.append(event.step.number)
    file(collector.drain())
  }

  /// Writes the skeleton of the event's state after into `skeleton`; false when it has none.
  private func writeSkeleton(of event: NavigationEvent) -> Bool {
    skeleton.removeAll()
    return event.values.withAfter { pointer, type in
      let typeID = ObjectIdentifier(type)
      let plan: NavigationSkeleton.Plan
      if let known = rootPlan, known.type == typeID {
        plan = known.plan
      } else {
        plan = NavigationSkeleton.plan(for: type)
        rootPlan = (typeID, plan)
      }
      return skeleton.append(pointer, type: type, plan: plan)
    }
  }

  /// Whether steps whose navigation skeleton did not change skip the comparison (tests turn it
  /// off to check that both ways record the same trace).
  var usesSkeletons = true
  /// How many steps skipped the comparison.
  private(set) var skippedSteps = 0
  /// The skeleton of the state after this step, and after the latest recorded one (two
  /// buffers, swapped, so that writing one reuses its storage).
  @exclusivity(unchecked) private var skeleton = NavigationSkeleton()
  @exclusivity(unchecked) private var lastSkeleton = NavigationSkeleton()
  private var lastHasSkeleton = false
  @exclusivity(unchecked)
  private var rootPlan: (type: ObjectIdentifier, plan: NavigationSkeleton.Plan)?

  /// The trace so far. Warnings raised by effects after the last action go on the step that
  /// started the effect.
  public func finish() -> Trace {
    flushIssues()
    return trace
  }

  /// Puts the issues raised since the last step on their steps (the one whose effect raised
  /// each, else the latest). A test store calls this before it sends the next action, so an
  /// assertion that failed after a send stays with that send.
  func flushIssues() {
    file(collector.drain())
  }

  /// The store's number of each recorded step, in step order (so increasing).
  @exclusivity(unchecked) private var stepNumbers: [Int] = []
  /// The navigation state after the latest recorded step.
  @exclusivity(unchecked)
  private var lastReading: (step: Int, reading: NavigationStateReader.Reading)?

  /// Puts each warning on its step: the one whose effect raised it, else the latest.
  private func file(_ issues: [TraceIssueCollector.Pending]) {
    guard !trace.steps.isEmpty else { return }
    for pending in issues {
      let index = pending.effectStep.flatMap(stepIndex(ofNumber:)) ?? trace.steps.count - 1
      trace.steps[index].issues.append(pending.issue)
    }
  }

  private func stepIndex(ofNumber number: Int) -> Int? {
    var (low, high) = (0, stepNumbers.count)
    while low < high {
      let middle = (low + high) / 2
      if stepNumbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low < stepNumbers.count && stepNumbers[low] == number ? low : nil
  }

  /// The graph's names for a runtime change; the runtime's own names when the graph does not
  /// know the field (the matcher then reports the event as a miss instead of losing it).
  private func traceEvent(
    for change: NavigationChange, in reading: NavigationStateReader.Reading
  ) -> TraceEvent {
    let kind = change.kind
    let id = change.id?.generation
    if let node = reading.index[.init(statePath: change.statePath, id: id)] {
      return TraceEvent(
        kind, feature: node.feature, field: node.field, via: node.via, case: node.case,
        to: node.to, id: id)
    }
    let field = change.statePath.split(separator: ".").last.map(String.init) ?? change.statePath
    return TraceEvent(
      kind, feature: change.feature, field: field, case: change.caseName, to: change.feature,
      id: id)
  }
}
