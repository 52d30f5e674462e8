import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides NavGraph's macros.
@main
struct NavGraphMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [ReducerMacro.self, ObservableStateMacro.self]
}
