import Atomics
@_spi(Reflection) import CasePaths

/// A case path into `Root` that, once it has seen its case, reads the payload straight out of
/// the enum's memory instead of going through the case key path machinery (boxing into `Any`,
/// a dynamic cast and a key path projection per call: about a microsecond, twice per action in
/// a stack → destination tree).
///
/// Only for the `action:` paths of `ifLet` on `PresentationState` and `forEach` on `StackState`,
/// where `Value` is a `PresentationAction` or a `StackAction`. There the shortcut is the same as
/// the case path once the path is known to name one case of `Root` whose payload has exactly the
/// type `Value`. A recursive feature (one whose `Action` holds `PresentationAction<Action>`) also
/// has deeper paths of that type (`\.child.child`); ``namesCase(_:tag:layout:)`` tells them
/// apart. Until that is proven the slow path answers; if it can't be, the slow path answers
/// always.
@usableFromInline
final class ProjectingCasePath<Root, Value>: @unchecked Sendable {
  let casePath: AnyCasePath<Root, Value>
  private let layout: EnumLayout?
  /// A ``CasePathLearning`` as bits, atomic rather than behind a lock: read twice per action, it
  /// changes once, and a lock's acquire and release are two atomic operations each time.
  private let learning = ManagedAtomic<UInt64>(CasePathLearning.unknown.bits)

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.layout = EnumLayout(Root.self)
  }

  @usableFromInline
  func embed(_ value: Value) -> Root { casePath.embed(value) }

  @usableFromInline
  func extract(from root: Root) -> Value? {
    guard let layout else { return casePath.extract(from: root) }
    switch CasePathLearning(bits: learning.load(ordering: .relaxed)) {
    case let .projecting(tag, isIndirect):
      guard layout.tag(of: root) == tag else { return nil }
      return layout.payload(of: root, tag: tag, isIndirect: isIndirect, as: Value.self)
    case .notProjectable:
      return casePath.extract(from: root)
    case .unknown:
      return extractLearning(from: root, layout: layout)
    }
  }

  /// The first extractions, which learn the case. Out of line: binding the extracted optional
  /// needs `Optional<Value>`'s metadata, and inlined into `extract` the compiler fetches it at
  /// the top, on every call of the hot path, not only while learning.
  @inline(never)
  private func extractLearning(from root: Root, layout: EnumLayout) -> Value? {
    let value = casePath.extract(from: root)
    if let value { learn(from: root, value: value, layout: layout) }
    return value
  }

  private func learn(from root: Root, value: Value, layout: EnumLayout) {
    let tag = layout.tag(of: root)
    let payload = EnumMetadata.project(root)
    let isPayload = payload.map({ type(of: $0) == Value.self }) == true
    let learned: CasePathLearning =
      isPayload && namesCase(value, tag: tag, layout: layout)
      ? .projecting(tag: tag, isIndirect: layout.isIndirectCase(tag: tag)) : .notProjectable
    learning.store(learned.bits, ordering: .relaxed)
  }

  /// Whether the path embeds `value`, which it extracted, as the payload of `Root`'s case `tag`
  /// itself rather than deeper inside it. A deeper path of the same type reaches `Value` again
  /// only through the case of `Value` that holds the feature's action (`presented`, `element`),
  /// which is `indirect`; so it wraps what it embeds in a new box. The path names the case
  /// exactly when the payload of `embed(value)` is in `value`'s case and, for that `indirect`
  /// case, holds `value`'s own box.
  private func namesCase(_ value: Value, tag: UInt32, layout: EnumLayout) -> Bool {
    guard let valueLayout = EnumLayout(Value.self) else { return false }
    let root = casePath.embed(value)
    guard layout.tag(of: root) == tag else { return false }
    let payload = layout.payload(
      of: root, tag: tag, isIndirect: layout.isIndirectCase(tag: tag), as: Value.self)
    let valueTag = valueLayout.tag(of: value)
    guard valueLayout.tag(of: payload) == valueTag else { return false }
    guard valueLayout.isIndirectCase(tag: valueTag) else { return true }
    // An indirect case's payload is the address of its box, in the first word.
    func box(_ action: Value) -> UInt { withUnsafeBytes(of: action) { $0.load(as: UInt.self) } }
    return box(payload) == box(value)
  }
}

/// What a ``ProjectingCasePath`` knows about its case. Outside the generic class: a type nested
/// in it would be generic too, and reading it would look up its metadata on every call.
///
/// Stored as one word, so a whole learning is read or written at once; it is the only thing
/// published, so a relaxed load sees either `unknown` or a complete answer.
private enum CasePathLearning {
  case unknown
  case projecting(tag: UInt32, isIndirect: Bool)
  case notProjectable

  /// Kind in bits 0–1 (0 unknown, 1 not projectable, 2 projecting), `isIndirect` in bit 2, the
  /// tag in bits 32–63.
  var bits: UInt64 {
    switch self {
    case .unknown: 0
    case .notProjectable: 1
    case let .projecting(tag, isIndirect): 2 | (isIndirect ? 4 : 0) | UInt64(tag) << 32
    }
  }

  init(bits: UInt64) {
    switch bits & 3 {
    case 1: self = .notProjectable
    case 2:
      self = .projecting(tag: UInt32(truncatingIfNeeded: bits >> 32), isIndirect: bits & 4 != 0)
    default: self = .unknown
    }
  }
}
