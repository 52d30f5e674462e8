import ComposableArchitecture2

// presentation-cycle: a profile presents a follower, which presents the profile again.
// orphan-feature: nothing the app starts from reaches either.
@Feature
struct Profile {
  struct State { var follower: Follower.State? }
  enum Action { case follower(Follower.Action), followerTapped }
  var body: some Feature {
    Update { state, action in
      if case .followerTapped = action { state.follower = Follower.State() }
    }
    .ifLet(\.follower) { Follower() }
  }
}

@Feature
struct Follower {
  struct State { var profile: Profile.State? }
  enum Action { case profile(Profile.Action), profileTapped }
  var body: some Feature {
    Update { state, action in
      if case .profileTapped = action { state.profile = Profile.State() }
    }
    .ifLet(\.profile) { Profile() }
  }
}
