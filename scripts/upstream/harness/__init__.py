"""The parts of scripts/upstream-tests.py: TCA's test files read (testfile), the throwaway
package written (package), SwiftPM driven and compiler errors read (swiftpm), tests run and
their outcomes read (testrun), and the report (report)."""
