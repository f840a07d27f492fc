import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder per test process under the system temporary directory, holding every scratch
/// folder the tests make, removed with everything in it when the process exits (so a run leaves
/// nothing in /tmp, even when a test forgets to clean up or stops half-way).
public enum ScratchRoot {
    /// The process's root: created, and its removal at exit registered, on first use.
    public static let path: String = {
        let root = NSTemporaryDirectory().replacingOccurrences(of: "//", with: "/")
            + "duo-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { ScratchRoot.removeAll() }
        return root
    }()

    /// A new, empty folder `<label>-<uuid>` inside the root.
    public static func folder(_ label: String) throws -> String {
        let folder = path + "/" + label + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func removeAll() { try? FileManager.default.removeItem(atPath: path) }
}
