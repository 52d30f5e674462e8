import NavGraphCore
import NavGraphLint
import Testing

struct EnumCaseKeyTests {
  @Test func aCaseWithoutItsEnumIsAKeyOfItsOwn() {
    #expect(
      EnumCaseKey("Inventory.Destination", case: "addItem") != EnumCaseKey(nil, case: "addItem"))
    #expect(EnumCaseKey(nil, case: "addItem") == EnumCaseKey(nil, case: "addItem"[...]))
  }

  /// A name with the separator the keys were once joined by stays itself.
  @Test func namesAreKeptApart() {
    #expect(EnumCaseKey("A|b", case: "c") != EnumCaseKey("A", case: "b|c"))
  }
}
