/// The scanner's cached file summaries hold how each construction is written.
extension CaseConstructionForm: Codable {}
