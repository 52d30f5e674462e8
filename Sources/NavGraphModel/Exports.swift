// The graph speaks the vocabulary's words (`Edge.kind` is an `EdgeKind`, a case's role a
// `CaseRole`), so every module that reads a graph finds them where it finds the graph.
@_exported import NavGraphVocabulary
