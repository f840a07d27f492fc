import DuoMockupCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(DuoMockupTool.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
