import ComposableArchitecture

@Reducer
public struct ProfileReducer { /*@feature ProfileReducer struct*/
  @ObservableState
  public struct State {
    @Presents var picker: Picker<Avatar>.State? /*@edge ProfileReducer Picker presentation picker*/
    public init() {}
  }
  public enum Action {
    case picker(PresentationAction<Picker<Avatar>.Action>)
    case delegate(Delegate)
    public enum Delegate { case openSettings, openDetail }
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$picker, action: \.picker) {
        Picker<Avatar>()
      }
  }
}

@Reducer
public struct Picker<Element: Hashable> { /*@feature Picker struct*/
  @ObservableState public struct State { var options: [Element] = [] }
  public enum Action { case picked(Element) }
}

@Reducer
public struct DetailFeature { /*@feature ProfileFeature.DetailFeature struct*/
  @ObservableState public struct State { public init() {} }
  public enum Action {}
}

public struct Avatar: Hashable {}
/*@root AppFeature*/
