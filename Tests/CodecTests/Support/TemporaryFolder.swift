import Foundation
import TestSupport

/// A fresh folder under the system temporary directory, removed when the value is dropped.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = try ScratchRoot.folder("codec-tests")
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to a file named `name` in the folder and returns its path.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
