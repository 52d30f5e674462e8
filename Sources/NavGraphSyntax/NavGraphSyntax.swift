import NavGraph
import SwiftParser
import SwiftSyntax
