extension TestStore {
  /// Registers an observer of navigation changes (see ``NavigationObserver``), as on `Store`.
  public func addObserver(_ observer: any NavigationObserver) {
    core.observers.append(observer)
  }
}
