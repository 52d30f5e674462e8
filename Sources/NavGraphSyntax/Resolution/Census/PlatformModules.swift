/// Modules of Apple's SDKs and of the libraries TCA is built on, which declare no feature of
/// an app's: when a type no input declares is named, the census lists the other modules the
/// file imports as where it may come from. A module missing here only makes that list longer.
enum PlatformModules {
  static let names: Set<String> = [
    // Apple's
    "AVFAudio", "AVFoundation", "AVKit", "Accessibility", "ActivityKit", "AppIntents",
    "AppKit", "AudioToolbox", "AudioUnit", "AuthenticationServices", "Charts", "CloudKit",
    "Combine", "Contacts", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage",
    "CoreLocation", "CoreML", "CoreMotion", "CoreText", "CoreTransferable", "Darwin",
    "Dispatch", "EventKit", "Foundation", "GameKit", "Glibc", "HealthKit",
    "LocalAuthentication", "MapKit", "MessageUI", "Metal", "MetalKit", "Network",
    "OSLog", "Observation", "PhotosUI", "Photos", "QuartzCore", "RealityKit", "SafariServices",
    "SceneKit", "Security", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "TipKit",
    "UIKit", "UniformTypeIdentifiers", "UserNotifications", "Vision", "WebKit", "WidgetKit",
    "os",
    // Point-Free's, which TCA is built on
    "CasePaths", "Clocks", "CombineSchedulers", "ComposableArchitecture", "ConcurrencyExtras",
    "CustomDump", "Dependencies", "DependenciesMacros", "IdentifiedCollections",
    "IssueReporting", "Perception", "Sharing", "SwiftNavigation", "SwiftUINavigation",
    "UIKitNavigation", "XCTestDynamicOverlay",
  ]
}
