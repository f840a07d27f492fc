import DuoMockupCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Ctrl-C, SIGTERM and SIGHUP remove the files being written before the process dies of them.
Interruption.install()
exit(DuoMockupTool.run(Array(CommandLine.arguments.dropFirst()), console: .system()))
