/// navviz's version, in one place: `navviz --version` prints it and the SARIF report names it as
/// the tool's `semanticVersion`, so a bug report or a CI log says which navviz wrote it.
///
/// Semantic versioning. Until a first release is tagged the major version stays 0, and the
/// minor is raised whenever an output format or a command-line flag changes.
package enum NavvizVersion {
  package static let current = "0.1.0"
}
