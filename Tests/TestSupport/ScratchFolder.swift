import Foundation

/// A fresh folder under the system temporary directory for one test, removed with everything in
/// it when the value is dropped. Invariant: `path` exists from `init` until deinit.
public final class ScratchFolder: @unchecked Sendable {
    /// The folder's absolute path.
    public let path: String

    public init(_ label: String = "duo-test") throws {
        path = try ScratchRoot.folder(label)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `relative` inside the folder.
    public func callAsFunction(_ relative: String) -> String { path + "/" + relative }

    /// Creates the sub-folder `relative` (and its parents) and returns its path.
    @discardableResult
    public func folder(_ relative: String) throws -> String {
        try FileManager.default.createDirectory(atPath: self(relative), withIntermediateDirectories: true)
        return self(relative)
    }

    /// Writes `bytes` to `relative` (creating its folders) and returns the file's path.
    @discardableResult
    public func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let file = self(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The bytes of `relative`, nil when it cannot be read.
    public func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: self(relative)).map { [UInt8]($0) }
    }
}
