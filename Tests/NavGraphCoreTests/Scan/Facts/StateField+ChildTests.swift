import NavGraphCore
import NavGraphFacts
import Testing

struct StateFieldChildTests {
  @Test func aFeatureIsWrittenAsItsName() {
    let child: StateField.Child = "Settings.Destination"
    #expect(child == .feature("Settings.Destination"))
    #expect(child.featureName == "Settings.Destination")
    #expect(child.promptKind == nil)
    #expect(child.name == "Settings.Destination")
  }

  @Test func aPromptIsNamedAfterItsStateType() {
    let child = StateField.Child.prompt(.dialog)
    #expect(child.featureName == nil)
    #expect(child.promptKind == .dialog)
    #expect("\(child)" == "ConfirmationDialogState")
    #expect(child != .feature("ConfirmationDialogState"))
  }
}
