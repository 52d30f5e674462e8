// The module TCA's tests import, in the throwaway package scripts/upstream-tests.py builds: the
// runtime under TCA's module name, and nothing else, so what the tests need and the runtime
// lacks shows as a compile error rather than being filled in here.
@_exported import NavGraphRuntime
