import Foundation
import NavGraphCore

extension LanguageServer {
  /// What a reducer, a presenting `State` field or an enum reducer's case presents and who
  /// presents it; also a reducer's name written anywhere.
  func hover(_ params: LSP.TextDocumentPositionParams) -> Result<JSONValue, ResponseError> {
    guard let place = place(params), let analysis = currentAnalysis() else {
      return .success(.null)
    }
    let description = NavigationDescription(analysis.navigation)
    let text: String
    if let declaration = declaration(at: place, in: analysis), shows(declaration, analysis) {
      text = description.describe(declaration.kind)
    } else if let name = featureNamed(at: place, in: analysis) {
      text = description.feature(name)
    } else {
      return .success(.null)
    }
    return .success(
      OutgoingMessage.json(LSP.Hover(contents: .init(kind: "markdown", value: text), range: nil)))
  }

  /// "presented by N · presents M" above each reducer of the document; a click draws its
  /// picture.
  func codeLenses(_ params: LSP.CodeLensParams) -> Result<JSONValue, ResponseError> {
    guard let path = DocumentURI.path(params.textDocument.uri), let file = reportedPath(path),
      let analysis = currentAnalysis()
    else { return .success(.array([])) }
    let navigation = analysis.navigation
    let lines = lineIndex(path)
    var lenses: [LSP.CodeLens] = []
    for declaration in navigation.declarations(inFile: file) {
      guard case .feature(let name) = declaration.kind else { continue }
      let presenters = navigation.presenters(of: name).count
      let presented =
        navigation.presented(by: name).count
        + (navigation.feature(named: name)?.kind == .enum
          ? analysis.graph.edges.filter { $0.via == name }.count : 0)
      let start = lines.position(
        line: declaration.location.line ?? 1, column: declaration.location.column ?? 1,
        in: encoding)
      lenses.append(
        LSP.CodeLens(
          range: LSP.Range(start: start, end: start),
          command: LSP.Command(
            title: "presented by \(presenters) · presents \(presented)",
            command: Self.showPictureCommand, arguments: [.string(name)])))
    }
    return .success(OutgoingMessage.json(lenses))
  }

  /// From a case of an enum reducer (or a presenting field) to the features it presents; from
  /// a reducer's name to its declaration.
  func definition(_ params: LSP.TextDocumentPositionParams) -> Result<JSONValue, ResponseError> {
    guard let place = place(params), let analysis = currentAnalysis() else {
      return .success(.null)
    }
    let navigation = analysis.navigation
    var targets: [String] = []
    switch declaration(at: place, in: analysis)?.kind {
    case .reducerCase(let enumReducer, let name)?:
      targets = navigation.presented(byCase: name, of: enumReducer).map(\.to)
    case .field(let owner, let name)?:
      targets = navigation.presented(by: owner, field: name).map(\.to)
    case .feature?, nil:
      targets = featureNamed(at: place, in: analysis).map { [$0] } ?? []
    }
    var seen = Set<String>()
    let locations = targets.filter { seen.insert($0).inserted }.compactMap { name in
      navigation.feature(named: name)?.location.map(location)
    }
    return .success(locations.isEmpty ? .null : OutgoingMessage.json(locations))
  }

  /// `navviz.showPicture` with a feature's name, or with a place (`{textDocument, position}`,
  /// as `make_position_params` gives it): the feature under the cursor.
  func execute(_ params: LSP.ExecuteCommandParams) -> Result<JSONValue, ResponseError> {
    guard params.command == Self.showPictureCommand else {
      return .failure(.invalidParams("unknown command \(params.command)"))
    }
    guard let analysis = currentAnalysis() else {
      return .failure(.requestFailed("the workspace cannot be read"))
    }
    let argument = params.arguments?.first
    var feature = argument?.stringValue
    if let argument, feature == nil,
      let position = try? argument.decode(LSP.TextDocumentPositionParams.self),
      let place = place(position)
    {
      feature = featureAround(place, in: analysis)
    }
    guard let feature, analysis.navigation.feature(named: feature) != nil else {
      return .failure(
        .invalidParams(
          "give a feature's name, or a place in a reducer's file ({textDocument, position})"))
    }
    return showPicture(of: feature, in: analysis)
  }

  /// A place in a document of the workspace: its path as the scan reports it, and the line
  /// (1-based) and byte column the scanner counts in.
  struct Place {
    var path: String
    var file: String
    var line: Int
    var column: Int
    var position: LSP.Position
  }

  func place(_ params: LSP.TextDocumentPositionParams) -> Place? {
    guard let path = DocumentURI.path(params.textDocument.uri), let file = reportedPath(path)
    else { return nil }
    let lines = lineIndex(path)
    return Place(
      path: path, file: file, line: params.position.line + 1,
      column: lines.column(of: params.position, in: encoding), position: params.position)
  }

  private func declaration(at place: Place, in analysis: Analysis) -> Declaration? {
    analysis.navigation.declaration(inFile: place.file, line: place.line, column: place.column)
  }

  /// A field says something when it takes part in navigation; a reducer and a case always do.
  private func shows(_ declaration: Declaration, _ analysis: Analysis) -> Bool {
    guard case .field(let owner, let name) = declaration.kind else { return true }
    return !analysis.navigation.presented(by: owner, field: name).isEmpty
      || analysis.navigation.facts(of: owner)?.field(named: name)?.child != nil
  }

  /// The reducer whose name (in full, or its last component when no other has it) is the word
  /// under the cursor.
  private func featureNamed(at place: Place, in analysis: Analysis) -> String? {
    guard let word = lineIndex(place.path).word(at: place.position, in: encoding) else {
      return nil
    }
    if analysis.navigation.feature(named: word) != nil { return word }
    let matches = analysis.graph.features.filter { $0.shortName == word }
    return matches.count == 1 ? matches[0].name : nil
  }

  /// The feature a place is about: the declaration there (a field's owner, a case's feature),
  /// else the reducer declared last above it in the file, else the one named under it. An enum
  /// reducer nested in a feature (`Path`, `Destination`) stands for that feature, whose
  /// picture shows its cases.
  private func featureAround(_ place: Place, in analysis: Analysis) -> String? {
    guard let name = declaredFeature(around: place, in: analysis) else { return nil }
    let navigation = analysis.navigation
    guard navigation.feature(named: name)?.kind == .enum, let dot = name.lastIndex(of: ".")
    else { return name }
    let owner = String(name[..<dot])
    return navigation.feature(named: owner) == nil ? name : owner
  }

  private func declaredFeature(around place: Place, in analysis: Analysis) -> String? {
    let navigation = analysis.navigation
    switch declaration(at: place, in: analysis)?.kind {
    case .feature(let name)?: return name
    case .field(let owner, _)?: return owner
    case .reducerCase(let enumReducer, let name)?:
      let target = navigation.presented(byCase: name, of: enumReducer).first?.to
      return target.flatMap { navigation.feature(named: $0) }?.name ?? enumReducer
    case nil: break
    }
    let above = navigation.declarations(inFile: place.file).last { declaration in
      guard case .feature = declaration.kind else { return false }
      return (declaration.location.line ?? 0) <= place.line
    }
    if case .feature(let name)? = above?.kind { return name }
    return featureNamed(at: place, in: analysis)
  }

  /// The LSP location of a scanner location.
  private func location(_ location: SourceLocation) -> LSP.Location {
    let path = absolutePath(location.file)
    let range = lineIndex(path).wordRange(
      line: location.line ?? 1, column: location.column ?? 1, in: encoding)
    return LSP.Location(uri: DocumentURI.uri(path: path), range: range)
  }
}
