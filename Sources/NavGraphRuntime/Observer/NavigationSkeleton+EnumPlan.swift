@_spi(Reflection) import CasePaths

extension NavigationSkeleton {
  /// The skeleton of an enum (not an `Optional`): its case, then its payload's skeleton, read
  /// the way `EnumPayload` reads payloads (a single-element tuple `case a(state: S)` is an `S`).
  /// A payload of several values (a tuple) is plain: neither the diff nor the state reader look
  /// inside one.
  package struct EnumPlan {
    private struct Case {
      let plan: Plan
      let isIndirect: Bool
    }

    private let layout: EnumLayout
    /// Per tag; nil where the case carries nothing that navigation could be reached through.
    private let cases: [Case?]
    /// Walks the payload of a copy of the value (projecting a payload changes the value).
    private let appendPayload:
      (UnsafeRawPointer, UInt32, Case, inout NavigationSkeleton) -> Bool

    /// Nil for an enum whose cases the runtime has no records of.
    init?<Enum>(_: Enum.Type) {
      guard let layout = EnumLayout(Enum.self), layout.hasFieldDescriptor,
        let metadata = EnumMetadata(Enum.self)
      else { return nil }
      self.layout = layout
      self.cases = (0..<layout.caseCount).map { tag in
        let type = EnumPayload.unwrappingSingleElementTuple(
          metadata.associatedValueType(forTag: tag))
        let plan = NavigationSkeleton.plan(for: type)
        return plan.isPlain ? nil : Case(plan: plan, isIndirect: layout.isIndirectCase(tag: tag))
      }
      self.appendPayload = { pointer, tag, payloadCase, skeleton in
        layout.withPayload(
          of: pointer.assumingMemoryBound(to: Enum.self), tag: tag,
          isIndirect: payloadCase.isIndirect
        ) { payload in
          payloadCase.plan.append(payload, to: &skeleton)
        }
      }
    }

    func append(_ pointer: UnsafeRawPointer, to skeleton: inout NavigationSkeleton) -> Bool {
      let tag = layout.tag(at: pointer)
      skeleton.words.append(UInt(tag))
      guard Int(tag) < cases.count, let payloadCase = cases[Int(tag)] else { return true }
      return appendPayload(pointer, tag, payloadCase, &skeleton)
    }
  }
}
