import Foundation

/// Python with Pillow, when installed (CI installs python3-pil): an independent PNG, GIF and APNG
/// reader for cross-checks. Invariant: `python`, when set, runs scripts that `import PIL`.
public enum Pillow {
    public static let python: String? = {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            if (try? run(candidate, "import PIL")) != nil { return candidate }
        }
        return nil
    }()

    /// A script that exited with a failure status.
    public struct Failure: Error, CustomStringConvertible {
        public let status: Int32
        public var description: String { "python exited with status \(status)" }
    }

    /// Runs `script` with `python -c` and returns what it printed.
    public static func run(_ python: String, _ script: String) throws -> String {
        let finished = try Subprocess.run(python, ["-c", script])
        guard finished.status == 0 else { throw Failure(status: finished.status) }
        return finished.output
    }
}
