import NavGraphCore
import NavGraphSyntax
import Testing

/// The marker check must be able to fail: a wrong edge marker is reported both ways.
@Test func wrongMarkerIsReported() {
  withKnownIssue {
    MarkedSources(["Sources/A/A.swift": """
      @Reducer struct A { /*@feature A struct*/
        struct State { @Presents var b: B.State? } /*@edge A C presentation b*/
      }
      @Reducer struct B { struct State {} } /*@feature B struct*/
      """]).check()
  }
}
