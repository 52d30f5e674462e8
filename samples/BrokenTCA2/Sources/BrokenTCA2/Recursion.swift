import ComposableArchitecture2

// presentation-cycle: a profile presents a follower, which presents the profile again.
// orphan-feature: nothing the app starts from reaches either.
@Feature
struct Profile {
  struct State { var follower: Follower.State? }
  enum Action { case follower(Follower.Action) }
  var body: some Feature {
    Update { _, _ in }
      .ifLet(\.follower, action: \.follower) { Follower() }
  }
}

@Feature
struct Follower {
  struct State { var profile: Profile.State? }
  enum Action { case profile(Profile.Action) }
  var body: some Feature {
    Update { _, _ in }
      .ifLet(\.profile, action: \.profile) { Profile() }
  }
}
