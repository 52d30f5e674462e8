// TCA's test target marks tests that fail today but should not with `XCTTODO`: an expected
// failure, deprecated so that each use shows as a warning.
@available(
  *, deprecated, message: "This is a test that currently fails but should not in the future."
)
func XCTTODO(_ message: String) {
  XCTExpectFailure(message)
}
