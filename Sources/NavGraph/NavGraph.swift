// The module an app's features import instead of `ComposableArchitecture`, and its tests with
// them: the runtime (reducers, stores, navigation), the tracing that records and reflects it,
// and the graph model tracing speaks in. Rendering, the scanner and lint are separate modules
// (`NavGraphRendering`, `NavGraphSyntax`, `NavGraphLint`), so code that imports this one needs
// neither Graphviz nor swift-syntax.
@_exported import NavGraphCore
@_exported import NavGraphRuntime
@_exported import NavGraphTracing
