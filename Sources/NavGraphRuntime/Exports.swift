// Code written against TCA imports one module and finds these libraries' names in it
// (`@Dependency`, `IdentifiedArrayOf`, `TestClock`, `DispatchQueue.test`, `@CasePathable`,
// `withKnownIssue`, ...), so NavGraph re-exports them, as TCA does, rather than making every
// feature file import seven packages.
@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import IssueReporting
// The roles of an enum reducer's cases, which the metadata `@Reducer` records names; only
// that, so a feature importing the runtime alone finds no graph words (`EdgeKind`) in scope.
@_exported import enum NavGraphVocabulary.CaseRole
