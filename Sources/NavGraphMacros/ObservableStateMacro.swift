import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState` adds nothing here: there is no SwiftUI observation on Linux, but code
/// written for TCA spells it on every `State`, so it must be accepted.
public struct ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

extension ObservableStateMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
