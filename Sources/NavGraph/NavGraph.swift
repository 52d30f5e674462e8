// The module an app's features import instead of `ComposableArchitecture`, and its tests with
// them: the runtime (reducers, stores, navigation), the tracing that records and reflects it,
// and the graph model tracing speaks in. The analyses, the scanner, lint and rendering are the
// package's own machinery (`package` access), so code that imports this one sees only the model
// and needs neither Graphviz nor swift-syntax. The model re-exports the vocabulary it speaks.
@_exported import NavGraphModel
@_exported import NavGraphRuntime
@_exported import NavGraphTracing
