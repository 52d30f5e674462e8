import NavGraphVocabulary
import SwiftSyntax
import SwiftSyntaxMacros

/// One case of a `@Reducer enum`, classified the way the synthesised `State`, `Action` and `body`
/// need it (N-3…N-5).
struct ReducerCase {
  enum Kind {
    /// `case addItem(AddFeature)` or `case meeting(Meeting = Meeting(...))`. `reflectedType` is
    /// the reducer type reflection records: `type` itself, or for a group of cases
    /// (`case articles(Articles.Body = Articles.body)`) the enum reducer holding them.
    case feature(type: String, reducer: String, reflectedType: String)
    /// `case alert(AlertState<Alert>)`: state kept as written, action is the alert's action.
    case ephemeral(stateType: String, actionType: String, prompt: PromptKind)
    /// Anything else: state kept verbatim, no action.
    case ignored(stateDeclaration: String)
  }

  let name: String
  let kind: Kind
  let element: EnumCaseElementSyntax
  /// Marked `@ReducerCaseIgnored`, as opposed to left alone for the shape of its payload.
  let isMarkedIgnored: Bool

  init(_ element: EnumCaseElementSyntax, ignored: Bool) {
    self.name = element.name.text
    self.element = element
    self.isMarkedIgnored = ignored
    let parameters = element.parameterClause?.parameters
    guard !ignored, let parameters, parameters.count == 1, let parameter = parameters.first,
      parameter.firstName == nil
    else {
      self.kind = .ignored(stateDeclaration: element.trimmedDescription)
      return
    }
    let type = parameter.type.trimmedDescription
    if let generic = parameter.type.as(IdentifierTypeSyntax.self),
      let prompt = PromptKind(stateTypeName: generic.name.text),
      let argument = generic.genericArgumentClause?.arguments.first
    {
      self.kind = .ephemeral(
        stateType: type, actionType: argument.argument.trimmedDescription, prompt: prompt)
      return
    }
    guard parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else {
      self.kind = .ignored(stateDeclaration: element.trimmedDescription)
      return
    }
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
    self.kind = .feature(
      type: type, reducer: reducer,
      reflectedType: Self.groupedEnum(type: parameter.type, reducer: reducer) ?? type)
  }

  /// `Articles` for `Articles.Body = Articles.body`: the enum reducer whose cases a case holds
  /// as a group, through the type and value of its static `body`.
  private static func groupedEnum(type: TypeSyntax, reducer: String) -> String? {
    guard let member = type.as(MemberTypeSyntax.self), member.name.text == "Body" else {
      return nil
    }
    let base = member.baseType.trimmedDescription
    return reducer == base + ".body" ? base : nil
  }

  var stateCase: String {
    switch kind {
    case let .feature(type, _, _): "case \(name)(\(type).State)"
    case let .ephemeral(stateType, _, _): "case \(name)(\(stateType))"
    case let .ignored(declaration): "case \(declaration)"
    }
  }

  var actionCase: String {
    switch kind {
    case let .feature(type, _, _): "case \(name)(\(type).Action)"
    case let .ephemeral(_, actionType, _): "case \(name)(\(actionType))"
    case .ignored: "case \(name)(Swift.Never)"
    }
  }

  /// The role the metadata records for the case.
  var role: CaseRole {
    switch kind {
    case .feature: .feature
    case let .ephemeral(_, _, prompt): CaseRole(prompt)
    case .ignored: isMarkedIgnored ? .ignored : .data
    }
  }

  /// The reflection record: name, child reducer type, role, payload and where the case is.
  func reflection(in context: some MacroExpansionContext) -> String {
    let location = context.location(
      of: element.name, at: .afterLeadingTrivia, filePathMode: .fileID)
    let position =
      "line: \(location?.line.trimmedDescription ?? "0"), "
      + "column: \(location?.column.trimmedDescription ?? "0")"
    switch kind {
    case let .feature(_, _, reflectedType):
      return ".init(name: \"\(name)\", reducerType: \(reflectedType).self, "
        + "role: .\(role.rawValue), " + position + ")"
    case .ephemeral:
      return ".init(name: \"\(name)\", reducerType: nil, role: .\(role.rawValue), \(position))"
    case .ignored:
      let payload = element.parameterClause?.parameters.first.map {
        "\"\($0.type.trimmedDescription)\""
      } ?? "nil"
      return ".init(name: \"\(name)\", reducerType: nil, role: .\(role.rawValue), "
        + "payloadType: \(payload), " + position + ")"
    }
  }
}
