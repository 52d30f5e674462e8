/// The scanner's cached file summaries hold the branches of each effect call; the facts
/// themselves are never written as JSON.
extension EffectCallKind: Codable {}

extension EffectBranch: Codable {
  private enum CodingKeys: String, CodingKey {
    case point, branch, exits
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      point: try container.decode(Int.self, forKey: .point),
      branch: try container.decode(Int.self, forKey: .branch),
      exits: try container.decode(Bool.self, forKey: .exits))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(point, forKey: .point)
    try container.encode(branch, forKey: .branch)
    try container.encode(exits, forKey: .exits)
  }
}
