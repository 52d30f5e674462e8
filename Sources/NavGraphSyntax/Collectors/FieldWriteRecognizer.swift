@_spi(RawSyntax) import SwiftSyntax

/// Recognises writes to state fields by assignment (`state.alert = AlertState(...)`,
/// `self.alert = alert`, `state.alert = nil`). A state's initializer writes them too, through
/// its labelled arguments (`StateInitializerRecognizer`).
enum FieldWriteRecognizer {
  /// The writes of the assignments in one unfolded sequence (`a = b`, `a.b = c ?? d`).
  static func recognize(
    _ sequence: SequenceExprSyntax, initializerParameters: Set<String>, context: CallContext
  ) -> [FieldWriteRecord] {
    // Most sequences are arithmetic or comparisons: look for `=` in the raw tree first.
    let raw = sequence.raw.cast(RawSequenceExprSyntax.self)
    guard raw.elements.elements.contains(where: { $0.is(RawAssignmentExprSyntax.self) }) else {
      return []
    }
    var writes: [FieldWriteRecord] = []
    // Walked once, without copying the elements: `target = value`, an assignment between. The
    // value is the element after `=`, unless an operator follows it (`flag ? .init() : nil`,
    // `a ?? b`): then it is only the first operand, and the write sets some value.
    var previous: ExprSyntax?
    var target: ExprSyntax?
    var pending: (target: ExprSyntax, value: ExprSyntax)?
    func flush(isCompound: Bool) {
      guard let (assigned, value) = pending else { return }
      pending = nil
      if let write = write(
        of: assigned, value: value, isCompound: isCompound, parameters: initializerParameters,
        context: context)
      {
        writes.append(write)
      }
    }
    for element in sequence.elements {
      defer { previous = element }
      if pending != nil { flush(isCompound: !element.is(AssignmentExprSyntax.self)) }
      if let assigned = target {
        target = nil
        pending = (assigned, element)
      }
      if element.is(AssignmentExprSyntax.self) { target = previous }
    }
    flush(isCompound: false)
    return writes
  }

  /// The write of `target = written`, when the target is a member path.
  private static func write(
    of target: ExprSyntax, value written: ExprSyntax, isCompound: Bool, parameters: Set<String>,
    context: CallContext
  ) -> FieldWriteRecord? {
    guard let path = StatePath.read(target, roots: context.stateRoots) else { return nil }
    let value: FieldWriteRecord.Value
    if isCompound {
      value = .value
    } else if written.is(NilLiteralExprSyntax.self) || isNone(written) {
      value = .clear
    } else if let name = written.as(DeclReferenceExprSyntax.self)?.baseName.identifierText,
      parameters.contains(name)
    {
      value = .parameter
    } else {
      value = .value
    }
    let isOnState = path.startsAtState || target.is(DeclReferenceExprSyntax.self)
    // How the value was made matters only for a path below some other value (`FieldWrites`).
    let isBuiltValue = isOnState || path.names.count == 1 || (!isCompound && isBuilt(written))
    return FieldWriteRecord(
      scope: context.scope, path: path.names, isOnState: isOnState, value: value,
      isBuiltValue: isBuiltValue, position: context.position(of: target))
  }

  /// `.none`, Optional's own spelling of nil.
  private static func isNone(_ value: ExprSyntax) -> Bool {
    guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil else {
      return false
    }
    return member.declName.baseName.text == "none"
  }

  /// A value built as a presentation's is: an implicit member (`.edit(...)`, `.init()`), a
  /// state or prompt built by its type (`Editor.State(...)`, `AlertState { }`).
  private static func isBuilt(_ value: ExprSyntax) -> Bool {
    var value = value
    if let marked = value.as(TryExprSyntax.self) { value = marked.expression }
    if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
    if let member = value.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return true }
      let name = member.declName.baseName.text
      return name == "State" || name == "init" || isBuilt(base)
    }
    guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return name.hasSuffix("State") || name == "Self"
  }
}
