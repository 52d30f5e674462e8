import ComposableArchitecture

public struct SettingsReducer: Reducer { /*@feature SettingsReducer struct*/
  public struct State: Equatable {
    @PresentationState var detail: DetailFeature.State? /*@edge SettingsReducer SettingsFeature.DetailFeature presentation detail*/
    public init() {}
  }
  public enum Action: Equatable {
    case detail(PresentationAction<DetailFeature.Action>)
  }
  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$detail, action: /Action.detail) {
        DetailFeature()
      }
  }
}

public struct DetailFeature: Reducer { /*@feature SettingsFeature.DetailFeature struct*/
  public struct State: Equatable {}
  public enum Action: Equatable {}
  public var body: some ReducerOf<Self> { EmptyReducer() }
}
