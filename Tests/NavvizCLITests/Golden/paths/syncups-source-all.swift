// AppFeature.Path.detail (SyncUpDetail): 1 step from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(syncUp: ...))]))
// AppFeature.Path.meeting (Meeting): 1 step from AppFeature
AppFeature.State(path: StackState([.meeting(...)]))
// AppFeature.Path.record (RecordMeeting): 1 step from AppFeature
AppFeature.State(path: StackState([.record(RecordMeeting.State(syncUp: ...))]))
// RecordMeeting.alert (AlertState): 2 steps from AppFeature
AppFeature.State(path: StackState([.record(RecordMeeting.State(alert: AlertState(...), syncUp: ...))]))
// SyncUpDetail.Destination.alert (AlertState): 2 steps from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: .alert(AlertState(...)), syncUp: ...))]))
// SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: .edit(SyncUpForm.State(syncUp: ...)), syncUp: ...))]))
// SyncUpsList.Destination.add (SyncUpForm): 2 steps from AppFeature
AppFeature.State(syncUpsList: SyncUpsList.State(destination: .add(SyncUpForm.State(syncUp: ...))))
// SyncUpsList.Destination.alert (AlertState): 2 steps from AppFeature
AppFeature.State(syncUpsList: SyncUpsList.State(destination: .alert(AlertState(...))))
