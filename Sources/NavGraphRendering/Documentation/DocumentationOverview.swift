import NavGraphCore

/// The docs of a large app: when the picture of the whole app is an overview (as `render`
/// decides, `Diagram.picture`), the index shows it, and each module (or flow) gets a page of
/// its own with its picture, linked from the index and back.
struct DocumentationOverview {
  struct Group {
    var summary: GroupSummary
    /// The page's base name, without folder or extension.
    var page: String
    /// Features in the group, by name.
    var members: [String]
    /// The groups edges come from and go to, by name.
    var reachedFrom: [String]
    var leadsTo: [String]
  }

  static let folder = "modules"

  var grouping: FeatureGrouping
  var groups: [Group]
  private var pageByFeature: [String: String]

  /// `nil` when the picture of the whole app draws its features.
  init?(graph: NavigationGraph, options: RenderOptions) throws(NavGraphError) {
    let picture = try Diagram.picture(of: graph, options: options, lint: .hidden)
    guard let grouping = picture.grouping else { return nil }
    let cut = try GroupCut(graph, grouping: grouping, options: options)
    self.grouping = cut.groups.grouping
    let pages = PageNames(cut.groups.groups.map(\.name))
    var from = [Int: Set<Int>](), to = [Int: Set<Int>]()
    for pair in cut.edges.between.keys {
      to[pair.from, default: []].insert(pair.to)
      from[pair.to, default: []].insert(pair.from)
    }
    let names = cut.groups.groups.map(\.name)
    groups = cut.groups.groups.enumerated().map { position, group in
      Group(
        summary: cut.summary(of: position),
        page: pages[group.name]!, members: group.members,
        reachedFrom: (from[position] ?? []).sorted().map { names[$0] },
        leadsTo: (to[position] ?? []).sorted().map { names[$0] })
    }
    var pageByFeature: [String: String] = [:]
    for group in groups {
      for member in group.members { pageByFeature[member] = group.page }
    }
    self.pageByFeature = pageByFeature
  }

  /// The page of the group holding `feature`, if any.
  func page(of feature: String) -> String? { pageByFeature[feature] }

  func group(named name: String) -> Group? { groups.first { $0.summary.name == name } }

  /// `module`, or `flow`: what a group is called in headings.
  var word: String { grouping == .module ? "module" : "flow" }
}
