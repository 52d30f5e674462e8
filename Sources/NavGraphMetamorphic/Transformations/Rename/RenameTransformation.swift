/// Renames every name the app declares, and every file, in one `RenameScheme`: consistently,
/// so the graph must be the same up to the renaming.
struct RenameTransformation: Transformation {
  let scheme: RenameScheme

  func apply(to app: ParsedApp) -> TransformedApp {
    let names = newNames(in: app.index)
    // A type of the app's named as a library's (its own `ButtonState`) keeps that name, so a
    // call of it reads as the library's (`ButtonState(role:action:)`), whose labels stay. A
    // feature's `State` and `Action` are the app's own, whose labels follow its fields.
    let labelledCallees = app.index.labelledCallees.renamed(
      excluding: ScannerVocabulary.all.subtracting(ScannerVocabulary.requirements))
    let renamed = app.rewritingFiles { _, tree in
      IdentifierRenamer(names: names, labelledCallees: labelledCallees).rewrite(tree).description
    }
    var mapping = NameMapping()
    for (old, new) in names where old != new.name { mapping.identifiers[old] = new.name }
    let (files, origins) = renamedFiles(renamed)
    return TransformedApp(sources: files, mapping: mapping, origins: origins)
  }

  /// A new name for each declared name the scanner's vocabulary does not hold, none of them
  /// a name the app already writes.
  func newNames(in index: AppIndex) -> [String: NewName] {
    var taken = index.written.union(ScannerVocabulary.all)
    var names: [String: NewName] = [:]
    var next = 0
    for (name, _) in index.sortedNames where !ScannerVocabulary.all.contains(name) {
      // `_name` and `$name` cannot be written with a backticked keyword after the prefix in
      // every place; such names keep theirs in that scheme.
      if scheme == .keywords, index.prefixedNames.contains(name) { continue }
      var attempt = 0
      while let new = scheme.name(for: name, index: next, attempt: attempt) {
        if new.name == name || !taken.contains(new.name) {
          names[name] = new
          taken.insert(new.name)
          break
        }
        attempt += 1
      }
      next += 1
    }
    return names
  }

  /// Every file renamed in the scheme, in its folder; a name ending in `Tests.swift` keeps
  /// that ending, which marks test code.
  private func renamedFiles(_ sources: AppSources) -> (AppSources, origins: [String: String]) {
    var files: [String: String] = [:]
    var origins: [String: String] = [:]
    for (index, path) in sources.sortedPaths.enumerated() {
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[...$0]) } ?? ""
      let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
      let ending = file.hasSuffix("Tests.swift") ? "Tests.swift" : ".swift"
      let base = String(file.dropLast(ending.count))
      var candidate = folder + scheme.fileName(for: base, index: index) + ending
      if files[candidate] != nil { candidate = folder + "\(index)_" + file }
      files[candidate] = sources.files[path]
      origins[candidate] = path
    }
    return (AppSources(files: files), origins)
  }
}
