// A type named as a module is: renamed with the app's other names, while the module's name,
// which qualifies the two `HomeReducer`s, stays.
enum Home {
  static let title = "Home"
}
