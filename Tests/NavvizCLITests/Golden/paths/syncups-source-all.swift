// AppFeature.Path.detail (SyncUpDetail): 1 step from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(...))]))
// AppFeature.Path.meeting (Meeting): 1 step from AppFeature
AppFeature.State(path: StackState([.meeting(...)]))
// AppFeature.Path.record (RecordMeeting): 1 step from AppFeature
AppFeature.State(path: StackState([.record(RecordMeeting.State(...))]))
// RecordMeeting.alert (AlertState): 2 steps from AppFeature
AppFeature.State(path: StackState([.record(RecordMeeting.State(alert: AlertState(...)))]))
// SyncUpDetail.Destination.alert (AlertState): 2 steps from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: .alert(AlertState(...))))]))
// SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature
AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: .edit(SyncUpForm.State(...))))]))
// SyncUpsList.Destination.add (SyncUpForm): 2 steps from AppFeature
AppFeature.State(syncUpsList: SyncUpsList.State(destination: .add(SyncUpForm.State(...))))
// SyncUpsList.Destination.alert (AlertState): 2 steps from AppFeature
AppFeature.State(syncUpsList: SyncUpsList.State(destination: .alert(AlertState(...))))
