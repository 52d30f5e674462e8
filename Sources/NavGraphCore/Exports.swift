// The analyses read and return the model's types, so every module that imports the machinery
// finds the graph (and the vocabulary it speaks) where it finds the analyses.
@_exported import NavGraphModel
