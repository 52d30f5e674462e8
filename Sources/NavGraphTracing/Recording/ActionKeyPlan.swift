@_spi(Reflection) import CasePaths
import Foundation
import NavGraphRuntime

/// How to write down the key of an action of one type for ``TraceActionDescription/Cache``:
/// the enum case at each level, down to the first payload that is plain data (no references,
/// at most 64 bytes), then that payload's bytes; a payload of several values (a tuple) is the
/// keys of its values one after the other. Equal keys are equal values, so they are described
/// the same.
///
/// Worked out once per type from its runtime metadata; writing a key then reads the action in
/// place (enum tags, payloads projected as ``EnumLayout`` projects them), with no `Any` box,
/// cast or table lookup per level. A payload of existential type, or one whose plain data is
/// further down than ``maximumDepth`` levels, has no key: such actions are described every time.
final class ActionKeyPlan: @unchecked Sendable {
  enum Shape {
    /// Plain data of this many bytes: its bytes end the key.
    case bytes(Int)
    case enumeration(EnumLevel)
    /// A tuple that is not plain data as a whole (`(id: StackElementID, action: Action)`,
    /// whose action holds an `indirect` case): each element's key, at its offset.
    case tuple([(offset: Int, plan: ActionKeyPlan)])
    /// No key: references, strings or arrays all the way down, or an existential.
    case opaque
  }

  /// One enum level: its case, then the plan of that case's payload.
  struct EnumLevel {
    struct Case {
      let plan: ActionKeyPlan
      let isIndirect: Bool
    }

    let layout: EnumLayout
    let cases: [Case]
    /// Calls the payload's plan on a copy of the value, projected (which changes the value).
    let appendPayload: (UnsafeRawPointer, UInt32, Case, Int, inout [UInt]) -> Bool
  }

  /// Set once, while the plan is built under the table's lock; only read after that, so the
  /// read on every step needs no exclusivity check.
  @exclusivity(unchecked) private(set) var shape: Shape = .opaque

  /// Enum levels followed to find plain data; deeper actions are described every time.
  static let maximumDepth = 8

  /// Appends the key of the value at `pointer` (of this plan's type, found `depth` levels
  /// down); false when it has none.
  func appendKey(_ pointer: UnsafeRawPointer, depth: Int, to key: inout [UInt]) -> Bool {
    switch shape {
    case let .bytes(count):
      key.append(UInt(count))
      var offset = 0
      while offset < count {
        var word: UInt = 0
        let length = min(MemoryLayout<UInt>.size, count - offset)
        withUnsafeMutableBytes(of: &word) {
          $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer + offset, count: length))
        }
        key.append(word)
        offset += length
      }
      return true
    case let .enumeration(level):
      guard depth < Self.maximumDepth else { return false }
      let tag = level.layout.tag(at: pointer)
      key.append(UInt(tag))
      guard Int(tag) < level.cases.count else { return false }
      return level.appendPayload(pointer, tag, level.cases[Int(tag)], depth + 1, &key)
    case let .tuple(elements):
      guard depth < Self.maximumDepth else { return false }
      for element in elements {
        guard element.plan.appendKey(pointer + element.offset, depth: depth + 1, to: &key)
        else { return false }
      }
      return true
    case .opaque:
      return false
    }
  }

  /// The plan for actions (and payloads) of `type`.
  static func plan(for type: any Any.Type) -> ActionKeyPlan {
    table.lock.lock()
    defer { table.lock.unlock() }
    if let known = table.plans[ObjectIdentifier(type)] { return known }
    let plan = ActionKeyPlan()
    // In the table before it is built: an indirect enum holding itself finds this plan.
    table.plans[ObjectIdentifier(type)] = plan
    func shape<Value>(_: Value.Type) -> Shape { plan.shape(of: Value.self) }
    plan.shape = _openExistential(type, do: shape)
    return plan
  }

  private final class Table: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var plans: [ObjectIdentifier: ActionKeyPlan] = [:]
  }

  private static let table = Table()

  private func shape<Value>(of _: Value.Type) -> Shape {
    if _isPOD(Value.self), MemoryLayout<Value>.size <= 64 {
      return .bytes(MemoryLayout<Value>.size)
    }
    if let tuple = TupleLayout(Value.self) {
      return .tuple(tuple.elements.map { ($0.offset, Self.plan(for: $0.type)) })
    }
    guard let layout = EnumLayout(Value.self), layout.hasFieldDescriptor,
      let metadata = EnumMetadata(Value.self)
    else { return .opaque }
    let cases = (0..<layout.caseCount).map { tag in
      EnumLevel.Case(
        plan: Self.plan(
          for: EnumPayload.unwrappingSingleElementTuple(metadata.associatedValueType(forTag: tag))),
        isIndirect: layout.isIndirectCase(tag: tag))
    }
    return .enumeration(
      EnumLevel(layout: layout, cases: cases) { pointer, tag, payloadCase, depth, key in
        layout.withPayload(
          of: pointer.assumingMemoryBound(to: Value.self), tag: tag,
          isIndirect: payloadCase.isIndirect
        ) { payload in
          payloadCase.plan.appendKey(payload, depth: depth, to: &key)
        }
      })
  }
}
