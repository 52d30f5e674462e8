"""The throwaway package TCA's test files run in: the runtime under the name
ComposableArchitecture, OpenCombine as `Combine`, and the test files with the support of
scripts/upstream/TestSupport, in one target named as TCA's or each file in a target of its own."""
import os
import shutil

# The name of TCA's test target: its tests spell `#fileID`s of that module in the messages they
# expect, so the files run together in a target of that name.
TOGETHER = "ComposableArchitectureTests"
SUPPORT_MODULES = ("ComposableArchitecture", "UpstreamCombine")


def write_package(package, files, tca, navviz, support, together):
    """Writes the package for `files`: the support modules linked from `support`
    (scripts/upstream), the test files copied from the checkout `tca`."""
    os.makedirs(package, exist_ok=True)
    sources = os.path.join(package, "Sources")
    shutil.rmtree(sources, ignore_errors=True)
    os.makedirs(sources)
    for module in SUPPORT_MODULES:
        os.symlink(os.path.join(support, module), os.path.join(sources, module))
    tests = os.path.join(package, "Tests")
    shutil.rmtree(tests, ignore_errors=True)
    folders = []
    for file in files:
        folder = os.path.join(tests, TOGETHER if together else file.stem)
        if folder not in folders:
            folders.append(folder)
            os.makedirs(folder)
        shutil.copyfile(os.path.join(tca, file.path), os.path.join(folder, file.stem + ".swift"))
    test_support = os.path.join(support, "TestSupport")
    for folder in folders:
        for name in sorted(os.listdir(test_support)):
            shutil.copyfile(os.path.join(test_support, name), os.path.join(folder, name))
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as manifest:
        manifest.write(manifest_text(files, navviz, together))


def has_registry_spi(navviz):
    """Whether the runtime under test exposes its cancellation registry as TCA's test base class
    reads it (`_cancellationCancellables`); runtimes from before it are measured without that
    check."""
    for root, _, names in os.walk(os.path.join(navviz, "Sources", "NavGraphRuntime")):
        for name in names:
            with open(os.path.join(root, name), encoding="utf-8") as file:
                if "var _cancellationCancellables" in file.read():
                    return True
    return False


def test_target(name, path):
    return f"""    .testTarget(
      name: "{name}",
      dependencies: [
        "ComposableArchitecture", "UpstreamCombine",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
      ],
      path: "{path}",
      swiftSettings: upstreamTestSettings),"""


def manifest_text(files, navviz, together):
    """Package.swift: the files in one test target named as TCA's, or each in a target of its
    own. The test observer of swift-dependencies is linked so that its cached dependencies are
    reset for each test, which Apple platforms do without it."""
    if together:
        targets = test_target(TOGETHER, f"Tests/{TOGETHER}")
    else:
        targets = "\n".join(test_target(file.target, f"Tests/{file.stem}") for file in files)
    registry_check = (
        '\n  + [.define("UPSTREAM_REGISTRY_CHECK")]' if has_registry_spi(navviz) else "")
    identity = os.path.basename(navviz).lower()  # SwiftPM names a path dependency so
    return f"""// swift-tools-version: 6.1
// Written by scripts/upstream-tests.py: TCA's test files against navviz's runtime.
import PackageDescription

// The settings TCA's own test target is compiled with.
let upstreamTestSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v5),
  .enableExperimentalFeature("StrictConcurrency"),
  .enableUpcomingFeature("InferSendableFromCaptures"),
  .enableUpcomingFeature("ExistentialAny"),
  // `import Combine` is OpenCombine (scripts/upstream/UpstreamCombine).
  .unsafeFlags(["-module-alias", "Combine=UpstreamCombine"]),
]{registry_check}

let package = Package(
  name: "navviz-upstream-tests",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "{navviz}"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [.product(name: "NavGraphRuntime", package: "{identity}")]),
    .target(
      name: "UpstreamCombine",
      dependencies: [.product(name: "OpenCombineShim", package: "OpenCombine")]),
{targets}
  ],
  swiftLanguageModes: [.v6]
)
"""
