import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written piece by piece that appears at its path only when `commit()` succeeds: the
/// bytes go to a hidden temporary file in the same folder, renamed over the path at the end.
/// Invariant: until `commit()` returns, nothing exists at `path` that this stream made; a stream
/// dropped or abandoned before that removes its temporary file.
public final class AtomicFileStream {
    /// Where the file will appear.
    public let path: String
    private var descriptor: Int32
    private let temporary: String
    private var finished = false
    /// Bytes written so far.
    public private(set) var count = 0

    /// Creates the temporary file beside `path`; throws a `CodecError` naming `path` if it cannot.
    public init(path: String) throws {
        self.path = path
        (descriptor, temporary) = try AtomicFile.createTemporary(in: PathText.folder(path), for: path)
    }

    deinit { abandon() }

    /// Appends `bytes`; a failure (a full disk) throws a `CodecError` naming `path`.
    public func write(_ bytes: [UInt8]) throws {
        precondition(!finished, "write after commit or abandon")
        try AtomicFile.writeAll(bytes, to: descriptor, path: path)
        count += bytes.count
    }

    /// Closes the file and renames it to `path` (keeping an existing file's permissions).
    public func commit() throws {
        precondition(!finished, "commit after commit or abandon")
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let text = errorText()
            abandon()
            throw CodecError(file: path, problem: "cannot write: \(text)")
        }
        guard rename(temporary, path) == 0 else {
            let text = errorText()
            abandon()
            throw CodecError(file: path, problem: "cannot write: \(text)")
        }
        finished = true
    }

    /// Removes the temporary file; nothing appears at `path`. Harmless after `commit()`.
    public func abandon() {
        guard !finished else { return }
        finished = true
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary)
    }
}
