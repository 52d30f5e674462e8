@_spi(Reflection) import CasePaths
import Foundation

/// A case path into `Root` that, once it has seen its case, reads the payload straight out of
/// the enum's memory instead of going through the case key path machinery (boxing into `Any`,
/// a dynamic cast and a key path projection per call: about a microsecond, twice per action in
/// a stack → destination tree).
///
/// Only for the `action:` paths of `ifLet` on `PresentationState` and `forEach` on `StackState`,
/// where `Value` is a `PresentationAction` or a `StackAction`. There the shortcut is provably the
/// same as the case path: if the case's payload has exactly the type `Value`, the path cannot go
/// any deeper (neither type has a case whose payload is itself), so it names exactly that case.
/// Until that is proven the slow path answers; if it can't be, the slow path answers always.
@usableFromInline
final class ProjectingCasePath<Root, Value>: @unchecked Sendable {
  let casePath: AnyCasePath<Root, Value>
  private let layout: EnumLayout?
  private let lock = NSLock()
  private var state = CasePathLearning.unknown

  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.layout = EnumLayout(Root.self)
  }

  @usableFromInline
  func embed(_ value: Value) -> Root { casePath.embed(value) }

  @usableFromInline
  func extract(from root: Root) -> Value? {
    guard let layout else { return casePath.extract(from: root) }
    lock.lock()
    let state = state
    lock.unlock()
    switch state {
    case let .projecting(tag, isIndirect):
      guard layout.tag(of: root) == tag else { return nil }
      return layout.payload(of: root, tag: tag, isIndirect: isIndirect, as: Value.self)
    case .notProjectable:
      return casePath.extract(from: root)
    case .unknown:
      let value = casePath.extract(from: root)
      if value != nil { learn(from: root, layout: layout) }
      return value
    }
  }

  private func learn(from root: Root, layout: EnumLayout) {
    let tag = layout.tag(of: root)
    let payload = EnumMetadata.project(root)
    let learned: CasePathLearning =
      payload.map({ type(of: $0) == Value.self }) == true
      ? .projecting(tag: tag, isIndirect: layout.isIndirectCase(tag: tag)) : .notProjectable
    lock.lock()
    state = learned
    lock.unlock()
  }
}

/// What a ``ProjectingCasePath`` knows about its case. Outside the generic class: a type nested
/// in it would be generic too, and reading it would look up its metadata on every call.
private enum CasePathLearning {
  case unknown
  case projecting(tag: UInt32, isIndirect: Bool)
  case notProjectable
}
