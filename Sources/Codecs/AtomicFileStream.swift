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
    let temporary: TemporaryFiles.Temporary
    private var finished = false
    /// Bytes written so far.
    public private(set) var count = 0

    /// Where the bytes go until `commit()`: for a child process that writes the file itself
    /// (its writer then given to `TemporaryFiles.startWriter`).
    public var temporaryPath: String { temporary.path }

    /// Creates the temporary file beside `path` (in `folder` only, when given: see
    /// `AtomicFile.write`); throws a `CodecError` naming `path` if it cannot.
    public init(path: String, in folder: FileIdentity? = nil) throws {
        self.path = path
        temporary = try TemporaryFiles.create(for: path, in: folder)
    }

    deinit { abandon() }

    /// Appends `bytes`; a failure (a full disk) throws a `CodecError` naming `path`.
    public func write(_ bytes: [UInt8]) throws {
        precondition(!finished, "write after commit or abandon")
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = posixWrite(temporary.descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CodecError(file: path, reason: .cannotWrite(errno: errno))
                }
                offset += n
            }
        }
        count += bytes.count
    }

    /// Closes the file (a full disk may only show there) and renames it to `path` (keeping an
    /// existing file's permissions; a new one gets 0666 less the umask, from open); on a failure,
    /// at close or at the rename, nothing appears at `path` and the error is a `CodecError` naming it.
    public func commit() throws {
        precondition(!finished, "commit after commit or abandon")
        finished = true
        defer { TemporaryFiles.release(temporary) }
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(temporary.descriptor, existing.st_mode & 0o7777) }
        guard close(temporary.descriptor) == 0 else {
            let code = errno
            temporary.remove()
            throw CodecError(file: path, reason: .cannotWrite(errno: code))
        }
        guard temporary.rename(to: PathText.lastComponent(path), path: path) else {
            let code = errno
            temporary.remove()
            throw CodecError(file: path, reason: .cannotWrite(errno: code))
        }
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

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
