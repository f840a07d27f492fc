import Foundation

/// A program run to completion from a test: what it printed on one stream, and its exit status.
/// Invariant: `run` returns only after the program has exited.
public enum Subprocess {
    /// What a finished program left.
    public struct Finished: Sendable {
        public let status: Int32
        public let output: String
    }

    /// Runs `path` with `arguments` (and `environment`, when given), keeping standard output, or
    /// standard error when `capturing` says so; the other stream is discarded.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           capturingStandardError: Bool = false) throws -> Finished {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        if let environment { p.environment = environment }
        let pipe = Pipe()
        if capturingStandardError {
            p.standardError = pipe
            p.standardOutput = FileHandle.nullDevice
        } else {
            p.standardOutput = pipe
            p.standardError = FileHandle.nullDevice
        }
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Finished(status: p.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
