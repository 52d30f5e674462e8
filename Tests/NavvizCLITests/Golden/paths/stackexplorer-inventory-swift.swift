// InventoryFeature.Destination.addItem (ItemFormFeature): 1 step from InventoryFeature
InventoryFeature.State(destination: .addItem(ItemFormFeature.State(item: ...)))
// InventoryFeature.Destination.alert (AlertState): 1 step from InventoryFeature
InventoryFeature.State(destination: .alert(AlertState(...)))
// InventoryFeature.Destination.detailItem (ItemFormFeature): 1 step from InventoryFeature
InventoryFeature.State(destination: .detailItem(ItemFormFeature.State(item: ...)))
// InventoryFeature.Destination.editItem (ItemFormFeature): 1 step from InventoryFeature
InventoryFeature.State(destination: .editItem(ItemFormFeature.State(item: ...)))
// RootFeature.Path.counter (CounterFeature): 1 step from RootFeature
RootFeature.State(path: StackState([.counter(CounterFeature.State())]))
// RootFeature.Path.numberFact (NumberFactFeature): 1 step from RootFeature
RootFeature.State(path: StackState([.numberFact(NumberFactFeature.State())]))
// RootFeature.Path.primeNumber (PrimeNumberFeature): 1 step from RootFeature
RootFeature.State(path: StackState([.primeNumber(PrimeNumberFeature.State())]))
