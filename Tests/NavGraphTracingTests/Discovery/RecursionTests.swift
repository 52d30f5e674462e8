import NavGraph
import Testing

// A folder browser whose `Path` pushes folders inside folders, and two features that present
// each other: both recursions must be discovered once and terminate.

@Reducer
struct FolderFeature {
  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
  }

  // Recursive actions are `indirect`, as in TCA.
  indirect enum Action {
    case path(StackActionOf<Path>)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Path {
    case folder(FolderFeature)
    case file(FileFeature)
  }

  @Reducer
  enum Destination {
    case share(ShareFeature)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path)
      .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct FileFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// Presents `ContactFeature`, which presents this one again.
@Reducer
struct ShareFeature {
  @ObservableState
  struct State {
    @Presents var contact: ContactFeature.State?
  }

  indirect enum Action {
    case contact(PresentationAction<ContactFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$contact, action: \.contact) { ContactFeature() }
  }
}

@Reducer
struct ContactFeature {
  @ObservableState
  struct State {
    @Presents var share: ShareFeature.State?
  }

  indirect enum Action {
    case share(PresentationAction<ShareFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$share, action: \.share) { ShareFeature() }
  }
}

@Suite struct RecursionTests {
  @Test func recursiveStackAndMutualPresentationTerminate() {
    let graph = NavigationGraph(reflecting: FolderFeature())
    #expect(graph.roots == ["FolderFeature"])
    #expect(
      graph.features.map(\.name) == [
        "ContactFeature", "FileFeature", "FolderFeature", "FolderFeature.Destination",
        "FolderFeature.Path", "ShareFeature",
      ])
    let edges = graph.edges.map { "\($0.from) -\($0.kind.rawValue)[\($0.field ?? "")\($0.case.map { "." + $0 } ?? "")]-> \($0.to)" }
    #expect(
      edges == [
        "ContactFeature -presentation[share]-> ShareFeature",
        "FolderFeature -destination[destination.share]-> ShareFeature",
        "FolderFeature -stack[path.file]-> FileFeature",
        "FolderFeature -stack[path.folder]-> FolderFeature",
        "ShareFeature -presentation[contact]-> ContactFeature",
      ])
  }

  @Test func presentationFieldsAreNamedFromTheMacrosFieldTable() throws {
    let field = try #require(
      ShareFeature._navigationReflection.field(for: \ShareFeature.State.$contact))
    #expect(field.name == "contact")
    // The projection's key path describes itself only as an address: the table is needed.
    #expect("\(\ShareFeature.State.$contact)".contains("<computed"))
  }
}
