import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece that appears at its path only when `commit()` succeeds: the
/// bytes go to a hidden temporary file in the same folder (`TemporaryFiles`), renamed over the
/// path at the end. Invariant: until `commit()` returns, nothing exists at `path` that this stream
/// made; a stream dropped or abandoned before that, or the process interrupted, removes its
/// temporary file.
package final class AtomicFileStream {
    /// Where the file will appear.
    public let path: String
    private let temporary: TemporaryFiles.Temporary
    private var finished = false
    /// Bytes written so far.
    public private(set) var count = 0

    /// Where the bytes go until `commit()`: for a child process that writes the file itself
    /// (its writer then given to `TemporaryFiles.startWriter`).
    public var temporaryPath: String { temporary.path }

    /// Creates the temporary file beside `path` (in `folder` only, when given: see
    /// `AtomicFile.write`); throws a `CodecError` naming `path` if it cannot.
    public init(path: String, in folder: FolderIdentity? = nil) throws {
        self.path = path
        temporary = try TemporaryFiles.create(for: path, in: folder)
    }

    deinit { abandon() }

    /// Appends `bytes`; a failure (a full disk) throws a `CodecError` naming `path`.
    public func write(_ bytes: [UInt8]) throws {
        precondition(!finished, "write after commit or abandon")
        try AtomicFile.writeAll(bytes, to: temporary.descriptor, path: path)
        count += bytes.count
    }

    /// Closes the file and renames it to `path` (keeping an existing file's permissions); on a
    /// failure nothing appears at `path` and the error is a `CodecError` naming it.
    public func commit() throws {
        precondition(!finished, "commit after commit or abandon")
        finished = true
        defer { TemporaryFiles.release(temporary) }
        AtomicFile.keepPermissions(of: path, on: temporary.descriptor)
        try AtomicFile.closeAndRename(temporary, to: path)
    }

    /// Removes the temporary file; nothing appears at `path`. Harmless after `commit()`.
    public func abandon() {
        guard !finished else { return }
        finished = true
        close(temporary.descriptor)
        temporary.remove()
        TemporaryFiles.release(temporary)
    }
}
