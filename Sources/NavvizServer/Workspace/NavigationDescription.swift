import NavGraphCore
import NavGraphRendering

/// What a reducer, a `State` field or an enum reducer's case presents and who presents it, in
/// Markdown: the editor's hover and the agent's `who_presents` say it in the same words.
package struct NavigationDescription {
  package var navigation: NavigationIndex

  package init(_ navigation: NavigationIndex) {
    self.navigation = navigation
  }

  package func describe(_ declaration: Declaration.Kind) -> String {
    switch declaration {
    case .feature(let name): feature(name)
    case .field(let owner, let name): field(name, of: owner)
    case .reducerCase(let enumReducer, let name): reducerCase(name, of: enumReducer)
    }
  }

  package func feature(_ name: String) -> String {
    var lines = [
      "**\(name)**" + (navigation.feature(named: name)?.module.map { " · `\($0)`" } ?? "")
    ]
    let holders = navigation.holders(of: name)
    if !holders.isEmpty {
      lines.append("")
      lines.append(
        "Held by "
          + holders.map { "**\($0.from)**.`\($0.field ?? "")`" }
          .joined(separator: ", ") + ".")
    }
    lines += section("Presented by", navigation.presenters(of: name).map(presenterLine))
    let presented = navigation.presented(by: name) + viaCases(of: name)
    lines += section("Presents", presented.map(presentedLine))
    return lines.joined(separator: "\n")
  }

  package func field(_ name: String, of owner: String) -> String {
    var lines = ["**\(owner)**.`\(name)`"]
    if let field = navigation.facts(of: owner)?.field(named: name) {
      let wrapper = field.wrapper.map { $0.rawValue + " " } ?? ""
      lines[0] += " · `\(wrapper)var \(name)\(field.typeText.map { ": \($0)" } ?? "")`"
    }
    lines += section("Presents", navigation.presented(by: owner, field: name).map(presentedLine))
    lines.append("")
    lines.append("Part of **\(owner)**'s state" + presentersSummary(of: owner) + ".")
    return lines.joined(separator: "\n")
  }

  package func reducerCase(_ name: String, of enumReducer: String) -> String {
    let edges = navigation.presented(byCase: name, of: enumReducer)
    var lines = ["**\(enumReducer)**.`\(name)`"]
    if let target = edges.first?.to {
      lines[0] += " → " + self.target(target)
    }
    lines += section("Presented by", edges.map(presenterLine))
    if let target = edges.first?.to, navigation.feature(named: target) != nil {
      let all = navigation.presenters(of: target)
      if all.count > edges.count {
        lines.append("")
        lines.append("**\(target)** is shown \(all.count) ways in all.")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `AppFeature pushes it: path.detail (navigationStack), App.swift:8`.
  package func presenterLine(_ edge: Edge) -> String {
    "**\(edge.from)** \(EdgeWording.verb(edge.kind)) it: " + details(edge)
  }

  /// `SyncUpForm: destination.edit (sheet), SyncUpDetail.swift:12`.
  package func presentedLine(_ edge: Edge) -> String {
    "\(target(edge.to)), \(EdgeWording.verb(edge.kind)): " + details(edge)
  }

  private func details(_ edge: Edge) -> String {
    var text = "`\(EdgeWording.route(edge))`"
    if let style = edge.style { text += " (\(style.rawValue))" }
    if let location = edge.location { text += " at \(location)" }
    return text
  }

  private func target(_ name: String) -> String {
    navigation.feature(named: name) == nil ? "`\(name)`" : "**\(name)**"
  }

  /// An enum reducer presents through the fields that hold it: its cases' edges.
  private func viaCases(of name: String) -> [Edge] {
    guard navigation.feature(named: name)?.kind == .enum else { return [] }
    return navigation.graph.edges.filter { $0.via == name }
  }

  private func presentersSummary(of owner: String) -> String {
    let count = navigation.presenters(of: owner).count
    return count == 0
      ? ", which nothing presents" : ", presented \(count) way\(count == 1 ? "" : "s")"
  }

  private func section(_ title: String, _ lines: [String]) -> [String] {
    guard !lines.isEmpty else { return ["", "\(title): nothing."] }
    return ["", "\(title) (\(lines.count)):"] + lines.map { "- " + $0 }
  }
}
