import ComposableArchitecture
import ProfileFeature
import SettingsFeature

extension AppFeature {
  @Reducer
  public enum Destination { /*@feature AppFeature.Destination enum*/
    case settings(SettingsReducer) /*@edge AppFeature SettingsReducer destination destination AppFeature.Destination settings*/
    case appDetail(DetailFeature) /*@edge AppFeature AppFeature.DetailFeature destination destination AppFeature.Destination appDetail*/
  }

  @Reducer
  public enum Path { /*@feature AppFeature.Path enum*/
    case profileDetail(ProfileFeature.DetailFeature) /*@edge AppFeature ProfileFeature.DetailFeature stack path AppFeature.Path profileDetail*/
    case settingsDetail(SettingsDetail) /*@edge AppFeature SettingsFeature.DetailFeature stack path AppFeature.Path settingsDetail*/
  }
}

/// The app's own detail screen: the same short name as ProfileFeature's and SettingsFeature's.
@Reducer
public struct DetailFeature { /*@feature AppFeature.DetailFeature struct*/
  @ObservableState public struct State {}
  public enum Action {}
}

public typealias SettingsDetail = SettingsFeature.DetailFeature
