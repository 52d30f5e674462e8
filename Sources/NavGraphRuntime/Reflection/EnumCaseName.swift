@_spi(Reflection) import CasePaths

/// The name of the case of enum `Enum` whose payload is a `Payload`, read from the enum's
/// runtime records: what `Scope(state: \.loggedIn, ...)` and `ifCaseLet(\.loggedIn, ...)`
/// scope to. A case key path cannot say it (it describes itself as `<computed 0x…>`).
///
/// `nil` when no case, or more than one, holds exactly that payload: the walker then draws the
/// edge without a case rather than guess.
func enumCaseName(holding payload: any Any.Type, in enumType: any Any.Type) -> String? {
  guard let layout = EnumLayout(enumType), layout.hasFieldDescriptor,
    let metadata = EnumMetadata(enumType)
  else { return nil }
  let matches = (0..<layout.caseCount).filter { tag in
    EnumPayload.unwrappingSingleElementTuple(metadata.associatedValueType(forTag: tag))
      == payload
  }
  guard matches.count == 1 else { return nil }
  return metadata.caseName(forTag: matches[0])
}
